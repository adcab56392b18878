/**
 * Classification of bank-statement transactions: what each inflow and outflow is, by one rule each, tried in the
 * order listed. The rules read the memo (摘要/用途), the counterparty's name and whether the counterparty is the
 * holder itself or one of its related parties; the visitor-facing wording of every rule is in
 * `messages/<locale>/tryIt.json` under `tryIt.statement.categories.<category>.rule`.
 *
 * Why it matters: financing (loans, 融资租赁 and 售后回租 proceeds, capital) and money from related parties are not
 * revenue, so operating receipts — and the share of the largest customers in them — count `sales` only.
 */
import { normalizeName } from '@/lib/entities/normalize';
import { statementRules as R } from './rules';
import type { Transaction } from './types';

/** Inflow categories, in rule order. `loan`, `lease` and `equity` are financing. */
export const inflowCategories = [
  'internal',
  'lease',
  'loan',
  'equity',
  'refund',
  'interest',
  'relatedParty',
  'otherIn',
  'sales',
] as const;
/** Outflow categories, in rule order. */
export const outflowCategories = [
  'courtDeduction',
  'internal',
  'debtService',
  'payroll',
  'tax',
  'rent',
  'fee',
  'dividend',
  'relatedParty',
  'cash',
  'otherOut',
  'supplier',
] as const;
export type InflowCategory = (typeof inflowCategories)[number];
export type OutflowCategory = (typeof outflowCategories)[number];
export type TxCategory = InflowCategory | OutflowCategory;

/** Financing inflows: loans, lease and sale-and-leaseback proceeds, capital. */
export const financingCategories: ReadonlySet<TxCategory> = new Set<TxCategory>(['loan', 'lease', 'equity']);

/** Outflows that cannot be money passed on: routine obligations of the holder. */
export const routineOutflows: ReadonlySet<TxCategory> = new Set<TxCategory>([
  'payroll',
  'tax',
  'rent',
  'debtService',
  'fee',
  'dividend',
  'courtDeduction',
  'internal',
]);

/** Lessors, banks and other lenders by name. */
const lessorName = /融资租赁|金融租赁|租赁有限公司|leasing/i;
const lenderName = /银行|信用社|农商行|小额贷款|消费金融|信托|保理|bank|credit union|microfinance|factoring/i;
/** Memo words per rule. */
const text = {
  lease: /融资租赁|售后回租|回租|租赁物|购买价款|leaseback|finance lease/i,
  loan: /贷款|放款|借款|借入|融资款|保理|贴现|授信|过桥|拆借|loan|drawdown|borrow/i,
  equity: /增资|注资|投资款|实收资本|资本金|股本|出资|capital injection|share capital|equity/i,
  refund: /退款|退回|退还|冲正|退汇|退票|退货|refund|reversal|return(ed)? payment/i,
  interest: /利息|结息|interest/i,
  otherIn: /往来|暂借|代收|备用金|intercompany|current account/i,
  debtService: /还款|还本|还贷|归还.*[贷借]|本息|利息|分期|期供|月供|repayment|instal?ment|interest/i,
  payroll:
    /工资|薪资|薪酬|代发|奖金|社保|社会保险|公积金|劳务费|payroll|salar(y|ies)|wages|social insurance|housing fund/i,
  tax: /税款|税费|增值税|所得税|个税|印花税|附加税|缴税|纳税|tax/i,
  rent: /房租|租金|租赁费|物业费|场地费|rent/i,
  fee: /手续费|账户管理费|年费|短信费|工本费|汇费|bank charge|fee/i,
  dividend: /分红|股利|利润分配|dividend/i,
  otherOut: /往来|借款|暂借|备用金|intercompany|loan to/i,
  /** A loan paid by the bank straight to the supplier it finances (受托支付): spending, not passing money on. */
  entrusted: /受托支付|entrusted payment/i,
};
const taxPayee = /税务|国家金库|国库/;

/** What the classifier needs to know besides the transaction. */
export interface ClassifyContext {
  /** The holder's normalised name (its own other accounts), or '' when unknown. */
  holder: string;
  /** Normalised names of the holder's related parties. */
  related: ReadonlySet<string>;
}

/** The category of one transaction (see the rule order above). */
export function classifyTransaction(t: Transaction, ctx: ClassifyContext): TxCategory {
  const memo = t.memo;
  const cp = t.counterparty;
  const n = normalizeName(cp);
  const self = Boolean(n) && n === ctx.holder;
  const related = Boolean(n) && ctx.related.has(n);
  if (t.inflow > 0) {
    const financingText = text.lease.test(memo) || text.loan.test(memo) || text.equity.test(memo);
    if (self && !financingText) return 'internal';
    if (text.lease.test(memo) || (lessorName.test(cp) && !text.refund.test(memo) && !text.interest.test(memo)))
      return 'lease';
    if (text.loan.test(memo) || (lenderName.test(cp) && !text.refund.test(memo) && !text.interest.test(memo)))
      return 'loan';
    if (text.equity.test(memo)) return 'equity';
    if (text.refund.test(memo)) return 'refund';
    if (text.interest.test(memo)) return 'interest';
    if (related) return 'relatedParty';
    if (text.otherIn.test(memo)) return 'otherIn';
    return 'sales';
  }
  if (R.courtDeductionText.test(memo) || R.courtDeductionText.test(cp) || R.courtCounterparty.test(cp))
    return 'courtDeduction';
  if (self) return 'internal';
  if (text.debtService.test(memo) || ((lessorName.test(cp) || lenderName.test(cp)) && /租金|还|息/.test(memo)))
    return 'debtService';
  if (text.payroll.test(memo)) return 'payroll';
  if (text.tax.test(memo) || taxPayee.test(cp)) return 'tax';
  if (text.rent.test(memo)) return 'rent';
  if (text.fee.test(memo) || (!cp && /费/.test(memo))) return 'fee';
  if (text.dividend.test(memo)) return 'dividend';
  if (related) return 'relatedParty';
  if (R.cashMemo.test(memo)) return 'cash';
  if (text.otherOut.test(memo)) return 'otherOut';
  return 'supplier';
}

/** A counterparty that reads as a natural person: 2–4 Chinese characters with no organisation word. */
export const looksLikePerson = (name: string) =>
  /^\p{Script=Han}{2,4}$/u.test(name.trim()) && !/公司|银行|中心|法院|税务|国库|集团|厂|店|局|所|部|社|会/.test(name);

/**
 * Categories in which a round sum is worth a question: 往来款/借款, a related party, cash — and receipts or payments
 * with a person (analyze.ts). Round sums that business explains (a company customer's or supplier's prepayment, a
 * loan, rent, instalments, dividends, payroll, tax) are not.
 */
export const roundSumCategories: ReadonlySet<TxCategory> = new Set<TxCategory>([
  'otherIn',
  'otherOut',
  'relatedParty',
  'cash',
]);

/** True when an outflow is a loan's 受托支付 (the bank paying the financed supplier directly). */
export const isEntrustedPayment = (t: Transaction) => text.entrusted.test(t.memo);

/** A series of payments of one fixed amount with one counterparty (rent, instalments, fixed payroll). */
export interface RecurringSeries {
  counterparty: string;
  direction: 'in' | 'out';
  /** fen */
  amount: number;
  category: TxCategory;
  /** The transactions (rows), in time order. */
  rows: number[];
}

/**
 * Recurring fixed payments: the same amount with the same counterparty (or, with no counterparty, the same memo) at
 * least `recurringMin` times in as many different months.
 */
export function recurringSeries(txs: Transaction[], category: (t: Transaction) => TxCategory): RecurringSeries[] {
  const groups = new Map<string, Transaction[]>();
  for (const t of txs) {
    const amount = Math.max(t.inflow, t.outflow);
    if (amount <= 0) continue;
    const who = normalizeName(t.counterparty) || `memo:${normalizeName(t.memo)}`;
    const key = `${t.inflow > 0 ? 'in' : 'out'}|${who}|${amount}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const out: RecurringSeries[] = [];
  for (const list of groups.values()) {
    const months = new Set(list.map((t) => t.date.slice(0, 7)));
    if (list.length < R.recurringMin || months.size < R.recurringMin) continue;
    out.push({
      counterparty: list[0].counterparty || list[0].memo,
      direction: list[0].inflow > 0 ? 'in' : 'out',
      amount: Math.max(list[0].inflow, list[0].outflow),
      category: category(list[0]),
      rows: list.map((t) => t.row),
    });
  }
  return out.sort((a, b) => b.amount - a.amount || a.counterparty.localeCompare(b.counterparty));
}
