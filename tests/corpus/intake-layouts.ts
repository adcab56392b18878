/**
 * The intake corpus (issue 40): lessee ledgers and bank statements laid out as Chinese spreadsheet exports really
 * are — title blocks (merged across the columns in XLSX), blank and key–value lines, subtotal / 合计 / Total rows,
 * footers, repeated page headers, a cover sheet before the data, two-row headers, newest-first order, Excel dates,
 * numbers stored as text, thousands separators, full-width digits — in UTF-8, UTF-8 with BOM, GBK / GB18030 CSV, TSV
 * and XLSX (generated here with exceljs, no binaries committed).
 *
 * Each ledger layout says which companies a correct reading screens (`names`, in file order) and under which header
 * the name column is (`nameHeader`); each statement layout how many transactions and what inflow (in fen) a correct
 * reading finds. Used by tests/unit/intake-corpus.test.ts and `npm run bench:intake-corpus` (before → after figures).
 * Company names are the sample registry's (fictional); the last ledger line is a name the registry does not hold.
 */
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { getRegistry } from '@/lib/registry';

export interface LedgerLayout {
  id: string;
  what: string;
  fileName: string;
  bytes: Uint8Array;
  /** The names a correct reading screens, in order. */
  names: string[];
  /** The header of the name column (null for a bare list). */
  nameHeader: string | null;
  /** Sheet to ask for (the visitor's pick), when not the one read by default. */
  sheet?: string;
}

export interface StatementLayout {
  id: string;
  what: string;
  fileName: string;
  bytes: Uint8Array;
  /** Transactions a correct reading finds, and their inflow and outflow in fen. */
  count: number;
  inflow: number;
  outflow: number;
}

interface Lessee {
  name: string;
  uscc: string;
  asset: string;
  rent: number;
  deposit: number;
  cost: number;
  start: Date;
  manager: string;
  note: string;
}

/** Eight registry companies (the first with a dishonest-debtor record among them) and one name it lacks. */
function lessees(): Lessee[] {
  const reg = getRegistry();
  const picked = reg.enterprises.filter((e) => e.status === 'active').slice(0, 8);
  const assets = ['数控机床', '挖掘机', '医疗设备', '冷链车辆', '光伏组件', '注塑机', '叉车', '服务器'];
  const rows = picked.map((e, i) => ({
    name: e.name,
    uscc: e.uscc,
    asset: assets[i],
    rent: 1_250_000 + i * 137_500.5,
    deposit: 100_000 + i * 5_000,
    cost: 3_000_000 + i * 250_000,
    start: new Date(Date.UTC(2024, i, 10 + i)),
    manager: `客户经理${'甲乙丙丁戊己庚辛'[i]}`,
    note: i === 2 ? '展期一次' : i === 5 ? '㐀号仓库（GB18030 扩展字）' : '',
  }));
  rows.push({
    name: '远山虚构贸易有限公司',
    uscc: '',
    asset: '货车',
    rent: 88_000,
    deposit: 0,
    cost: 400_000,
    start: new Date(Date.UTC(2025, 2, 3)),
    manager: '客户经理壬',
    note: '',
  });
  return rows;
}

const headerZh = [
  '序号',
  '承租人名称',
  '统一社会信用代码',
  '租赁物',
  '剩余租金',
  '保证金',
  '原值',
  '起租日',
  '客户经理',
  '备注',
];
const headerEn = [
  'No.',
  'Lessee',
  'USCC',
  'Leased asset',
  'Outstanding rent',
  'Deposit',
  'Cost',
  'Start',
  'RM',
  'Notes',
];
const title = '苏州某融资租赁有限公司 存量承租人台账（导出日期：2026-11-25）';
const iso = (d: Date) => d.toISOString().slice(0, 10);
const money = (n: number) => n.toFixed(2);
const thousands = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fullWidth = (s: string) => s.replace(/[0-9.,]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

function ledgerCells(l: Lessee, i: number, fmt: (n: number) => string = money): string[] {
  return [
    String(i + 1),
    l.name,
    l.uscc,
    l.asset,
    fmt(l.rent),
    fmt(l.deposit),
    fmt(l.cost),
    iso(l.start),
    l.manager,
    l.note,
  ];
}

function totalCells(ls: Lessee[], word = '合计'): string[] {
  const sum = (k: 'rent' | 'deposit' | 'cost') => money(ls.reduce((n, l) => n + l[k], 0));
  return [word, '', '', '', sum('rent'), sum('deposit'), sum('cost'), '', '', ''];
}

const csvLine = (cells: string[], sep = ',') =>
  cells.map((c) => (/[",\n]/.test(c) && sep === ',' ? `"${c.replace(/"/g, '""')}"` : c)).join(sep);
const utf8 = (lines: string[][], sep = ',') => new TextEncoder().encode(lines.map((l) => csvLine(l, sep)).join('\r\n'));
const bom = (lines: string[][]) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(lines)]);
const gbk = (lines: string[][], enc = 'gbk') =>
  new Uint8Array(iconv.encode(lines.map((l) => csvLine(l)).join('\r\n'), enc));

async function xlsx(build: (wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** A ledger sheet: title merged across the columns, a blank row, the header, typed data, a 合计 row with formulas. */
function ledgerSheet(
  ws: ExcelJS.Worksheet,
  ls: Lessee[],
  opts: {
    title?: string[];
    header?: string[];
    textNumbers?: boolean;
    fullWidthDigits?: boolean;
    total?: boolean;
    offsetCol?: number;
  } = {},
) {
  const header = opts.header ?? headerZh;
  const pad = Array(opts.offsetCol ?? 0).fill(null);
  let r = 0;
  for (const t of opts.title ?? [title]) {
    r += 1;
    ws.getRow(r).getCell(1 + pad.length).value = t;
    ws.mergeCells(r, 1 + pad.length, r, header.length + pad.length);
  }
  if ((opts.title ?? [title]).length > 0) ws.addRow([]);
  ws.addRow([...pad, ...header]).font = { bold: true };
  const first = ws.rowCount + 1;
  ls.forEach((l, i) => {
    const num = (n: number) => (opts.fullWidthDigits ? fullWidth(thousands(n)) : opts.textNumbers ? thousands(n) : n);
    ws.addRow([
      ...pad,
      i + 1,
      l.name,
      l.uscc,
      l.asset,
      num(l.rent),
      num(l.deposit),
      num(l.cost),
      l.start,
      l.manager,
      l.note,
    ]);
  });
  const last = ws.rowCount;
  if (opts.total !== false) {
    const col = (c: number) => String.fromCharCode(64 + c + pad.length);
    const sum = (k: 'rent' | 'deposit' | 'cost', c: number) => ({
      formula: `SUM(${col(c)}${first}:${col(c)}${last})`,
      result: ls.reduce((n, l) => n + l[k], 0),
    });
    const row = ws.addRow([...pad, '合计', null, null, null, sum('rent', 5), sum('deposit', 6), sum('cost', 7)]);
    ws.mergeCells(row.number, 1 + pad.length, row.number, 4 + pad.length);
  }
  ws.getColumn(8 + pad.length).numFmt = 'yyyy-mm-dd';
}

/** The ledger corpus: ≥ 30 layouts (see module doc). */
export async function ledgerLayouts(): Promise<LedgerLayout[]> {
  const ls = lessees();
  const names = ls.map((l) => l.name);
  const rows = ls.map((l, i) => ledgerCells(l, i));
  const out: LedgerLayout[] = [];
  const add = (id: string, what: string, fileName: string, bytes: Uint8Array, extra: Partial<LedgerLayout> = {}) =>
    out.push({ id, what, fileName, bytes, names, nameHeader: '承租人名称', ...extra });

  // CSV
  add('csv-plain', 'header on the first line, UTF-8', 'a.csv', utf8([headerZh, ...rows]));
  add(
    'csv-bom-title-total',
    'UTF-8 BOM, title, blank, header, 合计',
    'a.csv',
    bom([[title], [], headerZh, ...rows, totalCells(ls)]),
  );
  add(
    'csv-gbk-title-total-footer',
    'GBK: title, header, 合计, 制表人 footer',
    'a.csv',
    gbk([[title], headerZh, ...rows, totalCells(ls), ['制表人：张三', '', '审核人：李四']]),
  );
  add(
    'csv-gb18030-ext',
    'GB18030 with an extension-plane character in 备注',
    'a.csv',
    gbk([[title], [], headerZh, ...rows, totalCells(ls)], 'gb18030'),
  );
  add(
    'csv-kv-preamble',
    'title, 导出日期：…, 单位：元, then the header',
    'a.csv',
    utf8([[title], ['导出日期：2026-11-25', '', '单位：元'], ['机构：苏州分公司'], headerZh, ...rows]),
  );
  add(
    'csv-five-line-preamble',
    'five preamble lines above the header',
    'a.csv',
    utf8([
      ['存量承租人台账'],
      ['导出人：风控部'],
      ['导出日期：2026-11-25'],
      ['数据口径：存续合同'],
      ['单位：元'],
      headerZh,
      ...rows,
      totalCells(ls),
    ]),
  );
  {
    const half = Math.ceil(rows.length / 2);
    add(
      'csv-subtotals',
      '小计 per manager group, then 合计',
      'a.csv',
      utf8([
        [title],
        headerZh,
        ...rows.slice(0, half),
        totalCells(ls.slice(0, half), '小计'),
        ...rows.slice(half),
        totalCells(ls.slice(half), '小计'),
        totalCells(ls),
      ]),
    );
    add(
      'csv-page-headers',
      'page breaks: 本页合计 and the header repeated',
      'a.csv',
      utf8([
        [title],
        headerZh,
        ...rows.slice(0, half),
        totalCells(ls.slice(0, half), '本页合计'),
        headerZh,
        ...rows.slice(half),
        totalCells(ls),
      ]),
    );
  }
  add('csv-tsv', 'tab-separated export', 'a.txt', utf8([[title], headerZh, ...rows, totalCells(ls)], '\t'));
  add('csv-semicolon', 'semicolon-separated export', 'a.csv', utf8([[title], headerZh, ...rows], ';'));
  add('csv-newest-first', 'newest first (by 起租日)', 'a.csv', utf8([headerZh, ...[...rows].reverse()]), {
    names: [...names].reverse(),
  });
  add(
    'csv-thousands',
    'amounts with thousands separators, quoted',
    'a.csv',
    utf8([[title], headerZh, ...ls.map((l, i) => ledgerCells(l, i, thousands)), totalCells(ls)]),
  );
  add(
    'csv-fullwidth',
    'full-width digits in 序号 and amounts',
    'a.csv',
    utf8([
      [title],
      headerZh,
      ...ls.map((l, i) => ledgerCells(l, i, (n) => fullWidth(money(n))).map((c, j) => (j === 0 ? fullWidth(c) : c))),
      totalCells(ls),
    ]),
  );
  add(
    'csv-units-header',
    'headers with units: 剩余租金（元）',
    'a.csv',
    utf8([[title], headerZh.map((h) => (['剩余租金', '保证金', '原值'].includes(h) ? `${h}（元）` : h)), ...rows]),
  );
  add(
    'csv-english',
    'English header, title and Total row',
    'a.csv',
    utf8([['Lessee ledger — exported 2026-11-25'], [], headerEn, ...rows, ['Total', '', '', '', '1', '2', '3']]),
    { nameHeader: 'Lessee' },
  );
  add(
    'csv-uscc-first',
    'USCC column before the name (信用代码, 企业名称)',
    'a.csv',
    utf8([['信用代码', '企业名称', '客户经理'], ...ls.map((l) => [l.uscc, l.name, l.manager])]),
    { nameHeader: '企业名称' },
  );
  add('csv-bare', 'bare list: name and USCC, no header', 'a.csv', utf8(ls.map((l) => [l.name, l.uscc])), {
    nameHeader: null,
  });
  add(
    'csv-bare-title',
    'bare list under a one-cell title',
    'a.csv',
    utf8([['2026年11月存量客户名单'], ...ls.map((l) => [l.name, l.uscc, l.manager])]),
    { nameHeader: null },
  );
  add(
    'csv-gaps',
    'empty columns between the client’s columns, blank lines',
    'a.csv',
    utf8([
      [title],
      [],
      [],
      ['序号', '', '承租人名称', '', '统一社会信用代码', '备注'],
      ...ls.map((l, i) => [String(i + 1), '', l.name, '', l.uscc, l.note]),
      [],
      totalCells(ls),
    ]),
  );
  add(
    'csv-trailing-commas',
    'trailing separators and CRLF, notes after the total',
    'a.csv',
    utf8([
      [title, '', '', ''],
      [...headerZh, '', ''],
      ...rows.map((r) => [...r, '', '']),
      totalCells(ls),
      ['注：以上数据仅供内部使用'],
      ['打印时间：2026-11-25 10:21'],
    ]),
  );
  add(
    'csv-customer-header',
    'header says 客户名称 with 授信余额',
    'a.csv',
    gbk([
      ['客户名单'],
      ['客户名称', '统一社会信用代码', '授信余额（万元）', '五级分类'],
      ...ls.map((l) => [l.name, l.uscc, money(l.rent / 10000), '正常']),
      ['总计', '', money(1), ''],
    ]),
    { nameHeader: '客户名称' },
  );

  // XLSX
  add(
    'xlsx-merged-title',
    'title merged across 10 columns, blank row, header, 合计 with formulas',
    'a.xlsx',
    await xlsx((wb) => ledgerSheet(wb.addWorksheet('台账'), ls)),
  );
  add(
    'xlsx-two-titles',
    'two merged title lines',
    'a.xlsx',
    await xlsx((wb) =>
      ledgerSheet(wb.addWorksheet('台账'), ls, {
        title: ['苏州某融资租赁有限公司', '存量承租人台账（导出日期：2026-11-25）'],
      }),
    ),
  );
  add(
    'xlsx-no-title',
    'header on row 1, no total',
    'a.xlsx',
    await xlsx((wb) => ledgerSheet(wb.addWorksheet('台账'), ls, { title: [], total: false })),
  );
  add(
    'xlsx-cover-sheet',
    'a cover sheet (填表说明) before the data sheet',
    'a.xlsx',
    await xlsx((wb) => {
      const cover = wb.addWorksheet('填表说明');
      cover.addRow(['本表由业务系统导出，请勿修改表头。']);
      cover.addRow(['金额单位：元']);
      ledgerSheet(wb.addWorksheet('台账'), ls);
    }),
  );
  add(
    'xlsx-second-sheet-picked',
    'two ledgers; the visitor picks the second sheet',
    'a.xlsx',
    await xlsx((wb) => {
      ledgerSheet(wb.addWorksheet('2025年'), ls.slice(0, 3));
      ledgerSheet(wb.addWorksheet('2026年'), ls);
    }),
    { sheet: '2026年' },
  );
  add(
    'xlsx-text-numbers',
    'amounts stored as text with thousands separators',
    'a.xlsx',
    await xlsx((wb) => ledgerSheet(wb.addWorksheet('台账'), ls, { textNumbers: true })),
  );
  add(
    'xlsx-fullwidth',
    'amounts as full-width text',
    'a.xlsx',
    await xlsx((wb) => ledgerSheet(wb.addWorksheet('台账'), ls, { fullWidthDigits: true })),
  );
  add(
    'xlsx-offset',
    'table starting in column C, title merged above it',
    'a.xlsx',
    await xlsx((wb) => ledgerSheet(wb.addWorksheet('台账'), ls, { offsetCol: 2 })),
  );
  add(
    'xlsx-english',
    'English headers, merged title, 合计 row',
    'a.xlsx',
    await xlsx((wb) =>
      ledgerSheet(wb.addWorksheet('Ledger'), ls, { header: headerEn, title: ['Lessee ledger (exported 2026-11-25)'] }),
    ),
    { nameHeader: 'Lessee' },
  );
  add(
    'xlsx-two-row-header',
    'two-row header: 租金（元） merged over 剩余 | 已收; other cells merged down',
    'a.xlsx',
    await xlsx((wb) => {
      const ws = wb.addWorksheet('台账');
      ws.getCell('A1').value = title;
      ws.mergeCells('A1:G1');
      ws.addRow(['序号', '承租人名称', '统一社会信用代码', '租金（元）', null, '客户经理', '备注']);
      ws.addRow([null, null, null, '剩余', '已收', null, null]);
      for (const c of ['A', 'B', 'C', 'F', 'G']) ws.mergeCells(`${c}2:${c}3`);
      ws.mergeCells('D2:E2');
      ls.forEach((l, i) => ws.addRow([i + 1, l.name, l.uscc, l.rent, 50_000, l.manager, l.note]));
      ws.addRow(['合计', null, null, ls.reduce((n, l) => n + l.rent, 0), 50_000 * ls.length]);
    }),
  );
  add(
    'xlsx-rich-header',
    'rich-text header cells and a key–value block',
    'a.xlsx',
    await xlsx((wb) => {
      const ws = wb.addWorksheet('台账');
      ws.addRow(['存量承租人台账']);
      ws.addRow(['导出日期：2026-11-25', null, '单位：元']);
      ws.addRow([
        '序号',
        { richText: [{ text: '承租人', font: { bold: true } }, { text: '名称' }] },
        '统一社会信用代码',
        '剩余租金',
      ]);
      ls.forEach((l, i) => ws.addRow([i + 1, l.name, l.uscc, l.rent]));
    }),
  );
  add(
    'xlsx-footer',
    'notes and signatures after the 合计 row',
    'a.xlsx',
    await xlsx((wb) => {
      const ws = wb.addWorksheet('台账');
      ledgerSheet(ws, ls);
      ws.addRow([]);
      ws.addRow(['注：剩余租金含税。']);
      ws.addRow(['制表人：张三', null, null, '复核：李四']);
    }),
  );
  add(
    'xlsx-title-rows-merged',
    'title merged over two rows and all columns',
    'a.xlsx',
    await xlsx((wb) => {
      const ws = wb.addWorksheet('台账');
      ws.getCell('A1').value = title;
      ws.mergeCells('A1:J2');
      ws.addRow([]);
      ws.addRow(headerZh);
      ls.forEach((l, i) => ws.addRow(ledgerCells(l, i).map((c, j) => (j === 0 ? i + 1 : c))));
    }),
  );
  add(
    'xlsx-subtotals',
    '小计 rows between groups and a 合计',
    'a.xlsx',
    await xlsx((wb) => {
      const ws = wb.addWorksheet('台账');
      ws.addRow([title]);
      ws.mergeCells('A1:J1');
      ws.addRow(headerZh);
      ls.forEach((l, i) => {
        ws.addRow(ledgerCells(l, i));
        if (i === 3) ws.addRow(['小计', null, null, null, 1]);
      });
      ws.addRow(['合计', null, null, null, 2]);
    }),
  );
  return out;
}

interface Tx {
  date: Date;
  inflow: number;
  outflow: number;
  counterparty: string;
  memo: string;
}

function transactions(): Tx[] {
  const out: Tx[] = [];
  for (let i = 0; i < 12; i += 1) {
    const inflow = i % 3 === 0 ? 0 : 10_000 + i * 1_234.56;
    out.push({
      date: new Date(Date.UTC(2026, 4, 1 + i, 9 + (i % 8), 15)),
      inflow: Math.round(inflow * 100) / 100,
      outflow: inflow ? 0 : 5_000 + i * 100,
      counterparty: `示例往来单位${i + 1}有限公司`,
      memo: inflow ? '货款' : '材料款',
    });
  }
  return out;
}

/** The statement corpus: bank exports with title blocks, totals, two-row headers, text numbers (see module doc). */
export async function statementLayouts(): Promise<StatementLayout[]> {
  const txs = transactions();
  const inflow = Math.round(txs.reduce((n, t) => n + t.inflow, 0) * 100);
  const outflow = Math.round(txs.reduce((n, t) => n + t.outflow, 0) * 100);
  const out: StatementLayout[] = [];
  const add = (id: string, what: string, fileName: string, bytes: Uint8Array) =>
    out.push({ id, what, fileName, bytes, count: txs.length, inflow, outflow });
  const header = ['交易日期', '借方发生额', '贷方发生额', '对方户名', '摘要'];
  const cells = (t: Tx, fmt: (n: number) => string = money) => [
    `${iso(t.date)} ${String(t.date.getUTCHours()).padStart(2, '0')}:15:00`,
    t.outflow ? fmt(t.outflow) : '',
    t.inflow ? fmt(t.inflow) : '',
    t.counterparty,
    t.memo,
  ];
  const preamble = [
    ['中国某某银行 账户交易明细'],
    ['户名：示例承租科技有限公司'],
    ['账号：0000 1234 5678 9012'],
    ['币种：人民币', '', '起止日期：2026-05-01 至 2026-05-31'],
    [],
  ];
  const totals = ['合计', money(outflow / 100), money(inflow / 100), '', ''];
  add(
    'stmt-csv-preamble-total',
    'GBK: bank title, 户名/账号 lines, header, 合计',
    's.csv',
    gbk([...preamble, header, ...txs.map((t) => cells(t)), totals]),
  );
  add(
    'stmt-csv-page-totals',
    '本页合计 and a repeated header mid-file',
    's.csv',
    utf8([
      ...preamble,
      header,
      ...txs.slice(0, 6).map((t) => cells(t)),
      ['本页合计', '', '', '', ''],
      header,
      ...txs.slice(6).map((t) => cells(t)),
      totals,
    ]),
  );
  add(
    'stmt-csv-newest-first',
    'newest first, amounts with thousands separators',
    's.csv',
    bom([...preamble, header, ...[...txs].reverse().map((t) => cells(t, thousands))]),
  );
  add(
    'stmt-csv-fullwidth',
    'full-width digits in the amounts',
    's.csv',
    utf8([header, ...txs.map((t) => cells(t, (n) => fullWidth(money(n))))]),
  );
  add(
    'stmt-xlsx-merged-title',
    'XLSX: merged title, key–value lines, Excel date-times, numbers',
    's.xlsx',
    await xlsx((wb) => {
      const ws = wb.addWorksheet('交易明细');
      ws.addRow(['中国某某银行 账户交易明细']);
      ws.mergeCells('A1:E1');
      ws.addRow(['户名：示例承租科技有限公司', null, '账号：0000 1234 5678 9012']);
      ws.addRow([]);
      ws.addRow(header);
      for (const t of txs) ws.addRow([t.date, t.outflow || null, t.inflow || null, t.counterparty, t.memo]);
      ws.addRow(['合计', outflow / 100, inflow / 100]);
      ws.getColumn(1).numFmt = 'yyyy-mm-dd hh:mm:ss';
    }),
  );
  add(
    'stmt-xlsx-two-row-header',
    'XLSX: 发生额 merged over 借方 | 贷方, text numbers',
    's.xlsx',
    await xlsx((wb) => {
      const ws = wb.addWorksheet('明细');
      ws.addRow(['交易日期', '发生额', null, '对方户名', '摘要']);
      ws.addRow([null, '借方', '贷方', null, null]);
      ws.mergeCells('B1:C1');
      for (const c of ['A', 'D', 'E']) ws.mergeCells(`${c}1:${c}2`);
      for (const t of txs) ws.addRow(cells(t, thousands));
    }),
  );
  return out;
}
