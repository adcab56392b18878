/**
 * A labelled set of bank statements for measuring the anomaly alerts (issue 40): 12 statements generated
 * deterministically (fixed seeds), each with the alerts an analyst would raise on it. Used by `npm run
 * bench:statements` (precision and recall, before → after) and by the unit tests.
 *
 * Every statement has six months (2026-05 – 2026-10) of ordinary business: customer receipts, each often followed
 * within hours by payments to two or three suppliers (most of the receipt), payroll, social insurance, taxes, bank
 * fees, interest; some have a fixed monthly rent, lease instalments or a fixed payroll at a round sum. None of that
 * is labelled. Then each statement plants its patterns, labelled:
 * - `diversion`: financing (loan, lease or sale-and-leaseback proceeds, capital) passed to related parties soon after;
 * - `passThrough`: money passed on to a third party at about the same amount within hours (快进快出);
 * - `structuring`, `courtDeduction`, `nightTime`: as the rules in ./rules.ts define them;
 * - `roundSum`: a round sum with a person, as 往来款/借款, with a related party or in cash (not rent, instalments,
 *   payroll, loans, dividends or a customer's round prepayment).
 * Labels name transactions by date, time and amount (`txKey`), so they survive any row numbering of the intake.
 * All names are invented; account numbers start with 0000, which no bank uses.
 */
import iconv from 'iconv-lite';
import { toCsv } from '@/lib/format/csv';
import zhSample from '@/messages/zh-CN/sampleData.json';
import { prng, statementHeaders } from './samples';
import type { Transaction } from './types';

export type LabelKind = 'diversion' | 'passThrough' | 'structuring' | 'courtDeduction' | 'nightTime' | 'roundSum';

/** One alert an analyst would raise: its kind and the transactions it must cite. */
export interface AlertLabel {
  kind: LabelKind;
  keys: string[];
}

export interface LabelledStatement {
  id: string;
  /** What the statement shows, in a sentence (for the benchmark's printout). */
  story: string;
  holder: string;
  /** Related parties the visitor would list in the form. */
  listedRelated: string[];
  fileName: string;
  bytes: Uint8Array;
  labels: AlertLabel[];
  rowCount: number;
}

/** A transaction's identity for labels: `YYYY-MM-DDTHH:MM:SS|in|out` (fen). */
export const txKey = (t: Pick<Transaction, 'date' | 'time' | 'inflow' | 'outflow'>) =>
  `${t.date}T${t.time ?? ''}|${t.inflow}|${t.outflow}`;

interface Row {
  date: string;
  time: string;
  inflow: number;
  outflow: number;
  counterparty: string;
  memo: string;
}

const yuan = (n: number) => Math.round(n * 100);
const pad2 = (n: number) => String(n).padStart(2, '0');
const months = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];

interface Profile {
  seed: number;
  holder: string;
  /** Receipts per month and their monthly total, yuan. */
  receipts: number;
  monthlySales: number;
  customers: string[];
  suppliers: string[];
  payroll: number;
  /** Fixed monthly payments: rent, instalments, a fixed payroll (yuan, the day of the month, memo). */
  fixed?: { counterparty: string; amount: number; day: number; memo: string }[];
  /** Share of receipts followed within hours by supplier payments of most of the amount. */
  followShare?: number;
}

const at = (date: string, time: string, counterparty: string, memo: string, inflow: number, outflow: number): Row => ({
  date,
  time,
  counterparty,
  memo,
  inflow: yuan(inflow),
  outflow: yuan(outflow),
});

/** Six months of ordinary business for a profile (deterministic). */
function ordinary(p: Profile): Row[] {
  const rand = prng(p.seed);
  const rows: Row[] = [];
  const cents = () => Math.floor(rand() * 99) / 100 + 0.01;
  const time = (fromMin: number, toMin: number) => {
    const m = fromMin + Math.floor(rand() * (toMin - fromMin));
    return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}:${pad2(Math.floor(rand() * 60))}`;
  };
  months.forEach((month, mi) => {
    const weights = Array.from({ length: p.receipts }, () => 0.3 + rand());
    const sum = weights.reduce((a, b) => a + b, 0);
    weights.forEach((w, i) => {
      const amount = Math.floor((p.monthlySales * w) / sum) + cents();
      const day = 2 + Math.floor(rand() * 26);
      const date = `${month}-${pad2(day)}`;
      const inTime = time(8 * 60 + 30, 12 * 60);
      rows.push(at(date, inTime, p.customers[(i + mi) % p.customers.length], '货款', amount, 0));
      if (rand() < (p.followShare ?? 0.5)) {
        // Suppliers paid out of the receipt the same afternoon: 2–3 payments, 90–98 % of it together.
        const n = 2 + Math.floor(rand() * 2);
        const share = 0.9 + rand() * 0.08;
        const parts = Array.from({ length: n }, () => 0.5 + rand());
        const ps = parts.reduce((a, b) => a + b, 0);
        parts.forEach((q, k) => {
          rows.push(
            at(
              date,
              time(13 * 60 + k * 40, 13 * 60 + k * 40 + 35),
              p.suppliers[(i + k + mi) % p.suppliers.length],
              k === 0 ? '货款' : '材料款',
              0,
              Math.floor((amount * share * q) / ps) + cents(),
            ),
          );
        });
      }
    });
    rows.push(at(`${month}-10`, '10:30:00', '', '代发工资', 0, Math.floor(p.payroll * (0.96 + rand() * 0.08)) + 0.37));
    rows.push(at(`${month}-15`, '09:05:00', '', '增值税', 0, Math.floor(p.monthlySales * 0.021) + 0.62));
    rows.push(at(`${month}-15`, '09:06:00', '', '社保费代扣', 0, Math.floor(p.payroll * 0.3) + 0.18));
    rows.push(at(`${month}-28`, '16:58:00', '', '转账手续费', 0, 20 + Math.floor(rand() * 60) + 0.5));
    if (mi % 3 === 1) rows.push(at(`${month}-21`, '08:40:00', '', '结息', Math.floor(rand() * 3_000) + 0.27, 0));
    for (const f of p.fixed ?? [])
      rows.push(at(`${month}-${pad2(f.day)}`, '11:15:00', f.counterparty, f.memo, 0, f.amount));
  });
  return rows;
}

const sortRows = (rows: Row[]) => [...rows].sort((a, b) => (`${a.date}T${a.time}` < `${b.date}T${b.time}` ? -1 : 1));

function toFile(
  holder: string,
  rows: Row[],
  opts: { related?: string[]; gbk?: boolean; newestFirst?: boolean },
): { bytes: Uint8Array; fileName: string } {
  let balance = yuan(12_000_000);
  const body = sortRows(rows).map((r) => {
    balance += r.inflow - r.outflow;
    const money = (fen: number) => (fen === 0 ? '' : (fen / 100).toFixed(2));
    return [r.date, r.time, money(r.inflow), money(r.outflow), (balance / 100).toFixed(2), r.counterparty, '', r.memo];
  });
  if (opts.newestFirst) body.reverse();
  const title = [
    ['账户交易明细（示例数据）'],
    ['账户名称', holder],
    ['账号', '0000' + String(holder.length * 7919).padStart(15, '0')],
    ...(opts.related?.length ? [['关联方', opts.related.join('、')]] : []),
  ];
  const text = toCsv([...title, [...statementHeaders], ...body], { recordDelimiter: 'windows', bom: false });
  return opts.gbk
    ? { bytes: new Uint8Array(iconv.encode(text, 'gbk')), fileName: 'statement-gbk.csv' }
    : { bytes: new TextEncoder().encode(`\uFEFF${text}`), fileName: 'statement.csv' };
}

const key = (r: Row) => txKey(r);
const label = (kind: LabelKind, ...rows: Row[]): AlertLabel => ({ kind, keys: rows.map(key) });

const customers = [
  '昆山澄岳机电有限公司',
  '常州禾砺汽车部件有限公司',
  '无锡栖川装备制造有限公司',
  '南通岫岭电气有限公司',
  '嘉兴沐野工业科技有限公司',
  '湖州澈岩精工有限公司',
];
const suppliers = [
  '苏州铧溪钢材贸易有限公司',
  '太仓砺禾五金制品有限公司',
  '张家港岚汀特种材料有限公司',
  '吴江栖屿包装有限公司',
];

function build(
  id: string,
  story: string,
  p: Profile,
  planted: Row[],
  labels: AlertLabel[],
  opts: { related?: string[]; listed?: string[]; gbk?: boolean; newestFirst?: boolean } = {},
): LabelledStatement {
  const rows = [...ordinary(p), ...planted];
  const file = toFile(p.holder, rows, opts);
  return {
    id,
    story,
    holder: p.holder,
    listedRelated: opts.listed ?? [],
    ...file,
    labels,
    rowCount: rows.length,
  };
}

let memo: LabelledStatement[] | null = null;

/** The 12 labelled statements (memoised; identical on every call and machine). */
export function labelledStatements(): LabelledStatement[] {
  if (memo) return memo;
  const list: LabelledStatement[] = [];

  // 1. The lessee: sale-and-leaseback proceeds passed to the 99 % parent the same afternoon.
  {
    const lessor = '苏州衡屿融资租赁有限公司';
    const parent = '江苏澜屿控股集团有限公司';
    const p: Profile = {
      seed: 0x4001,
      holder: '苏州澜屿精密机械有限公司',
      receipts: 9,
      monthlySales: 6_800_000,
      customers,
      suppliers,
      payroll: 820_000,
      followShare: 0.75,
      fixed: [{ counterparty: '苏州岚湾产业园管理有限公司', amount: 350_000, day: 5, memo: '厂房租金' }],
    };
    const sale = at('2026-06-18', '09:12:44', '昆山澄岳机电有限公司', '货款', 880_000, 0);
    const proceeds = at('2026-06-18', '10:21:07', lessor, '融资款 / 售后回租 购买价款', 20_000_000, 0);
    const toParent = at('2026-06-18', '15:47:31', parent, '往来款', 0, 19_000_000);
    const instalments = ['2026-07-25', '2026-08-25', '2026-09-25', '2026-10-25'].map((d, i) =>
      at(d, '10:02:00', lessor, `租金 第${i + 1}期`, 0, 1_026_843.5),
    );
    list.push(
      build(
        'lessee-leaseback',
        '售后回租 ¥2,000万 from the lessor, ¥1,900万 to the 99 % parent 5 h later; rent ¥35万 a month',
        p,
        [sale, proceeds, toParent, ...instalments],
        [label('diversion', proceeds, toParent)],
        { related: [parent], gbk: true },
      ),
    );
  }

  // 2. A working-capital loan, 60 % of it to the controlling shareholder (a person) within two days.
  {
    const p: Profile = {
      seed: 0x4002,
      holder: '宁波栖澜电子科技有限公司',
      receipts: 11,
      monthlySales: 4_200_000,
      customers,
      suppliers,
      payroll: 560_000,
    };
    const loan = at('2026-08-06', '10:05:12', '某农村商业银行宁波分行', '流动资金贷款发放', 5_000_000, 0);
    const toOwner = at('2026-08-07', '14:32:40', '林澈舟', '借款', 0, 3_000_000);
    list.push(
      build(
        'loan-to-owner',
        'loan ¥500万, ¥300万 to the controlling shareholder the next day',
        p,
        [loan, toOwner],
        [label('diversion', loan, toOwner)],
        { listed: ['林澈舟'] },
      ),
    );
  }

  // 3. Clean manufacturer: receipts followed by suppliers, payroll and tax; fixed round rent and payroll.
  {
    const p: Profile = {
      seed: 0x4003,
      holder: '常州砚汀机械制造有限公司',
      receipts: 12,
      monthlySales: 9_500_000,
      customers,
      suppliers,
      payroll: 1_100_000,
      followShare: 0.8,
      fixed: [
        { counterparty: '常州屿川物业管理有限公司', amount: 200_000, day: 6, memo: '房租' },
        { counterparty: '', amount: 480_000, day: 20, memo: '代发绩效奖金' },
      ],
    };
    list.push(build('clean-manufacturer', 'ordinary business only', p, [], []));
  }

  // 4. A trading company passing money through: two receipts passed on within hours at about the same amount.
  {
    const p: Profile = {
      seed: 0x4004,
      holder: '上海汀岚国际贸易有限公司',
      receipts: 8,
      monthlySales: 3_000_000,
      customers,
      suppliers,
      payroll: 240_000,
    };
    const in1 = at('2026-07-14', '09:40:10', '杭州岫禾供应链有限公司', '货款', 5_000_000, 0);
    const out1 = at('2026-07-14', '12:11:36', '温州澜驿商贸有限公司', '货款', 0, 4_985_000);
    const in2 = at('2026-09-09', '10:02:51', '绍兴沐川实业有限公司', '货款', 3_200_000, 0);
    const out2a = at('2026-09-09', '13:20:05', '台州栖岭贸易有限公司', '货款', 0, 1_600_000);
    const out2b = at('2026-09-09', '15:48:22', '台州栖岭贸易有限公司', '货款', 0, 1_560_000);
    list.push(
      build(
        'trading-pass-through',
        'two pass-throughs (one leg, two legs) to unrelated traders',
        p,
        [in1, out1, in2, out2a, out2b],
        [label('passThrough', in1, out1), label('passThrough', in2, out2a, out2b)],
      ),
    );
  }

  // 5. Splitting under the reporting thresholds: cash under ¥5万, transfers under ¥200万.
  {
    const p: Profile = {
      seed: 0x4005,
      holder: '赣州翎沙建材有限公司',
      receipts: 10,
      monthlySales: 5_500_000,
      customers,
      suppliers,
      payroll: 700_000,
    };
    const c = [
      at('2026-10-08', '17:55:02', '', '现金支取', 0, 49_000),
      at('2026-10-09', '17:40:33', '', '现金支取', 0, 48_500),
      at('2026-10-12', '18:02:14', '', '现金支取', 0, 49_800),
    ];
    const tr = [
      at('2026-09-14', '11:20:36', '赣州翊澄贸易有限公司', '货款', 0, 1_986_500),
      at('2026-09-15', '15:05:19', '赣州翊澄贸易有限公司', '货款', 0, 1_968_200),
    ];
    list.push(
      build(
        'structuring',
        'cash and transfers split just under the thresholds',
        p,
        [...c, ...tr],
        [label('structuring', ...c), label('structuring', ...tr)],
      ),
    );
  }

  // 6. A court deduction, with lease instalments running.
  {
    const lessor = '苏州衡屿融资租赁有限公司';
    const p: Profile = {
      seed: 0x4006,
      holder: '湖州澈溪纺织有限公司',
      receipts: 10,
      monthlySales: 3_800_000,
      customers,
      suppliers,
      payroll: 520_000,
      fixed: [{ counterparty: lessor, amount: 300_000, day: 24, memo: '融资租赁租金' }],
    };
    const court = at('2026-08-19', '11:00:18', '湖州市某区人民法院', '法院扣划', 0, 420_000);
    list.push(
      build(
        'court-deduction',
        'a court deduction; round lease instalments',
        p,
        [court],
        [label('courtDeduction', court)],
      ),
    );
  }

  // 7. Capital from the parent passed to a sister company named in the title block.
  {
    const parent = '浙江岚峤控股有限公司';
    const sister = '杭州岚峤商业管理有限公司';
    const p: Profile = {
      seed: 0x4007,
      holder: '杭州岚峤新能源科技有限公司',
      receipts: 9,
      monthlySales: 4_600_000,
      customers,
      suppliers,
      payroll: 630_000,
    };
    const capital = at('2026-06-29', '16:40:03', parent, '增资款', 10_000_000, 0);
    const out = at('2026-06-30', '10:15:47', sister, '往来款', 0, 9_500_000);
    list.push(
      build(
        'capital-to-sister',
        'capital ¥1,000万 from the parent, ¥950万 to a sister company the next morning',
        p,
        [capital, out],
        [label('diversion', capital, out)],
        { related: [parent, sister] },
      ),
    );
  }

  // 8. A registry company (sample data): a loan, half of it to its corporate shareholder on record.
  {
    const company = (
      zhSample.sampleData.companies as Record<string, { name: string; shareholders: Record<string, string> }>
    ).d4e8b6a2c1;
    const p: Profile = {
      seed: 0x4008,
      holder: company.name,
      receipts: 10,
      monthlySales: 7_000_000,
      customers,
      suppliers,
      payroll: 900_000,
    };
    const loan = at('2026-08-20', '10:05:12', '某银行武汉分行', '流动资金贷款发放', 3_000_000, 0);
    const out = at('2026-08-20', '15:32:40', company.shareholders.s2, '往来款', 0, 1_500_000);
    list.push(
      build(
        'registry-shareholder',
        'loan ¥300万, ¥150万 to the shareholder the registry records',
        p,
        [loan, out],
        [label('diversion', loan, out)],
      ),
    );
  }

  // 9. Recurring fixed payments only: round rent, round instalments, a fixed payroll, newest-first.
  {
    const p: Profile = {
      seed: 0x4009,
      holder: '合肥岫川物流有限公司',
      receipts: 12,
      monthlySales: 5_200_000,
      customers,
      suppliers,
      payroll: 300_000,
      fixed: [
        { counterparty: '合肥澄湾仓储服务有限公司', amount: 350_000, day: 5, memo: '仓库租金' },
        { counterparty: '安徽衡屿融资租赁有限公司', amount: 500_000, day: 25, memo: '车辆租金 分期' },
        { counterparty: '', amount: 300_000, day: 11, memo: '代发工资' },
      ],
    };
    list.push(
      build('recurring-fixed', 'rent, instalments and a fixed payroll, all round; newest-first export', p, [], [], {
        newestFirst: true,
      }),
    );
  }

  // 10. Night-time transfers with persons and a round loan to an individual.
  {
    const p: Profile = {
      seed: 0x400a,
      holder: '武汉汀禾餐饮管理有限公司',
      receipts: 13,
      monthlySales: 2_400_000,
      customers,
      suppliers,
      payroll: 380_000,
    };
    const n1 = at('2026-09-26', '23:41:09', '唐溪月', '往来款', 0, 186_000.5);
    const n2 = at('2026-10-09', '02:13:57', '戚望川', '往来款', 95_300, 0);
    const round = at('2026-07-03', '14:22:10', '沈砚秋', '借款', 0, 300_000);
    list.push(
      build(
        'night-and-round',
        'two night transfers with persons, a round ¥30万 loan to a person',
        p,
        [n1, n2, round],
        [label('nightTime', n1), label('nightTime', n2), label('roundSum', round)],
      ),
    );
  }

  // 11. A loan paid by the bank to the supplier it finances (受托支付): ordinary.
  {
    const p: Profile = {
      seed: 0x400b,
      holder: '嘉兴栖禾包装材料有限公司',
      receipts: 10,
      monthlySales: 3_300_000,
      customers,
      suppliers,
      payroll: 450_000,
    };
    const loan = at('2026-07-08', '09:30:00', '某银行嘉兴分行', '流动资金贷款发放', 2_000_000, 0);
    const paid = at('2026-07-08', '09:31:00', '浙江澄屿机械设备有限公司', '受托支付 设备款', 0, 2_000_000);
    list.push(
      build('entrusted-payment', 'loan paid straight to the equipment supplier (受托支付)', p, [loan, paid], []),
    );
  }

  // 12. Money from a related company and a refund, then a round intercompany transfer back.
  {
    const related = '南京砺川实业有限公司';
    const p: Profile = {
      seed: 0x400c,
      holder: '南京砺川精密部件有限公司',
      receipts: 10,
      monthlySales: 4_000_000,
      customers,
      suppliers,
      payroll: 500_000,
    };
    const inRel = at('2026-06-11', '10:11:11', related, '往来款', 1_000_000, 0);
    const refund = at('2026-06-19', '14:00:31', '苏州铧溪钢材贸易有限公司', '退货款', 86_420.3, 0);
    const back = at('2026-09-30', '16:20:45', related, '往来款', 0, 1_000_000);
    list.push(
      build(
        'related-current-account',
        'round intercompany money in and back three months later; a refund',
        p,
        [inRel, refund, back],
        [label('roundSum', inRel), label('roundSum', back)],
        { listed: [related] },
      ),
    );
  }

  memo = list;
  return list;
}

/** Which alert kinds can stand for a labelled kind (the old fast in-and-out rule could catch a diversion too). */
const answers: Record<LabelKind, readonly string[]> = {
  diversion: ['financingDiversion', 'fastInOut'],
  passThrough: ['fastInOut'],
  structuring: ['structuring'],
  courtDeduction: ['courtDeduction'],
  nightTime: ['nightTime'],
  roundSum: ['roundSum'],
};

/** The alerts of one analysis, as kinds and transaction keys. */
export interface ScoredAlert {
  kind: string;
  keys: string[];
}

/**
 * Scores alerts against labels: an alert is a true positive when it is of a kind that answers an unmatched label and
 * cites every transaction of that label; each label is matched at most once.
 */
export function scoreAlerts(
  alerts: ScoredAlert[],
  labels: AlertLabel[],
): { tp: number; fp: number; fn: number; falseAlerts: ScoredAlert[]; missed: AlertLabel[] } {
  const open = [...labels];
  const falseAlerts: ScoredAlert[] = [];
  let tp = 0;
  for (const a of alerts) {
    const i = open.findIndex((l) => answers[l.kind].includes(a.kind) && l.keys.every((k) => a.keys.includes(k)));
    if (i >= 0) {
      tp += 1;
      open.splice(i, 1);
    } else falseAlerts.push(a);
  }
  return { tp, fp: falseAlerts.length, fn: open.length, falseAlerts, missed: open };
}
