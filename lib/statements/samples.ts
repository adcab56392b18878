/**
 * Three sample bank statements, one per showcase company, generated deterministically (fixed seed per company) over
 * 2026-05-01 – 2026-10-31 with the columns of common Chinese bank exports. Ordinary flows (customer receipts,
 * supplier payments, payroll, taxes, interest, fees) follow each company's story in `lib/sample-data/` and are
 * scheduled so that they never trip an anomaly rule on their own (amounts with cents, office hours, receipts and
 * payments on separate days); a handful of planted transactions then give each statement its findings, which the
 * unit tests check. Counterparty and person names are invented; account numbers start with 0000, which no bank uses.
 * When the sample registry (issue 10) lands, counterparties can be drawn from it so more of them resolve.
 */
import { toCsv } from '@/lib/format/csv';
import { ckeys, type Ckey } from '@/lib/sample-data/keys';
import zhSample from '@/messages/zh-CN/sampleData.json';

/** Column headers, in the order of common Chinese bank exports. */
export const statementHeaders = [
  '交易日期',
  '交易时间',
  '收入金额',
  '支出金额',
  '余额',
  '对方户名',
  '对方账号',
  '摘要',
] as const;

export interface StatementRow {
  date: string;
  time: string;
  /** fen */
  inflow: number;
  outflow: number;
  balance: number;
  counterparty: string;
  account: string;
  memo: string;
}

export interface SampleStatement {
  ckey: Ckey;
  holder: string;
  account: string;
  from: string;
  to: string;
  rows: StatementRow[];
}

/** mulberry32: a tiny seeded PRNG, so every machine generates the same statements. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Planted = Omit<StatementRow, 'balance' | 'account'> & { account?: string; omit?: boolean };

interface Profile {
  seed: number;
  account: string;
  /** Monthly receipts, yuan. */
  monthlyIn: number;
  /** Outflow as a share of inflow. */
  outRatio: number;
  payroll: number;
  customers: string[];
  suppliers: { name: string; memo: string }[];
  planted: Planted[];
}

const yuan = (n: number) => Math.round(n * 100);
const t = (
  date: string,
  time: string,
  counterparty: string,
  memo: string,
  inflow: number,
  outflow: number,
  omit = false,
): Planted => ({
  date,
  time,
  counterparty,
  memo,
  inflow: yuan(inflow),
  outflow: yuan(outflow),
  omit,
});

const holderName = (ckey: Ckey) =>
  (zhSample.sampleData.companies as Record<string, { name: string; shareholders: Record<string, string> }>)[ckey];

const profiles: Record<Ckey, Profile> = {
  c9f2a1e7b3: {
    seed: 0xc9f2a1,
    account: '0000320512088801234',
    monthlyIn: 31_500_000,
    outRatio: 0.97,
    payroll: 4_250_000,
    customers: [
      '常州翊澜电驱系统有限公司',
      '宁波栖禾汽车部件有限公司',
      '合肥砚川新能源汽车零部件有限公司',
      '无锡棠溪动力科技有限公司',
      '嘉兴澈舟汽车电子有限公司',
      '芜湖岫禾车身系统有限公司',
      '南通砺川电机有限公司',
    ],
    suppliers: [
      { name: '昆山铧岭精密铸件有限公司', memo: '货款' },
      { name: '苏州溪砾电磁材料有限公司', memo: '材料款' },
      { name: '张家港鹭汀特钢有限公司', memo: '货款' },
      { name: '启屿新材料科技股份有限公司', memo: '材料款' },
      { name: '太仓沐隅包装材料有限公司', memo: '包装材料款' },
    ],
    planted: [
      t('2026-07-15', '10:20:31', holderName('c9f2a1e7b3').shareholders.s1, '2025年度分红款', 0, 3_100_000),
      t('2026-07-15', '10:22:08', holderName('c9f2a1e7b3').shareholders.s2, '2025年度分红款', 0, 900_000),
      t('2026-08-06', '14:05:44', '苏州霁岚自动化装备有限公司', '二期设备预付款', 0, 600_000),
    ],
  },
  d4e8b6a2c1: {
    seed: 0xd4e8b6,
    account: '0000420106055507788',
    monthlyIn: 17_200_000,
    outRatio: 0.985,
    payroll: 2_150_000,
    customers: [
      '武汉鲜邻连锁超市有限公司',
      '湖北禾匣生鲜电子商务有限公司',
      '孝感沐田农产品有限公司',
      '武汉汀果供应链有限公司',
      '宜昌渚鲜食品有限公司',
      '荆州岸芷餐饮管理有限公司',
      '武汉禾穗社区团购有限公司',
    ],
    suppliers: [
      { name: '武汉岚驿运输服务有限公司', memo: '外协运费' },
      { name: '湖北冰澈制冷设备有限公司', memo: '设备维保费' },
      { name: '武汉泓栈仓储有限公司', memo: '冷库租金' },
      { name: '武汉途汇能源有限公司', memo: '燃油费' },
    ],
    planted: [
      t('2026-08-20', '10:05:12', holderName('d4e8b6a2c1').name, '流动资金贷款发放', 3_000_000, 0),
      t('2026-08-20', '15:32:40', holderName('d4e8b6a2c1').shareholders.s2, '往来款', 0, 1_500_000),
      t('2026-08-21', '09:12:05', '武汉岚驿运输服务有限公司', '外协运费', 0, 1_286_400),
      t('2026-09-03', '09:48:26', '武汉鲜邻连锁超市有限公司', '货款', 268_450, 0, true),
      t('2026-09-26', '23:41:09', holderName('d4e8b6a2c1').shareholders.s3, '借款', 0, 186_000),
      t('2026-10-09', '02:13:57', '戚望舒', '往来款', 95_300, 0),
      t('2026-10-12', '11:00:18', '湖北省某基层人民法院', '执行款', 0, 940_000),
    ],
  },
  a7c3e9f5d2: {
    seed: 0xa7c3e9,
    account: '0000360902077703456',
    monthlyIn: 74_000_000,
    outRatio: 0.975,
    payroll: 6_480_000,
    customers: [
      '澄湖微动精密制造有限公司',
      '常德禾岚储能科技有限公司',
      '江门栖澜电池有限公司',
      '赣州翎沙新能源科技有限公司',
      '湖州沁岚动力电池有限公司',
      '泉州屿汀储能系统有限公司',
    ],
    suppliers: [
      { name: '宜春锂岫矿业有限公司', memo: '锂精矿货款' },
      { name: '新余泠钴化工有限公司', memo: '原料款' },
      { name: '萍乡昶垣物流有限公司', memo: '运费' },
      { name: '宜春沅电能源服务有限公司', memo: '电费' },
    ],
    planted: [
      t('2026-06-30', '16:40:03', holderName('a7c3e9f5d2').shareholders.s1, '增资款', 20_000_000, 0),
      t('2026-07-01', '10:15:47', holderName('a7c3e9f5d2').shareholders.s2, '往来款', 0, 18_500_000),
      t('2026-09-14', '11:20:36', '赣州翊岭贸易有限公司', '货款', 0, 1_986_500),
      t('2026-09-15', '15:05:19', '赣州翊岭贸易有限公司', '货款', 0, 1_968_200),
      t('2026-09-16', '09:40:51', '赣州翊岭贸易有限公司', '货款', 0, 1_993_000),
      t('2026-10-08', '17:55:02', '', '现金支取', 0, 49_000),
      t('2026-10-09', '17:40:33', '', '现金支取', 0, 48_500),
      t('2026-10-12', '18:02:14', '', '现金支取', 0, 49_800),
      t('2026-10-20', '22:47:25', holderName('a7c3e9f5d2').shareholders.s4, '借款', 0, 320_000),
    ],
  },
};

const months = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
const receiptDays = [3, 4, 5, 6, 7, 8, 18, 19, 20, 22, 23];
const paymentDays = [11, 12, 13, 14, 16, 26, 27, 28];

/** Fictional counterparty account: 0000 + 15 digits derived from the name (stable per name). */
function accountOf(name: string): string {
  if (!name) return '';
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return `0000${String(h).padStart(10, '0')}${String(h % 99991).padStart(5, '0')}`;
}

/** Splits `total` yuan into `n` amounts with cents (never a whole ten-thousand), avoiding 1.75–2.0 million. */
function split(total: number, n: number, rand: () => number): number[] {
  const weights = Array.from({ length: n }, () => 0.4 + rand());
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => {
    let a = Math.floor((total * w) / sum) + 0.01 + Math.floor(rand() * 98) / 100;
    if (a >= 1_750_000 && a < 2_000_000) a += 310_000;
    return yuan(a);
  });
}

const pad2 = (n: number) => String(n).padStart(2, '0');
function officeTime(rand: () => number): string {
  const minutes = 8 * 60 + 40 + Math.floor(rand() * (8 * 60 + 30));
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:${pad2(Math.floor(rand() * 60))}`;
}

const cache = new Map<Ckey, SampleStatement>();

/** The sample statement of a showcase company (memoised; identical on every call and machine). */
export function sampleStatement(ckey: Ckey): SampleStatement {
  const hit = cache.get(ckey);
  if (hit) return hit;
  const p = profiles[ckey];
  const rand = prng(p.seed);
  const rows: Planted[] = [];
  for (const month of months) {
    const nIn = 9 + Math.floor(rand() * 5);
    const ins = split(p.monthlyIn * (0.9 + rand() * 0.2), nIn, rand);
    ins.forEach((amount, i) => {
      const day = receiptDays[Math.floor(rand() * receiptDays.length)];
      rows.push({
        date: `${month}-${pad2(day)}`,
        time: officeTime(rand),
        counterparty: p.customers[i % p.customers.length],
        memo: '货款',
        inflow: amount,
        outflow: 0,
      });
    });
    const totalIn = ins.reduce((a, b) => a + b, 0) / 100;
    const payroll = p.payroll * (0.97 + rand() * 0.06);
    const tax = totalIn * 0.028;
    const social = p.payroll * 0.31;
    const interest = totalIn * 0.004;
    rows.push({
      date: `${month}-10`,
      time: '10:30:00',
      counterparty: '',
      memo: '代发工资',
      inflow: 0,
      outflow: yuan(Math.floor(payroll) + 0.37),
    });
    rows.push({
      date: `${month}-15`,
      time: '09:05:00',
      counterparty: '',
      memo: '税费代扣',
      inflow: 0,
      outflow: yuan(Math.floor(tax) + 0.62),
    });
    rows.push({
      date: `${month}-15`,
      time: '09:06:00',
      counterparty: '',
      memo: '社保费代扣',
      inflow: 0,
      outflow: yuan(Math.floor(social) + 0.18),
    });
    rows.push({
      date: `${month}-27`,
      time: '08:45:00',
      counterparty: '',
      memo: '贷款利息',
      inflow: 0,
      outflow: yuan(Math.floor(interest) + 0.45),
    });
    const fixedOut = payroll + tax + social + interest;
    const nOut = 10 + Math.floor(rand() * 5);
    const outs = split(Math.max(0, totalIn * p.outRatio - fixedOut), nOut, rand);
    outs.forEach((amount, i) => {
      const s = p.suppliers[(i + Math.floor(rand() * p.suppliers.length)) % p.suppliers.length];
      const day = paymentDays[Math.floor(rand() * paymentDays.length)];
      rows.push({
        date: `${month}-${pad2(day)}`,
        time: officeTime(rand),
        counterparty: s.name,
        memo: s.memo,
        inflow: 0,
        outflow: amount,
      });
    });
    for (let k = 0; k < 2; k += 1) {
      rows.push({
        date: `${month}-${pad2(paymentDays[k * 3])}`,
        time: '16:58:00',
        counterparty: '',
        memo: '转账手续费',
        inflow: 0,
        outflow: yuan(15 + Math.floor(rand() * 40) + 0.5),
      });
    }
  }
  rows.push(...p.planted);
  rows.sort((a, b) =>
    `${a.date}T${a.time}` < `${b.date}T${b.time}` ? -1 : `${a.date}T${a.time}` > `${b.date}T${b.time}` ? 1 : 0,
  );
  // Opening balance: enough that the running balance never drops under about one month's payroll.
  let running = 0;
  let min = 0;
  for (const r of rows) {
    running += r.inflow - r.outflow;
    min = Math.min(min, running);
  }
  let balance = -min + yuan(p.payroll) + 123_456;
  const out: StatementRow[] = [];
  for (const r of rows) {
    balance += r.inflow - r.outflow;
    if (r.omit) continue; // a transaction missing from the printout: the balance jumps (continuity check)
    out.push({
      date: r.date,
      time: r.time,
      inflow: r.inflow,
      outflow: r.outflow,
      balance,
      counterparty: r.counterparty,
      account: r.account ?? accountOf(r.counterparty),
      memo: r.memo,
    });
  }
  const statement: SampleStatement = {
    ckey,
    holder: holderName(ckey).name,
    account: p.account,
    from: '2026-05-01',
    to: '2026-10-31',
    rows: out,
  };
  cache.set(ckey, statement);
  return statement;
}

/** A fen amount as the bank prints it: two decimals, no separators; zero as empty. */
const money = (fen: number) => (fen === 0 ? '' : (fen / 100).toFixed(2));

/** The title block above the header (户名, 账号, 期间), as bank exports print it. */
function titleRows(s: SampleStatement): string[][] {
  return [
    ['账户明细查询（示例数据）'],
    ['账户名称', s.holder],
    ['账号', s.account],
    ['查询期间', `${s.from} 至 ${s.to}`],
  ];
}

/** The sample statement as CSV (UTF-8 with BOM, so Excel shows the Chinese text). */
export function sampleStatementCsv(ckey: Ckey): string {
  const s = sampleStatement(ckey);
  const body = [
    ...titleRows(s),
    [...statementHeaders],
    ...s.rows.map((r) => [
      r.date,
      r.time,
      money(r.inflow),
      money(r.outflow),
      (r.balance / 100).toFixed(2),
      r.counterparty,
      r.account,
      r.memo,
    ]),
  ];
  return toCsv(body, { recordDelimiter: 'windows' });
}

/** The sample statement as an XLSX workbook (amounts as numbers with a #,##0.00 format). */
export async function sampleStatementXlsx(ckey: Ckey): Promise<Uint8Array> {
  const ExcelJS = (await import('exceljs')).default;
  const s = sampleStatement(ckey);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Hengxi sample data';
  wb.created = new Date('2026-11-01T00:00:00Z');
  const ws = wb.addWorksheet('账户明细');
  for (const r of titleRows(s)) ws.addRow(r);
  ws.addRow([...statementHeaders]).font = { bold: true };
  for (const r of s.rows) {
    ws.addRow([
      r.date,
      r.time,
      r.inflow ? r.inflow / 100 : null,
      r.outflow ? r.outflow / 100 : null,
      r.balance / 100,
      r.counterparty,
      r.account,
      r.memo,
    ]);
  }
  for (const col of [3, 4, 5]) ws.getColumn(col).numFmt = '#,##0.00';
  ws.columns.forEach((c, i) => (c.width = [12, 10, 16, 16, 18, 34, 22, 16][i]));
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** The showcase keys that have a sample statement. */
export const sampleStatementKeys: readonly Ckey[] = ckeys;
