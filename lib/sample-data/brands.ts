/**
 * Fictional SAMPLE chain brands for /smallMicro/brand and /smallMicro/brand/{brandName}. The keys are exactly the
 * route's valid values (`brandNames` in ./keys.ts); names and prose are in `messages/<locale>/insights.json`
 * (`smallMicro.brandData.<brandName>`). Every figure is invented and shown with the "Sample data" label.
 * Money is in CNY (yuan); shares and rates are fractions.
 */
import { factsAsOf } from '@/lib/facts/as-of';
import type { BrandName } from './keys';
import type { IndustryKey, RegionKey } from './industry';

/** One chain brand's figures. */
export interface ChainBrand {
  industry: IndustryKey;
  /** Region of the head office. */
  hqRegion: RegionKey;
  /** Year the brand's operating company was registered. */
  founded: number;
  /** Stores open at `factsAsOf` (lib/facts/as-of.ts). */
  stores: number;
  /** Year-on-year net store growth. */
  storesYoY: number;
  /** Share of stores run by the brand itself (the rest are franchised). */
  directShare: number;
  /** Franchisee entities operating the franchised stores. */
  franchisees: number;
  /** Average annual revenue per store, CNY. */
  avgStoreRevenue: number;
  /** Share of stores closed in the last 12 months. */
  closureRate: number;
  /** Median months for a franchised store to recover its opening investment. */
  paybackMonths: number;
  /** Store count at year-ends and at `factsAsOf` (lib/facts/as-of.ts) (ISO dates, ascending). */
  storeHistory: readonly { date: string; stores: number }[];
  /** Open stores per region (sums to `stores`). */
  regionStores: Record<RegionKey, number>;
}

export const brands: Record<BrandName, ChainBrand> = {
  青禾茶舍: {
    industry: 'catering',
    hqRegion: 'east',
    founded: 2017,
    stores: 286,
    storesYoY: 0.192,
    directShare: 0.18,
    franchisees: 203,
    avgStoreRevenue: 1_620_000,
    closureRate: 0.047,
    paybackMonths: 19,
    storeHistory: [
      { date: '2021-12-31', stores: 92 },
      { date: '2022-12-31', stores: 131 },
      { date: '2023-12-31', stores: 178 },
      { date: '2024-12-31', stores: 214 },
      { date: '2025-12-31', stores: 246 },
      { date: factsAsOf, stores: 286 },
    ],
    regionStores: { east: 171, south: 48, north: 18, central: 39, southwest: 10, northwest: 0 },
  },
  BrightLoaf: {
    industry: 'retail',
    hqRegion: 'south',
    founded: 2015,
    stores: 164,
    storesYoY: 0.065,
    directShare: 0.62,
    franchisees: 41,
    avgStoreRevenue: 2_380_000,
    closureRate: 0.061,
    paybackMonths: 26,
    storeHistory: [
      { date: '2021-12-31', stores: 118 },
      { date: '2022-12-31', stores: 131 },
      { date: '2023-12-31', stores: 139 },
      { date: '2024-12-31', stores: 148 },
      { date: '2025-12-31', stores: 156 },
      { date: factsAsOf, stores: 164 },
    ],
    regionStores: { east: 38, south: 97, north: 0, central: 12, southwest: 17, northwest: 0 },
  },
  MountainNoodle: {
    industry: 'catering',
    hqRegion: 'southwest',
    founded: 2019,
    stores: 412,
    storesYoY: 0.338,
    directShare: 0.09,
    franchisees: 338,
    avgStoreRevenue: 960_000,
    closureRate: 0.112,
    paybackMonths: 14,
    storeHistory: [
      { date: '2021-12-31', stores: 58 },
      { date: '2022-12-31', stores: 104 },
      { date: '2023-12-31', stores: 171 },
      { date: '2024-12-31', stores: 246 },
      { date: '2025-12-31', stores: 322 },
      { date: factsAsOf, stores: 412 },
    ],
    regionStores: { east: 29, south: 44, north: 18, central: 92, southwest: 168, northwest: 61 },
  },
};
