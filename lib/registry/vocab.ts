/**
 * Vocabulary of the sample-registry generator: fictional name parts, regions (GB/T 2260 prefecture codes with their
 * Chinese and English names), industries (GB/T 4754-2017 sections with name phrases) and organisational forms.
 * These are generator inputs, not interface copy: interface labels of sections, statuses and roles live in
 * `messages/<locale>/*.json`.
 */

/** Industry sections of GB/T 4754-2017 that enterprises are registered under (S and T hold no enterprises). */
export const industrySections = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
] as const;
export type IndustrySection = (typeof industrySections)[number];

/** A line of business as it appears in an enterprise name (行业表述), with its section and English rendering. */
export interface IndustryPhrase {
  zh: string;
  en: string;
  section: IndustrySection;
  /** Relative frequency in the registry. */
  weight: number;
}

export const industryPhrases: readonly IndustryPhrase[] = [
  { zh: '精密制造', en: 'Precision Manufacturing', section: 'C', weight: 6 },
  { zh: '新材料科技', en: 'New Materials Technology', section: 'C', weight: 5 },
  { zh: '电子科技', en: 'Electronic Technology', section: 'C', weight: 6 },
  { zh: '机械设备', en: 'Machinery', section: 'C', weight: 5 },
  { zh: '食品', en: 'Foods', section: 'C', weight: 4 },
  { zh: '纺织', en: 'Textiles', section: 'C', weight: 3 },
  { zh: '汽车部件', en: 'Auto Parts', section: 'C', weight: 4 },
  { zh: '医疗器械', en: 'Medical Devices', section: 'C', weight: 3 },
  { zh: '包装材料', en: 'Packaging Materials', section: 'C', weight: 3 },
  { zh: '精细化工', en: 'Fine Chemicals', section: 'C', weight: 3 },
  { zh: '商贸', en: 'Trading', section: 'F', weight: 7 },
  { zh: '供应链管理', en: 'Supply Chain Management', section: 'F', weight: 4 },
  { zh: '建材贸易', en: 'Building Materials Trading', section: 'F', weight: 3 },
  { zh: '物流', en: 'Logistics', section: 'G', weight: 4 },
  { zh: '冷链物流', en: 'Cold Chain Logistics', section: 'G', weight: 2 },
  { zh: '货运代理', en: 'Freight Forwarding', section: 'G', weight: 2 },
  { zh: '信息技术', en: 'Information Technology', section: 'I', weight: 5 },
  { zh: '软件', en: 'Software', section: 'I', weight: 4 },
  { zh: '网络科技', en: 'Network Technology', section: 'I', weight: 4 },
  { zh: '数据科技', en: 'Data Technology', section: 'I', weight: 3 },
  { zh: '建设工程', en: 'Construction Engineering', section: 'E', weight: 4 },
  { zh: '建筑装饰', en: 'Building Decoration', section: 'E', weight: 3 },
  { zh: '置业', en: 'Real Estate', section: 'K', weight: 2 },
  { zh: '物业管理', en: 'Property Management', section: 'K', weight: 2 },
  { zh: '商务咨询', en: 'Business Consulting', section: 'L', weight: 3 },
  { zh: '融资租赁', en: 'Financial Leasing', section: 'J', weight: 1 },
  { zh: '检测技术', en: 'Testing Technology', section: 'M', weight: 2 },
  { zh: '工程技术', en: 'Engineering Technology', section: 'M', weight: 2 },
  { zh: '生物科技', en: 'Biotechnology', section: 'M', weight: 2 },
  { zh: '农业发展', en: 'Agricultural Development', section: 'A', weight: 2 },
  { zh: '生态农业', en: 'Eco-Agriculture', section: 'A', weight: 1 },
  { zh: '矿业', en: 'Mining', section: 'B', weight: 1 },
  { zh: '新能源', en: 'New Energy', section: 'D', weight: 2 },
  { zh: '餐饮管理', en: 'Catering Management', section: 'H', weight: 2 },
  { zh: '酒店管理', en: 'Hotel Management', section: 'H', weight: 1 },
  { zh: '环境工程', en: 'Environmental Engineering', section: 'N', weight: 2 },
  { zh: '园林绿化', en: 'Landscaping', section: 'N', weight: 1 },
  { zh: '家政服务', en: 'Housekeeping Services', section: 'O', weight: 1 },
  { zh: '教育咨询', en: 'Education Consulting', section: 'P', weight: 1 },
  { zh: '健康管理', en: 'Health Management', section: 'Q', weight: 1 },
  { zh: '文化传媒', en: 'Culture & Media', section: 'R', weight: 2 },
];

/** Name phrases of holding vehicles (section L, 7212 / 7219). */
export const holdingPhrases: readonly IndustryPhrase[] = [
  { zh: '投资控股', en: 'Investment Holding', section: 'L', weight: 3 },
  { zh: '实业投资', en: 'Industrial Investment', section: 'L', weight: 2 },
  { zh: '企业管理咨询', en: 'Enterprise Management Consulting', section: 'L', weight: 2 },
];

/** Organisational forms (组织形式) and the company-type key they register as. */
export const orgForms = {
  llc: { zh: '有限公司', en: 'Co., Ltd.' },
  jointStock: { zh: '股份有限公司', en: 'Co., Ltd.' },
  partnership: { zh: '企业管理合伙企业（有限合伙）', en: 'Enterprise Management Partnership (LP)' },
} as const;
export type OrgForm = keyof typeof orgForms;

/** A prefecture-level city: GB/T 2260 prefix (4 digits) and names. */
export interface City {
  code: string;
  zh: string;
  en: string;
  provinceZh: string;
  provinceEn: string;
  /** Relative frequency in the registry (economic weight). */
  weight: number;
}

const p = (provinceZh: string, provinceEn: string, cities: [string, string, string, number][]): City[] =>
  cities.map(([code, zh, en, weight]) => ({ code, zh, en, provinceZh, provinceEn, weight }));

export const cities: readonly City[] = [
  ...p('北京市', 'Beijing', [['1101', '北京市', 'Beijing', 10]]),
  ...p('天津市', 'Tianjin', [['1201', '天津市', 'Tianjin', 4]]),
  ...p('上海市', 'Shanghai', [['3101', '上海市', 'Shanghai', 10]]),
  ...p('重庆市', 'Chongqing', [['5001', '重庆市', 'Chongqing', 4]]),
  ...p('河北省', 'Hebei', [
    ['1301', '石家庄市', 'Shijiazhuang', 2],
    ['1302', '唐山市', 'Tangshan', 2],
  ]),
  ...p('辽宁省', 'Liaoning', [
    ['2101', '沈阳市', 'Shenyang', 2],
    ['2102', '大连市', 'Dalian', 2],
  ]),
  ...p('江苏省', 'Jiangsu', [
    ['3201', '南京市', 'Nanjing', 5],
    ['3202', '无锡市', 'Wuxi', 4],
    ['3204', '常州市', 'Changzhou', 3],
    ['3205', '苏州市', 'Suzhou', 6],
    ['3206', '南通市', 'Nantong', 3],
  ]),
  ...p('浙江省', 'Zhejiang', [
    ['3301', '杭州市', 'Hangzhou', 6],
    ['3302', '宁波市', 'Ningbo', 5],
    ['3303', '温州市', 'Wenzhou', 3],
    ['3304', '嘉兴市', 'Jiaxing', 2],
    ['3306', '绍兴市', 'Shaoxing', 2],
    ['3307', '金华市', 'Jinhua', 2],
  ]),
  ...p('安徽省', 'Anhui', [
    ['3401', '合肥市', 'Hefei', 3],
    ['3402', '芜湖市', 'Wuhu', 2],
  ]),
  ...p('福建省', 'Fujian', [
    ['3501', '福州市', 'Fuzhou', 3],
    ['3502', '厦门市', 'Xiamen', 3],
    ['3505', '泉州市', 'Quanzhou', 3],
  ]),
  ...p('江西省', 'Jiangxi', [
    ['3601', '南昌市', 'Nanchang', 2],
    ['3609', '宜春市', 'Yichun', 1],
  ]),
  ...p('山东省', 'Shandong', [
    ['3701', '济南市', 'Jinan', 3],
    ['3702', '青岛市', 'Qingdao', 4],
    ['3706', '烟台市', 'Yantai', 2],
    ['3707', '潍坊市', 'Weifang', 2],
  ]),
  ...p('河南省', 'Henan', [
    ['4101', '郑州市', 'Zhengzhou', 3],
    ['4103', '洛阳市', 'Luoyang', 2],
  ]),
  ...p('湖北省', 'Hubei', [
    ['4201', '武汉市', 'Wuhan', 4],
    ['4205', '宜昌市', 'Yichang', 1],
    ['4206', '襄阳市', 'Xiangyang', 1],
  ]),
  ...p('湖南省', 'Hunan', [
    ['4301', '长沙市', 'Changsha', 3],
    ['4302', '株洲市', 'Zhuzhou', 1],
  ]),
  ...p('广东省', 'Guangdong', [
    ['4401', '广州市', 'Guangzhou', 7],
    ['4403', '深圳市', 'Shenzhen', 8],
    ['4404', '珠海市', 'Zhuhai', 2],
    ['4406', '佛山市', 'Foshan', 4],
    ['4419', '东莞市', 'Dongguan', 4],
  ]),
  ...p('广西壮族自治区', 'Guangxi', [['4501', '南宁市', 'Nanning', 2]]),
  ...p('四川省', 'Sichuan', [
    ['5101', '成都市', 'Chengdu', 5],
    ['5107', '绵阳市', 'Mianyang', 1],
  ]),
  ...p('云南省', 'Yunnan', [['5301', '昆明市', 'Kunming', 2]]),
  ...p('陕西省', 'Shaanxi', [['6101', '西安市', "Xi'an", 3]]),
];

const cityByCode = new Map(cities.map((c) => [c.code, c]));

/** The city record of a GB/T 2260 prefecture prefix used in the registry; throws for a code not in `cities`. */
export function cityOf(code: string): City {
  const c = cityByCode.get(code);
  if (!c) throw new Error(`Unknown city code ${code}`);
  return c;
}

/**
 * First halves of the 4-character trade names (字号): scenery words. Together with `tradeNameTails` they are
 * filtered to distinct pinyin initials within each list, so every 字号 has unique full pinyin and initials.
 */
export const tradeNameHeads = [
  '青禾',
  '云栖',
  '松岚',
  '溪岸',
  '远岫',
  '晴川',
  '竹隐',
  '枫桥',
  '澜汀',
  '岚屿',
  '星渚',
  '月汀',
  '霁川',
  '寒塘',
  '柏舟',
  '苇岸',
  '杉林',
  '栎川',
  '雁丘',
  '鹭洲',
  '蓼汀',
  '沙洲',
  '芷兰',
  '蘅芜',
  '桂渚',
  '藤溪',
  '泊岸',
  '汐屿',
  '澈溪',
  '泓川',
  '木樨',
  '白石',
  '丹枫',
  '翠微',
  '苍梧',
  '碧潭',
  '黛山',
  '墨池',
  '素湍',
  '暮雪',
  '晨曦',
  '秋水',
  '春晖',
  '夏荷',
  '冬青',
  '南枝',
  '北麓',
  '东篱',
  '西岭',
  '清渠',
  '湛蓝',
  '沧澜',
  '烟波',
  '疏影',
  '浮岚',
  '流泉',
  '飞瀑',
  '落霞',
  '归雁',
  '听涛',
  '观澜',
  '望舒',
  '羲和',
  '若木',
  '蒹葭',
  '芙蕖',
  '菡萏',
  '杜若',
  '辛夷',
  '棠梨',
  '榴园',
  '橘洲',
  '柚林',
  '杏坛',
  '桑田',
  '麦陇',
  '稻香',
  '荻花',
  '芦汀',
  '蓬山',
  '瀛洲',
  '岱岳',
  '庐峰',
  '琼枝',
  '瑶池',
  '琅玕',
  '璞玉',
  '砚田',
  '笛洲',
  '箬溪',
  '蕉窗',
  '荷塘',
  '莲渚',
  '菱湖',
  '萍踪',
  '蘋洲',
  '蔚岚',
  '葭川',
  '茗溪',
  '檀溪',
  '楠山',
  '槿园',
  '桦林',
  '樟川',
  '榆关',
];

/** Second halves of the 4-character trade names: words of craft and purpose. */
export const tradeNameTails = [
  '微动',
  '远航',
  '致远',
  '弘毅',
  '启明',
  '知行',
  '笃行',
  '守正',
  '通达',
  '精诚',
  '鼎新',
  '立本',
  '格物',
  '致和',
  '明德',
  '宏图',
  '锦程',
  '同舟',
  '合力',
  '聚能',
  '汇智',
  '创想',
  '优品',
  '臻选',
  '匠心',
  '云帆',
  '星辰',
  '朗润',
  '泰和',
  '安澜',
  '永续',
  '长青',
  '丰源',
  '瑞祥',
  '福临',
  '吉庆',
  '乐享',
  '康宁',
  '载物',
  '厚德',
  '至诚',
  '若谷',
  '怀瑾',
  '握瑜',
  '骐骥',
  '凌霄',
  '纵横',
  '开物',
  '巧工',
  '良工',
  '百炼',
  '千帆',
  '方圆',
  '规矩',
  '枢纽',
  '织锦',
  '绘景',
  '数联',
  '链通',
  '芯源',
  '智汇',
  '能达',
  '驰远',
  '迅捷',
  '稳健',
  '精工',
  '细作',
  '卓凡',
  '超然',
  '拓新',
  '研创',
  '砺行',
  '耕读',
  '博远',
  '弈新',
  '睿思',
  '谦和',
  '恪勤',
  '敦行',
  '崇实',
  '尚品',
  '求索',
  '日新',
  '月恒',
  '鸿渐',
  '盈科',
  '蕴华',
  '韬略',
  '毓秀',
  '钧衡',
  '铸成',
  '锐进',
  '铭远',
  '锻新',
  '炜业',
  '焕新',
  '燎原',
  '熠辉',
  '烁金',
  '煜明',
  '昱升',
  '晟达',
  '晖映',
  '暄和',
  '曜阳',
];

/** Road-name syllables for fictional street addresses. */
export const roadWords = [
  '星湖',
  '云帆',
  '青枫',
  '锦绣',
  '和风',
  '翠竹',
  '明珠',
  '兴业',
  '长乐',
  '安泰',
  '松涛',
  '桂香',
  '梧桐',
  '香樟',
  '紫荆',
  '银杏',
];
export const roadKinds = [
  { zh: '路', en: 'Road' },
  { zh: '街', en: 'Street' },
  { zh: '大道', en: 'Avenue' },
] as const;
