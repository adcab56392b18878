/**
 * Well-known real company and brand names that must never appear in the sample registry (SITE.md §2: never a real
 * organisation in sample data). The generator skips any trade name that contains one, and a unit test checks every
 * generated name, former name and branch against the list. Chinese entries match as substrings; English entries
 * as whole words, case-insensitively.
 */
export const denylistZh = [
  '华为', '腾讯', '阿里巴巴', '阿里', '百度', '京东', '小米', '美团', '字节跳动', '抖音', '拼多多', '网易', '新浪', '搜狐', '携程',
  '滴滴', '快手', '哔哩哔哩', '比亚迪', '吉利', '长城', '长安', '蔚来', '理想汽车', '小鹏', '宁德时代', '大疆', '格力', '美的', '海尔',
  '海信', '创维', '长虹', '联想', '中兴', '万科', '恒大', '碧桂园', '万达', '保利', '绿地', '融创', '龙湖', '茅台', '五粮液',
  '泸州老窖', '娃哈哈', '农夫山泉', '伊利', '蒙牛', '光明乳业', '双汇', '康师傅', '王老吉', '加多宝', '青岛啤酒', '雪花啤酒', '燕京',
  '平安', '招商', '中信', '光大', '民生银行', '兴业', '浦发', '华夏', '工商银行', '建设银行', '农业银行', '中国银行', '交通银行',
  '邮储', '人寿', '太平洋保险', '泰康', '中石油', '中石化', '中海油', '国家电网', '中国移动', '联通', '电信', '中粮', '中化', '华润',
  '复星', '海航', '国航', '东航', '南航', '顺丰', '圆通', '中通', '申通', '韵达', '德邦', '苏宁', '国美', '永辉', '李宁', '安踏',
  '特步', '波司登', '海澜之家', '恒瑞', '药明', '迈瑞', '云南白药', '同仁堂', '片仔癀', '三一', '中联重科', '徐工', '潍柴', '宝钢',
  '鞍钢', '首钢', '海康', '大华', '立讯', '京东方', '方太', '九阳', '苏泊尔', '鲲鹏', '嘉禾', '博纳', '信达', '经纬', '万象',
  '天工', '青云', '九章', '奇虎', '金山', '用友', '金蝶', '讯飞', '商汤', '旷视', '瑞幸', '喜茶', '奈雪', '蜜雪冰城', '海底捞',
  '全聚德', '老干妈', '格林美', '天齐', '赣锋', '隆基', '通威', '晶科', '阳光电源', '汇川', '恒力', '荣盛', '桐昆', '新希望', '温氏',
  '牧原', '正大', '中芯', '紫光', '长江存储', '寒武纪', '海光', '中微', '北方华创', '蓝思', '歌尔', '欧菲光', '舜宇', '传音', 'OPPO',
  'vivo', '一加', '魅族', '荣耀', '衡析',
];

export const denylistEn = [
  'Huawei', 'Tencent', 'Alibaba', 'Baidu', 'JD', 'Xiaomi', 'Meituan', 'ByteDance', 'TikTok', 'Douyin', 'Pinduoduo', 'NetEase',
  'Sina', 'Sohu', 'Ctrip', 'Trip.com', 'Didi', 'Kuaishou', 'Bilibili', 'BYD', 'Geely', 'Nio', 'XPeng', 'CATL', 'DJI', 'Gree',
  'Midea', 'Haier', 'Hisense', 'Skyworth', 'Lenovo', 'ZTE', 'Vanke', 'Evergrande', 'Wanda', 'Moutai', 'Wuliangye', 'Wahaha',
  'Yili', 'Mengniu', 'Ping An', 'CITIC', 'Sinopec', 'PetroChina', 'CNOOC', 'SF Express', 'Anta', 'Li Ning', 'Mindray', 'Sany',
  'Apple', 'Google', 'Microsoft', 'Amazon', 'Samsung', 'Sony', 'Toyota', 'Tesla', 'Siemens', 'Nestle', 'Unilever', 'Walmart',
  'Starbucks', 'McDonald', 'KFC', 'HSBC', 'Citibank', 'Goldman', 'Morgan', 'Deloitte', 'PwC', 'KPMG', 'Oppo', 'Vivo', 'Honor',
];

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// One alternation per language: a name is checked in one pass (the generator checks ~30,000 names).
const zhPattern = new RegExp(denylistZh.map(escape).join('|'));
const enPattern = new RegExp(`\\b(?:${denylistEn.map(escape).join('|')})\\b`, 'i');

/** Whether a (Chinese or English) name contains a denylisted real name. */
export function containsDenylisted(name: string): boolean {
  return zhPattern.test(name) || enPattern.test(name);
}
