/**
 * From mapped rows of an uploaded statement to transactions: reads the many ways Chinese bank exports write dates,
 * times and amounts. Rows with an unreadable date or amount are skipped and reported, not guessed.
 */
import type { FieldSpec, MappedRow } from '@/lib/intake';
import type { StatementField, Transaction } from './types';

/** Header synonyms per field (common Chinese bank exports and English ones). */
export const statementFieldSpecs: FieldSpec<StatementField>[] = [
  {
    key: 'date',
    synonyms: [
      '交易日期',
      '记账日期',
      '入账日期',
      '日期',
      '交易日',
      '发生日期',
      'date',
      'transaction date',
      'posting date',
      'value date',
    ],
  },
  { key: 'time', synonyms: ['交易时间', '时间', '记账时间', 'time', 'transaction time'] },
  {
    key: 'inflow',
    synonyms: [
      '收入金额',
      '收入',
      '贷方金额',
      '贷方发生额',
      '贷方',
      '贷',
      '收方金额',
      '来账金额',
      '存入金额',
      '转入金额',
      '收款金额',
      'credit',
      'credit amount',
      'inflow',
      'deposit',
      'money in',
    ],
  },
  {
    key: 'outflow',
    synonyms: [
      '支出金额',
      '支出',
      '借方金额',
      '借方发生额',
      '借方',
      '借',
      '付方金额',
      '往账金额',
      '支取金额',
      '转出金额',
      '付款金额',
      'debit',
      'debit amount',
      'outflow',
      'withdrawal',
      'money out',
    ],
  },
  { key: 'amount', synonyms: ['交易金额', '发生额', '金额', 'amount', 'transaction amount'] },
  {
    key: 'direction',
    synonyms: [
      '借贷标志',
      '借贷标识',
      '借贷方向',
      '借贷',
      '借贷别',
      '收支标志',
      '收支标识',
      '收支方向',
      '收支',
      '交易方向',
      '资金方向',
      '收付方向',
      '收付标志',
      'dr/cr',
      'cr/dr',
      'd/c',
      'debit/credit',
      'debit credit indicator',
      'direction',
    ],
  },
  {
    key: 'balance',
    synonyms: ['余额', '账户余额', '交易后余额', '可用余额', '当前余额', 'balance', 'running balance'],
  },
  {
    key: 'counterparty',
    synonyms: [
      '对方户名',
      '对方账户名称',
      '对方名称',
      '对方单位',
      '对方账户名',
      '交易对手',
      '收付款人',
      'counterparty',
      'counterparty name',
      'payee',
      'payer',
    ],
  },
  {
    key: 'counterpartyAccount',
    synonyms: ['对方账号', '对方账户', '对方卡号', '对方账户账号', 'counterparty account', 'account number'],
  },
  {
    key: 'memo',
    synonyms: [
      '摘要',
      '用途',
      '附言',
      '备注',
      '交易摘要',
      '交易类型',
      'memo',
      'description',
      'narrative',
      'remark',
      'purpose',
    ],
  },
];

const pad2 = (s: string | number) => String(s).padStart(2, '0');

/** A date (and maybe a time) from `2026-05-01`, `2026/5/1`, `2026.05.01`, `20260501`, `2026年5月1日`, with an optional time after it. */
export function parseDateTime(s: string): { date: string; time: string | null } | null {
  const t = s.normalize('NFKC').trim();
  const m = t.match(/^(\d{4})(?:[-/.年](\d{1,2})[-/.月](\d{1,2})日?|(\d{2})(\d{2}))(?:[T\s]+(.+))?$/);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2] ?? m[4]), Number(m[3] ?? m[5])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return null;
  const time = m[6] ? parseTime(m[6]) : null;
  return { date: `${y}-${pad2(mo)}-${pad2(d)}`, time };
}

/** A time from `14:22:10`, `14:22`, `142210`, `14时22分10秒`; null when unreadable. */
export function parseTime(s: string): string | null {
  const t = s.normalize('NFKC').trim();
  const m = t.match(/^(\d{1,2})[:时](\d{2})(?:[:分](\d{2})秒?)?(?:\.\d+)?$/) ?? t.match(/^(\d{2})(\d{2})(\d{2})$/);
  if (!m) return null;
  const [h, mi, se] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || mi > 59 || se > 59) return null;
  return `${pad2(h)}:${pad2(mi)}:${pad2(se)}`;
}

/**
 * An amount in fen from `1,234.56`, `¥1 234.56`, `1234.5元`, `-300`, `(300.00)`; empty → 0; unreadable → null.
 * Amounts with more than two decimals are rounded to the fen.
 */
export function parseAmount(s: string): number | null {
  let t = s
    .normalize('NFKC')
    .trim()
    .replace(/[¥$,\s]|元|CNY|RMB/gi, '');
  if (t === '' || t === '-' || t === '--') return 0;
  let sign = 1;
  const paren = t.match(/^\((.*)\)$/);
  if (paren) {
    sign = -1;
    t = paren[1];
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return null;
  return sign * Math.round(Number(t) * 100);
}

const debitFlags = new Set([
  '借',
  '借方',
  '支',
  '支出',
  '出',
  '付',
  '付出',
  '付款',
  '转出',
  '往账',
  'd',
  'dr',
  'debit',
  'out',
  '-',
]);
const creditFlags = new Set([
  '贷',
  '贷方',
  '收',
  '收入',
  '入',
  '存',
  '存入',
  '收款',
  '转入',
  '来账',
  'c',
  'cr',
  'credit',
  'in',
  '+',
]);

/**
 * The direction a 借贷标志-style cell gives: `out` for 借/支/D/DR/Debit (money leaving the holder's account), `in` for
 * 贷/收/C/CR/Credit; null when the cell says neither (the row is then skipped and reported, never guessed).
 */
export function parseDirection(s: string): 'in' | 'out' | null {
  const t = s
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[\s.。]/g, '');
  if (debitFlags.has(t)) return 'out';
  if (creditFlags.has(t)) return 'in';
  return null;
}

/**
 * Transactions from mapped rows. Needs `date`, and `inflow`+`outflow`, or `amount` with a `direction` flag, or a
 * signed `amount` (positive = inflow). Negative values in an outflow column (some banks print debits as negatives)
 * count as outflows; with a direction flag the amount's sign is ignored and the flag decides.
 */
export function toTransactions(rows: MappedRow<StatementField>[]): {
  transactions: Transaction[];
  skipped: { row: number; field: StatementField }[];
} {
  const transactions: Transaction[] = [];
  const skipped: { row: number; field: StatementField }[] = [];
  for (const { row, values: v } of rows) {
    const dt = parseDateTime(v.date ?? '');
    if (!dt) {
      skipped.push({ row, field: 'date' });
      continue;
    }
    let inflow = 0;
    let outflow = 0;
    if (v.inflow !== undefined && v.outflow !== undefined) {
      const i = parseAmount(v.inflow ?? '');
      const o = parseAmount(v.outflow ?? '');
      if (i === null || o === null) {
        skipped.push({ row, field: i === null ? 'inflow' : 'outflow' });
        continue;
      }
      inflow = Math.abs(i);
      outflow = Math.abs(o);
    } else {
      const a = parseAmount(v.amount ?? '');
      if (a === null) {
        skipped.push({ row, field: 'amount' });
        continue;
      }
      if (v.direction !== undefined) {
        const dir = parseDirection(v.direction);
        if (dir === null) {
          skipped.push({ row, field: 'direction' });
          continue;
        }
        inflow = dir === 'in' ? Math.abs(a) : 0;
        outflow = dir === 'out' ? Math.abs(a) : 0;
      } else {
        inflow = a > 0 ? a : 0;
        outflow = a < 0 ? -a : 0;
      }
    }
    const bal = v.balance !== undefined && v.balance !== '' ? parseAmount(v.balance) : null;
    const time = v.time !== undefined && v.time !== '' ? parseTime(v.time) : dt.time;
    transactions.push({
      row,
      date: dt.date,
      time: time === '00:00:00' && !v.time ? null : time,
      inflow,
      outflow,
      balance: bal,
      counterparty: (v.counterparty ?? '').trim(),
      counterpartyAccount: (v.counterpartyAccount ?? '').trim(),
      memo: (v.memo ?? '').trim(),
    });
  }
  return { transactions, skipped };
}

/**
 * Which required fields a mapping lacks: `date`, `counterparty`, and `inflow`+`outflow` unless `amount` is mapped.
 * An `amount` column without a `direction` flag must be signed; see `unsignedAmounts` for the check on the data.
 */
export function missingStatementFields(mapping: Partial<Record<StatementField, number>>): StatementField[] {
  const missing: StatementField[] = [];
  if (mapping.date === undefined) missing.push('date');
  const split = mapping.inflow !== undefined && mapping.outflow !== undefined;
  if (!split && mapping.amount === undefined) {
    if (mapping.inflow === undefined) missing.push('inflow');
    if (mapping.outflow === undefined) missing.push('outflow');
  }
  if (mapping.counterparty === undefined) missing.push('counterparty');
  return missing;
}

/**
 * True when the money is one `amount` column with no direction flag and no value in it is negative: the file then
 * cannot say which rows are money out (a 借贷标志 column the detection did not recognise, or an unsigned export), so
 * the mapping step asks for the flag column instead of reading every row as income.
 */
export function unsignedAmounts(
  rows: MappedRow<StatementField>[],
  mapping: Partial<Record<StatementField, number>>,
): boolean {
  if (mapping.amount === undefined || mapping.direction !== undefined) return false;
  if (mapping.inflow !== undefined && mapping.outflow !== undefined) return false;
  let read = 0;
  for (const { values } of rows) {
    const a = parseAmount(values.amount ?? '');
    if (a === null || a === 0) continue;
    if (a < 0) return false;
    read += 1;
  }
  return read >= 2;
}
