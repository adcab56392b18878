/** Shapes of bank-statement analysis. Amounts are integers in fen (CNY cents); dates `YYYY-MM-DD`, times `HH:MM:SS`. */
import type { EntityMatch, RelatedParty } from '@/lib/entities/types';
import type { RecurringSeries, TxCategory } from './classify';

/**
 * Fields of a Chinese bank export that the analysis reads (交易日期 … 摘要). Three layouts of the money: `inflow` +
 * `outflow` columns (收入/支出, 贷方/借方); one `amount` column with a `direction` flag (借贷标志 借/贷, 收支标志 收/支,
 * D/C); or one signed `amount` (positive = inflow).
 */
export const statementFields = [
  'date',
  'time',
  'inflow',
  'outflow',
  'amount',
  'direction',
  'balance',
  'counterparty',
  'counterpartyAccount',
  'memo',
] as const;
export type StatementField = (typeof statementFields)[number];

/** One transaction as read from the statement. */
export interface Transaction {
  /** Row number in the file (non-empty rows, header included), for the visitor to find it. */
  row: number;
  date: string;
  /** `null` when the file has no time column (or a date-only posting). */
  time: string | null;
  inflow: number;
  outflow: number;
  /** Balance after the transaction as printed, `null` when the file has no balance column. */
  balance: number | null;
  counterparty: string;
  counterpartyAccount: string;
  memo: string;
}

export type AnomalyKind =
  'financingDiversion' | 'courtDeduction' | 'roundSum' | 'nightTime' | 'fastInOut' | 'structuring';

/** One anomaly and the transactions (rows) it consists of. */
export interface Anomaly {
  kind: AnomalyKind;
  severity: 'high' | 'medium';
  /** The transactions, in time order. */
  rows: number[];
  /**
   * Amount at stake, fen: the transaction (round sum, night), the inflow (fast in-and-out), the cluster total
   * (structuring), what left to related parties (diversion).
   */
  amount: number;
  /** Diversion: the financing inflow (row, amount, category) the outflows follow. */
  inflowRow?: number;
  inflowAmount?: number;
  inflowCategory?: TxCategory;
  /** Fast in-and-out and diversion: share of the inflow that left within the window, 0–1, and hours to the last outflow. */
  outShare?: number;
  hours?: number;
  /** Structuring: which threshold the transactions sit under (fen) and which kind. */
  threshold?: number;
  thresholdKind?: 'cash' | 'corporateTransfer';
  counterparty?: string;
}

export interface MonthFlow {
  month: string;
  inflow: number;
  outflow: number;
  net: number;
  count: number;
}

export interface ContinuityBreak {
  row: number;
  previousRow: number;
  /** Balance the previous row and this row's amounts imply, and what the row prints, fen. */
  expected: number;
  actual: number;
}

export interface CounterpartyFlow {
  name: string;
  accounts: string[];
  inflow: number;
  outflow: number;
  count: number;
  /** The registry entity it resolves to (score ≥ statementRules.matchMin), else null. */
  match: EntityMatch | null;
  /** The holder's related party it is, else null. */
  related: StatementRelatedParty | null;
  /** Related-party flows only: the transactions (rows). */
  rows?: number[];
}

/**
 * A related party of the holder: from the registry's ownership graph, or named without a registry record — in the
 * statement's title block (关联方：…) or in the visitor's list.
 */
export type StatementRelatedParty =
  RelatedParty | { name: string; nameEn?: undefined; relation: 'named'; via: 'title' | 'form' };

/** Count and sum of one category of transactions. */
export interface CategoryTotal {
  direction: 'in' | 'out';
  category: TxCategory;
  count: number;
  /** fen */
  amount: number;
}

export interface StatementAnalysis {
  holder: { name: string; match: EntityMatch | null } | null;
  period: { from: string; to: string };
  count: number;
  totals: { inflow: number; outflow: number; net: number; opening: number | null; closing: number | null };
  monthly: MonthFlow[];
  /** End-of-day balance, as printed (or computed from zero when the file has no balance column: `balanceComputed`). */
  balanceCurve: { date: string; balance: number }[];
  balanceComputed: boolean;
  continuity: { checked: number; breaks: ContinuityBreak[] } | null;
  /** Counterparties by total volume, at most statementRules.topCounterparties; the rest summed in `others`. */
  counterparties: CounterpartyFlow[];
  others: { count: number; inflow: number; outflow: number };
  /** Every transaction's category (classify.ts), summed per direction and category, in rule order. */
  categories: CategoryTotal[];
  /**
   * Inflow split, fen: operating receipts (`sales`), financing (loans, leases, capital), from related parties, and the
   * rest (refunds, interest, own accounts, 往来款). Only `operating` is revenue.
   */
  income: { operating: number; financing: number; related: number; other: number };
  /** Recurring fixed payments (rent, instalments, fixed payroll), largest first. */
  recurring: RecurringSeries[];
  /**
   * The customer that paid the holder most in operating receipts and its registry match, or null when there were
   * none; the key-points sentence names it (the English name on English pages when matched). Lenders, lessors,
   * shareholders and related parties are never customers.
   */
  largestCustomer: { name: string; inflow: number; match: EntityMatch | null } | null;
  /** Share of operating receipts from the five largest customers, 0–1. */
  top5CustomerShare: number;
  /** Where the related parties came from: the registry (holder resolved), the title block, the visitor's list. */
  relatedSources: { registry: boolean; title: string[]; listed: string[] };
  /**
   * Flows with related parties; null when there is nothing to check against (the holder not resolved in the registry
   * and no related party named in the title block or the form).
   */
  related: CounterpartyFlow[] | null;
  anomalies: Anomaly[];
  /** Transactions the anomalies and the related flows refer to, by row (the rest are in `monthly` only). */
  transactions: Record<number, Transaction>;
  /** Rows skipped because a date or amount could not be read. */
  skipped: { row: number; field: StatementField }[];
}
