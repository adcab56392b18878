/**
 * Bank-statement analysis (pure): monthly flows, balance curve and continuity, top counterparties resolved through
 * the injected entity source, related-party flows against the holder's ownership graph, and anomalies (round sums,
 * night-time transfers, fast in-and-out, splitting just under the large-value reporting thresholds, court
 * deductions). Thresholds and their sources: ./rules.ts.
 */
import { normalizeName } from '@/lib/entities/normalize';
import type { EntityMatch, EntitySource, RelatedParty } from '@/lib/entities/types';
import { statementRules as R } from './rules';
import type { Anomaly, ContinuityBreak, CounterpartyFlow, MonthFlow, StatementAnalysis, Transaction } from './types';

const stamp = (t: Transaction) => `${t.date}T${t.time ?? '12:00:00'}`;
const ms = (t: Transaction) => Date.parse(`${stamp(t)}Z`);

/**
 * Puts transactions in time order. Bank exports list them oldest-first or newest-first; a newest-first file is
 * reversed as a whole (keeping the bank's order within a second), anything else is sorted stably by time.
 */
export function chronological(txs: Transaction[]): Transaction[] {
  if (txs.length < 2) return [...txs];
  const first = stamp(txs[0]);
  const last = stamp(txs[txs.length - 1]);
  const ordered = first > last ? [...txs].reverse() : [...txs];
  return ordered
    .map((t, i) => ({ t, i }))
    .sort((a, b) => (stamp(a.t) < stamp(b.t) ? -1 : stamp(a.t) > stamp(b.t) ? 1 : a.i - b.i))
    .map((x) => x.t);
}

function monthly(txs: Transaction[]): MonthFlow[] {
  const map = new Map<string, MonthFlow>();
  for (const t of txs) {
    const month = t.date.slice(0, 7);
    const m = map.get(month) ?? { month, inflow: 0, outflow: 0, net: 0, count: 0 };
    m.inflow += t.inflow;
    m.outflow += t.outflow;
    m.net = m.inflow - m.outflow;
    m.count += 1;
    map.set(month, m);
  }
  return [...map.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** Each row's printed balance should equal the previous balance plus inflow minus outflow (to the fen). */
function continuity(txs: Transaction[]): StatementAnalysis['continuity'] {
  if (!txs.every((t) => t.balance !== null)) return null;
  const breaks: ContinuityBreak[] = [];
  for (let i = 1; i < txs.length; i += 1) {
    const prev = txs[i - 1];
    const t = txs[i];
    const expected = (prev.balance as number) + t.inflow - t.outflow;
    if (expected !== t.balance)
      breaks.push({ row: t.row, previousRow: prev.row, expected, actual: t.balance as number });
  }
  return { checked: txs.length - 1, breaks };
}

function balanceCurve(txs: Transaction[]): { curve: { date: string; balance: number }[]; computed: boolean } {
  const printed = txs.every((t) => t.balance !== null);
  const byDay = new Map<string, number>();
  let running = 0;
  for (const t of txs) {
    running += t.inflow - t.outflow;
    byDay.set(t.date, printed ? (t.balance as number) : running);
  }
  return { curve: [...byDay].map(([date, balance]) => ({ date, balance })), computed: !printed };
}

/** Outflows a court or enforcement office took (by memo or counterparty; rules.courtDeductionText), high severity. */
function courtDeductions(txs: Transaction[]): Anomaly[] {
  return txs
    .filter(
      (t) =>
        t.outflow > 0 &&
        (R.courtDeductionText.test(t.memo) ||
          R.courtDeductionText.test(t.counterparty) ||
          R.courtCounterparty.test(t.counterparty)),
    )
    .map((t) => ({
      kind: 'courtDeduction',
      severity: 'high',
      rows: [t.row],
      amount: t.outflow,
      counterparty: t.counterparty,
    }));
}

function roundSums(txs: Transaction[]): Anomaly[] {
  return txs
    .filter((t) => {
      const a = Math.max(t.inflow, t.outflow);
      return a >= R.roundMin && a % R.roundUnit === 0;
    })
    .map((t) => ({
      kind: 'roundSum',
      severity: 'medium',
      rows: [t.row],
      amount: Math.max(t.inflow, t.outflow),
      counterparty: t.counterparty,
    }));
}

function nightTime(txs: Transaction[]): Anomaly[] {
  return txs
    .filter(
      (t) =>
        t.time !== null &&
        t.time !== '00:00:00' &&
        (t.time >= R.nightFrom || t.time < R.nightTo) &&
        Math.max(t.inflow, t.outflow) >= R.nightMin,
    )
    .map((t) => ({
      kind: 'nightTime',
      severity: 'medium',
      rows: [t.row],
      amount: Math.max(t.inflow, t.outflow),
      counterparty: t.counterparty,
    }));
}

/** An inflow ≥ fastMin of which ≥ 90 % leaves within 24 h (later outflows, each used once, in time order). */
function fastInOut(txs: Transaction[]): Anomaly[] {
  const out: Anomaly[] = [];
  const used = new Set<number>();
  const window = R.fastWindowHours * 3_600_000;
  for (let i = 0; i < txs.length; i += 1) {
    const inTx = txs[i];
    if (inTx.inflow < R.fastMin) continue;
    const start = ms(inTx);
    let sum = 0;
    const rows: number[] = [];
    let lastMs = start;
    for (let j = i + 1; j < txs.length && ms(txs[j]) - start <= window; j += 1) {
      const o = txs[j];
      if (o.outflow <= 0 || used.has(o.row)) continue;
      sum += o.outflow;
      rows.push(o.row);
      lastMs = ms(o);
      if (sum >= inTx.inflow * R.fastOutShare) break;
    }
    if (sum >= inTx.inflow * R.fastOutShare) {
      rows.forEach((r) => used.add(r));
      out.push({
        kind: 'fastInOut',
        severity: 'high',
        rows: [inTx.row, ...rows],
        amount: inTx.inflow,
        outShare: Math.min(1, sum / inTx.inflow),
        hours: Math.round(((lastMs - start) / 3_600_000) * 10) / 10,
        counterparty: inTx.counterparty,
      });
    }
  }
  return out;
}

/**
 * Two or more transactions in the same direction, each at 90–100 % of a reporting threshold, within 7 days: cash
 * ones (by memo) against the cash threshold, other transfers with the same counterparty against the corporate
 * transfer threshold.
 */
function structuring(txs: Transaction[]): Anomaly[] {
  const groups = new Map<string, Transaction[]>();
  for (const t of txs) {
    const amount = Math.max(t.inflow, t.outflow);
    const dir = t.inflow > 0 ? 'in' : 'out';
    const cash = R.cashMemo.test(t.memo);
    const kind = cash ? 'cash' : 'corporateTransfer';
    const threshold = R.reportingThresholds[kind];
    if (amount < threshold * R.justUnderFrom || amount >= threshold) continue;
    const key = `${kind}|${dir}|${cash ? '' : normalizeName(t.counterparty)}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const out: Anomaly[] = [];
  const windowMs = R.structuringWindowDays * 86_400_000;
  for (const [key, list] of groups) {
    const kind = key.split('|')[0] as 'cash' | 'corporateTransfer';
    let cluster: Transaction[] = [];
    const flush = () => {
      if (cluster.length >= 2) {
        out.push({
          kind: 'structuring',
          severity: 'high',
          rows: cluster.map((t) => t.row),
          amount: cluster.reduce((s, t) => s + Math.max(t.inflow, t.outflow), 0),
          threshold: R.reportingThresholds[kind],
          thresholdKind: kind,
          counterparty: kind === 'cash' ? undefined : cluster[0].counterparty,
        });
      }
      cluster = [];
    };
    for (const t of list) {
      if (cluster.length > 0 && ms(t) - ms(cluster[0]) > windowMs) flush();
      cluster.push(t);
    }
    flush();
  }
  return out;
}

/** Related party a counterparty name is, by normalised name (Chinese or English) or by registry key. */
function relatedOf(name: string, match: EntityMatch | null, parties: RelatedParty[]): RelatedParty | null {
  const n = normalizeName(name);
  if (!n) return null;
  return (
    parties.find(
      (p) =>
        normalizeName(p.name) === n || (p.nameEn && normalizeName(p.nameEn) === n) || (match && p.ckey === match.ckey),
    ) ?? null
  );
}

export interface AnalyzeOptions {
  /** The account holder as the visitor typed it (or the sample's company name); resolved to find its ownership graph. */
  holder?: string;
  entities: EntitySource;
}

/** Analyses a statement's transactions (any order). Throws nothing; an empty list gives an empty analysis. */
export function analyzeStatement(
  input: Transaction[],
  opts: AnalyzeOptions,
  skipped: StatementAnalysis['skipped'] = [],
): StatementAnalysis {
  const txs = chronological(input);
  const { entities } = opts;
  const holderMatch = opts.holder?.trim() ? (entities.resolve(opts.holder, 1)[0] ?? null) : null;
  const holder = opts.holder?.trim()
    ? { name: opts.holder.trim(), match: holderMatch && holderMatch.score >= R.matchMin ? holderMatch : null }
    : null;
  const parties = holder?.match ? entities.ownership(holder.match.ckey) : [];

  // Counterparties, grouped by normalised name; rows without a name (fees, interest, payroll batches) stay out.
  const groups = new Map<string, CounterpartyFlow & { rows: number[] }>();
  for (const t of txs) {
    const key = normalizeName(t.counterparty);
    if (!key) continue;
    const g = groups.get(key) ?? {
      name: t.counterparty,
      accounts: [],
      inflow: 0,
      outflow: 0,
      count: 0,
      match: null,
      related: null,
      rows: [],
    };
    g.inflow += t.inflow;
    g.outflow += t.outflow;
    g.count += 1;
    g.rows.push(t.row);
    if (t.counterpartyAccount && !g.accounts.includes(t.counterpartyAccount)) g.accounts.push(t.counterpartyAccount);
    groups.set(key, g);
  }
  const resolved = new Map<string, EntityMatch | null>();
  const resolveName = (name: string) => {
    const key = normalizeName(name);
    if (!resolved.has(key)) {
      const m = entities.resolve(name, 1)[0];
      resolved.set(key, m && m.score >= R.matchMin ? m : null);
    }
    return resolved.get(key) ?? null;
  };
  const all = [...groups.values()].sort(
    (a, b) => b.inflow + b.outflow - (a.inflow + a.outflow) || a.name.localeCompare(b.name),
  );
  for (const g of all) {
    g.related = relatedOf(g.name, null, parties);
  }
  const top = all.slice(0, R.topCounterparties);
  for (const g of top) {
    g.match = resolveName(g.name);
    g.related ??= relatedOf(g.name, g.match, parties);
  }
  const rest = all.slice(R.topCounterparties);
  const totalIn = txs.reduce((s, t) => s + t.inflow, 0);
  const totalOut = txs.reduce((s, t) => s + t.outflow, 0);
  const byInflow = [...all].sort((a, b) => b.inflow - a.inflow || a.name.localeCompare(b.name));
  const top5In = byInflow.slice(0, 5).reduce((s, g) => s + g.inflow, 0);
  const largestPayer =
    byInflow[0] && byInflow[0].inflow > 0
      ? { name: byInflow[0].name, inflow: byInflow[0].inflow, match: resolveName(byInflow[0].name) }
      : null;
  const related = holder?.match ? all.filter((g) => g.related) : null;

  const anomalies = [
    ...courtDeductions(txs),
    ...fastInOut(txs),
    ...structuring(txs),
    ...nightTime(txs),
    ...roundSums(txs),
  ];
  const cited = new Set<number>([...anomalies.flatMap((a) => a.rows), ...(related ?? []).flatMap((g) => g.rows)]);
  const transactions: Record<number, Transaction> = {};
  for (const t of txs) if (cited.has(t.row)) transactions[t.row] = t;
  const { curve, computed } = balanceCurve(txs);
  const strip = (g: CounterpartyFlow): CounterpartyFlow => ({
    name: g.name,
    accounts: g.accounts,
    inflow: g.inflow,
    outflow: g.outflow,
    count: g.count,
    match: g.match,
    related: g.related,
  });

  return {
    holder,
    period: { from: txs[0]?.date ?? '', to: txs[txs.length - 1]?.date ?? '' },
    count: txs.length,
    totals: {
      inflow: totalIn,
      outflow: totalOut,
      net: totalIn - totalOut,
      opening: txs[0]?.balance != null ? txs[0].balance - txs[0].inflow + txs[0].outflow : null,
      closing: txs[txs.length - 1]?.balance ?? null,
    },
    monthly: monthly(txs),
    balanceCurve: curve,
    balanceComputed: computed,
    continuity: continuity(txs),
    counterparties: top.map(strip),
    others: {
      count: rest.length,
      inflow: rest.reduce((s, g) => s + g.inflow, 0),
      outflow: rest.reduce((s, g) => s + g.outflow, 0),
    },
    largestPayer,
    top5InflowShare: totalIn > 0 ? top5In / totalIn : 0,
    related: related ? related.map((g) => ({ ...strip(g), rows: g.rows })) : null,
    anomalies,
    transactions,
    skipped,
  };
}
