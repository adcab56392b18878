/**
 * Fictional SAMPLE breakdown of the insights panel by province and city, for the region facet's province and city
 * view (/industryAnalysis/region). Names are in `messages/<locale>/insights.json` (`industryAnalysis.places.<id>`);
 * only keys and figures live here, and every figure is invented for demonstration.
 *
 * The sample panel covers 28 provincial-level divisions in its six regions; the three north-eastern provinces are
 * not part of it. Sizes are given as shares: a province's share of its region's entities (the shares of one region
 * sum to 1), and a city's share of its province's entities (listed cities sum to at most 1; the rest of the province
 * is shown as one "other areas" row). Entity counts are derived from `regionStats` in lib/industry-insights.ts, so
 * provinces add up to their region and cities to their province. Rates are fractions (0.046 = 4.6 %).
 */
import type { RegionKey } from './industry';

/** A city: [id, share of the province's entities, YoY change in new registrations, adverse-record rate]. */
export type CityFigures = readonly [id: string, share: number, newYoY: number, riskRate: number];

export interface ProvinceFigures {
  id: string;
  region: RegionKey;
  /** Share of the region's entities. */
  share: number;
  /** Year-on-year change in new registrations. */
  newYoY: number;
  /** Share of entities with an adverse judicial or enforcement record in the last 24 months. */
  riskRate: number;
  /** The province's main cities; a municipality lists itself as its only city, with share 1. */
  cities: readonly CityFigures[];
}

export const provinces: readonly ProvinceFigures[] = [
  // East China (华东)
  {
    id: 'shanghai',
    region: 'east',
    share: 0.14,
    newYoY: 0.052,
    riskRate: 0.034,
    cities: [['shanghai', 1, 0.052, 0.034]],
  },
  {
    id: 'jiangsu',
    region: 'east',
    share: 0.2,
    newYoY: 0.061,
    riskRate: 0.036,
    cities: [
      ['nanjing', 0.18, 0.058, 0.033],
      ['suzhou', 0.22, 0.067, 0.031],
      ['wuxi', 0.12, 0.049, 0.035],
      ['nantong', 0.1, 0.072, 0.038],
    ],
  },
  {
    id: 'zhejiang',
    region: 'east',
    share: 0.21,
    newYoY: 0.074,
    riskRate: 0.041,
    cities: [
      ['hangzhou', 0.24, 0.083, 0.036],
      ['ningbo', 0.17, 0.064, 0.039],
      ['wenzhou', 0.14, 0.071, 0.052],
      ['jinhua', 0.13, 0.092, 0.047],
    ],
  },
  {
    id: 'anhui',
    region: 'east',
    share: 0.1,
    newYoY: 0.088,
    riskRate: 0.043,
    cities: [
      ['hefei', 0.27, 0.104, 0.038],
      ['wuhu', 0.1, 0.081, 0.041],
      ['fuyang', 0.09, 0.069, 0.049],
    ],
  },
  {
    id: 'fujian',
    region: 'east',
    share: 0.11,
    newYoY: 0.057,
    riskRate: 0.04,
    cities: [
      ['fuzhou', 0.22, 0.055, 0.037],
      ['xiamen', 0.16, 0.062, 0.033],
      ['quanzhou', 0.23, 0.051, 0.046],
    ],
  },
  {
    id: 'jiangxi',
    region: 'east',
    share: 0.08,
    newYoY: 0.079,
    riskRate: 0.044,
    cities: [
      ['nanchang', 0.26, 0.083, 0.04],
      ['ganzhou', 0.17, 0.091, 0.047],
      ['jiujiang', 0.1, 0.066, 0.045],
    ],
  },
  {
    id: 'shandong',
    region: 'east',
    share: 0.16,
    newYoY: 0.048,
    riskRate: 0.042,
    cities: [
      ['jinan', 0.15, 0.057, 0.039],
      ['qingdao', 0.18, 0.061, 0.036],
      ['yantai', 0.09, 0.041, 0.041],
      ['linyi', 0.11, 0.053, 0.048],
    ],
  },
  // South China (华南)
  {
    id: 'guangdong',
    region: 'south',
    share: 0.74,
    newYoY: 0.069,
    riskRate: 0.042,
    cities: [
      ['guangzhou', 0.22, 0.071, 0.041],
      ['shenzhen', 0.26, 0.078, 0.039],
      ['dongguan', 0.12, 0.058, 0.047],
      ['foshan', 0.1, 0.062, 0.044],
    ],
  },
  {
    id: 'guangxi',
    region: 'south',
    share: 0.19,
    newYoY: 0.054,
    riskRate: 0.046,
    cities: [
      ['nanning', 0.27, 0.061, 0.044],
      ['liuzhou', 0.13, 0.043, 0.047],
      ['guilin', 0.11, 0.057, 0.045],
    ],
  },
  {
    id: 'hainan',
    region: 'south',
    share: 0.07,
    newYoY: 0.118,
    riskRate: 0.047,
    cities: [
      ['haikou', 0.46, 0.126, 0.045],
      ['sanya', 0.2, 0.137, 0.049],
    ],
  },
  // North China (华北)
  {
    id: 'beijing',
    region: 'north',
    share: 0.24,
    newYoY: 0.036,
    riskRate: 0.047,
    cities: [['beijing', 1, 0.036, 0.047]],
  },
  {
    id: 'tianjin',
    region: 'north',
    share: 0.11,
    newYoY: 0.027,
    riskRate: 0.053,
    cities: [['tianjin', 1, 0.027, 0.053]],
  },
  {
    id: 'hebei',
    region: 'north',
    share: 0.33,
    newYoY: 0.044,
    riskRate: 0.054,
    cities: [
      ['shijiazhuang', 0.19, 0.049, 0.052],
      ['tangshan', 0.13, 0.037, 0.056],
      ['baoding', 0.13, 0.051, 0.055],
    ],
  },
  {
    id: 'shanxi',
    region: 'north',
    share: 0.18,
    newYoY: 0.038,
    riskRate: 0.055,
    cities: [
      ['taiyuan', 0.29, 0.042, 0.051],
      ['datong', 0.1, 0.031, 0.058],
    ],
  },
  {
    id: 'innerMongolia',
    region: 'north',
    share: 0.14,
    newYoY: 0.032,
    riskRate: 0.054,
    cities: [
      ['hohhot', 0.2, 0.039, 0.05],
      ['baotou', 0.16, 0.028, 0.055],
    ],
  },
  // Central China (华中)
  {
    id: 'henan',
    region: 'central',
    share: 0.39,
    newYoY: 0.067,
    riskRate: 0.048,
    cities: [
      ['zhengzhou', 0.22, 0.078, 0.045],
      ['luoyang', 0.09, 0.059, 0.049],
      ['nanyang', 0.09, 0.063, 0.051],
    ],
  },
  {
    id: 'hubei',
    region: 'central',
    share: 0.32,
    newYoY: 0.072,
    riskRate: 0.044,
    cities: [
      ['wuhan', 0.36, 0.081, 0.042],
      ['xiangyang', 0.1, 0.066, 0.045],
      ['yichang', 0.09, 0.061, 0.046],
    ],
  },
  {
    id: 'hunan',
    region: 'central',
    share: 0.29,
    newYoY: 0.064,
    riskRate: 0.046,
    cities: [
      ['changsha', 0.3, 0.077, 0.043],
      ['zhuzhou', 0.09, 0.054, 0.047],
      ['hengyang', 0.1, 0.058, 0.049],
    ],
  },
  // Southwest China (西南)
  {
    id: 'chongqing',
    region: 'southwest',
    share: 0.24,
    newYoY: 0.063,
    riskRate: 0.048,
    cities: [['chongqing', 1, 0.063, 0.048]],
  },
  {
    id: 'sichuan',
    region: 'southwest',
    share: 0.43,
    newYoY: 0.071,
    riskRate: 0.047,
    cities: [
      ['chengdu', 0.42, 0.083, 0.044],
      ['mianyang', 0.07, 0.059, 0.049],
      ['yibin', 0.06, 0.067, 0.05],
    ],
  },
  {
    id: 'guizhou',
    region: 'southwest',
    share: 0.14,
    newYoY: 0.058,
    riskRate: 0.053,
    cities: [
      ['guiyang', 0.34, 0.066, 0.05],
      ['zunyi', 0.17, 0.052, 0.054],
    ],
  },
  {
    id: 'yunnan',
    region: 'southwest',
    share: 0.16,
    newYoY: 0.054,
    riskRate: 0.052,
    cities: [
      ['kunming', 0.36, 0.061, 0.049],
      ['qujing', 0.11, 0.047, 0.054],
    ],
  },
  {
    id: 'tibet',
    region: 'southwest',
    share: 0.03,
    newYoY: 0.049,
    riskRate: 0.041,
    cities: [['lhasa', 0.52, 0.055, 0.039]],
  },
  // Northwest China (西北)
  {
    id: 'shaanxi',
    region: 'northwest',
    share: 0.42,
    newYoY: 0.061,
    riskRate: 0.056,
    cities: [
      ['xian', 0.44, 0.072, 0.053],
      ['xianyang', 0.1, 0.052, 0.058],
      ['baoji', 0.08, 0.047, 0.057],
    ],
  },
  {
    id: 'gansu',
    region: 'northwest',
    share: 0.18,
    newYoY: 0.043,
    riskRate: 0.062,
    cities: [
      ['lanzhou', 0.33, 0.051, 0.059],
      ['tianshui', 0.1, 0.037, 0.064],
    ],
  },
  {
    id: 'qinghai',
    region: 'northwest',
    share: 0.06,
    newYoY: 0.039,
    riskRate: 0.058,
    cities: [['xining', 0.58, 0.044, 0.056]],
  },
  {
    id: 'ningxia',
    region: 'northwest',
    share: 0.07,
    newYoY: 0.047,
    riskRate: 0.061,
    cities: [['yinchuan', 0.5, 0.053, 0.059]],
  },
  {
    id: 'xinjiang',
    region: 'northwest',
    share: 0.27,
    newYoY: 0.068,
    riskRate: 0.063,
    cities: [
      ['urumqi', 0.32, 0.074, 0.058],
      ['karamay', 0.05, 0.041, 0.052],
    ],
  },
];
