/**
 * Bank-statement analysis (pure): every transaction classified (./classify.ts), monthly flows, balance curve and
 * continuity, top counterparties resolved through the injected entity source, related-party flows (the holder's
 * ownership graph, plus parties named in the title block or by the visitor), recurring fixed payments, and anomalies
 * (financing passed on to related parties, court deductions, pass-through, splitting just under the large-value
 * reporting thresholds, night-time transfers, round sums). Thresholds and their sources: ./rules.ts.
 */
import { normalizeName } from '@/lib/entities/normalize';
import type { EntityMatch, EntitySource, RelatedParty } from '@/lib/entities/types';
import {
  classifyTransaction,
  financingCategories,
  inflowCategories,
  isEntrustedPayment,
  looksLikePerson,
  outflowCategories,
  recurringSeries,
  roundSumCategories,
  routineOutflows,
  type TxCategory,
} from './classify';
import { statementRules as R } from './rules';
import type {
  Anomaly,
  CategoryTotal,
  ContinuityBreak,
  CounterpartyFlow,
  MonthFlow,
  StatementAnalysis,
  StatementRelatedParty,
  Transaction,
} from './types';

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

/** Round sums, except those `skip` excuses (recurring, explained by business, cited by another anomaly). */
function roundSums(txs: Transaction[], skip: (t: Transaction) => boolean): Anomaly[] {
  return txs
    .filter((t) => {
      const a = Math.max(t.inflow, t.outflow);
      return a >= R.roundMin && a % R.roundUnit === 0 && !skip(t);
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

/**
 * Financing passed on to related parties: after each financing inflow ≥ diversionMin (in time order), the outflows to
 * related parties within diversionWindowHours, each used once; reported when they reach diversionMinShare of it.
 */
function financingDiversion(
  txs: Transaction[],
  category: (t: Transaction) => TxCategory,
  isRelated: (t: Transaction) => boolean,
): Anomaly[] {
  const out: Anomaly[] = [];
  const used = new Set<number>();
  const window = R.diversionWindowHours * 3_600_000;
  for (let i = 0; i < txs.length; i += 1) {
    const f = txs[i];
    if (f.inflow < R.diversionMin || !financingCategories.has(category(f))) continue;
    const start = ms(f);
    const legs: Transaction[] = [];
    for (let j = i + 1; j < txs.length && ms(txs[j]) - start <= window; j += 1) {
      const o = txs[j];
      if (o.outflow <= 0 || used.has(o.row) || !isRelated(o)) continue;
      if (category(o) === 'payroll' || category(o) === 'tax') continue;
      legs.push(o);
    }
    const sum = legs.reduce((a, o) => a + o.outflow, 0);
    if (legs.length === 0 || sum < f.inflow * R.diversionMinShare) continue;
    legs.forEach((o) => used.add(o.row));
    out.push({
      kind: 'financingDiversion',
      severity: 'high',
      rows: [f.row, ...legs.map((o) => o.row)],
      amount: sum,
      inflowRow: f.row,
      inflowAmount: f.inflow,
      inflowCategory: category(f),
      outShare: Math.min(1, sum / f.inflow),
      hours: Math.round(((ms(legs[legs.length - 1]) - start) / 3_600_000) * 10) / 10,
      counterparty: legs[0].counterparty,
    });
  }
  return out;
}

/**
 * Pass-through (快进快出): an inflow ≥ fastMin passed on within fastWindowHours by one outflow of fastBandLow–
 * fastBandHigh of its amount, or by up to fastMaxLegs outflows to one counterparty adding up to that. Only outflows
 * that could be the same money count (`canPassOn`); each outflow is used once; the earliest inflow that fits wins.
 */
function passThrough(txs: Transaction[], canPassOn: (t: Transaction) => boolean): Anomaly[] {
  const out: Anomaly[] = [];
  const used = new Set<number>();
  const window = R.fastWindowHours * 3_600_000;
  for (let i = 0; i < txs.length; i += 1) {
    const inTx = txs[i];
    if (inTx.inflow < R.fastMin) continue;
    const start = ms(inTx);
    const low = inTx.inflow * R.fastBandLow;
    const high = inTx.inflow * R.fastBandHigh;
    const byCp = new Map<string, Transaction[]>();
    let found: Transaction[] | null = null;
    for (let j = i + 1; j < txs.length && ms(txs[j]) - start <= window && !found; j += 1) {
      const o = txs[j];
      if (o.outflow <= 0 || used.has(o.row) || !canPassOn(o)) continue;
      if (o.outflow >= low && o.outflow <= high) {
        found = [o];
        break;
      }
      const key = normalizeName(o.counterparty);
      if (!key || o.outflow > high) continue;
      const legs = [...(byCp.get(key) ?? []), o].slice(-R.fastMaxLegs);
      byCp.set(key, legs);
      const sum = legs.reduce((a, x) => a + x.outflow, 0);
      if (legs.length > 1 && sum >= low && sum <= high) found = legs;
    }
    if (!found) continue;
    found.forEach((o) => used.add(o.row));
    const sum = found.reduce((a, x) => a + x.outflow, 0);
    out.push({
      kind: 'fastInOut',
      severity: 'high',
      rows: [inTx.row, ...found.map((o) => o.row)],
      amount: inTx.inflow,
      outShare: Math.min(1, sum / inTx.inflow),
      hours: Math.round(((ms(found[found.length - 1]) - start) / 3_600_000) * 10) / 10,
      counterparty: inTx.counterparty,
    });
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
function relatedOf(
  name: string,
  match: EntityMatch | null,
  parties: RelatedParty[],
  named: Map<string, StatementRelatedParty>,
): StatementRelatedParty | null {
  const n = normalizeName(name);
  if (!n) return null;
  return (
    parties.find(
      (p) =>
        normalizeName(p.name) === n || (p.nameEn && normalizeName(p.nameEn) === n) || (match && p.ckey === match.ckey),
    ) ??
    named.get(n) ??
    null
  );
}

export interface AnalyzeOptions {
  /** The account holder as the visitor typed it (or the sample's company name); resolved to find its ownership graph. */
  holder?: string;
  /** Related parties named in the statement's title block (关联方：…). */
  titleRelated?: string[];
  /** Related parties the visitor listed in the form. */
  listedRelated?: string[];
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
  const holderKey = holder ? normalizeName(holder.name) : '';
  const holderKeys = new Set([holderKey, holder?.match ? normalizeName(holder.match.name) : ''].filter(Boolean));
  const clean = (list: string[] | undefined) =>
    [...new Set((list ?? []).map((x) => x.trim()).filter((x) => x && !holderKeys.has(normalizeName(x))))].slice(0, 50);
  const titleRelated = clean(opts.titleRelated);
  const listedRelated = clean(opts.listedRelated);
  const named = new Map<string, StatementRelatedParty>();
  for (const name of titleRelated) named.set(normalizeName(name), { name, relation: 'named', via: 'title' });
  for (const name of listedRelated)
    if (!named.has(normalizeName(name))) named.set(normalizeName(name), { name, relation: 'named', via: 'form' });
  const canCheckRelated = Boolean(holder?.match) || named.size > 0;

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
    if (holderKeys.has(normalizeName(g.name))) continue;
    g.related = relatedOf(g.name, null, parties, named);
  }
  const top = all.slice(0, R.topCounterparties);
  for (const g of top) {
    g.match = resolveName(g.name);
    if (!holderKeys.has(normalizeName(g.name))) g.related ??= relatedOf(g.name, g.match, parties, named);
  }
  const relatedKeys = new Set(all.filter((g) => g.related).map((g) => normalizeName(g.name)));

  // Classification, once per transaction.
  const ctx = { holder: holderKey, related: relatedKeys };
  const categoryOf = new Map<number, TxCategory>();
  for (const t of txs) {
    const c = classifyTransaction(t, ctx);
    // The holder's registered name (when the visitor typed another spelling) is its own account too.
    categoryOf.set(
      t.row,
      c !== 'internal' &&
        holderKeys.has(normalizeName(t.counterparty)) &&
        !financingCategories.has(c) &&
        c !== 'courtDeduction'
        ? 'internal'
        : c,
    );
  }
  const category = (t: Transaction) => categoryOf.get(t.row) as TxCategory;
  const isRelated = (t: Transaction) => relatedKeys.has(normalizeName(t.counterparty));
  const recurring = recurringSeries(txs, category);
  const recurringRows = new Set(recurring.flatMap((r) => r.rows));

  const categories: CategoryTotal[] = [];
  for (const [direction, list] of [
    ['in', inflowCategories],
    ['out', outflowCategories],
  ] as const) {
    for (const c of list) {
      const members = txs.filter((t) => (direction === 'in' ? t.inflow > 0 : t.outflow > 0) && category(t) === c);
      if (members.length === 0) continue;
      categories.push({
        direction,
        category: c,
        count: members.length,
        amount: members.reduce((s, t) => s + t.inflow + t.outflow, 0),
      });
    }
  }
  const inSum = (pred: (c: TxCategory) => boolean) =>
    categories.filter((c) => c.direction === 'in' && pred(c.category)).reduce((s, c) => s + c.amount, 0);
  const income = {
    operating: inSum((c) => c === 'sales'),
    financing: inSum((c) => financingCategories.has(c)),
    related: inSum((c) => c === 'relatedParty'),
    other: inSum((c) => c !== 'sales' && c !== 'relatedParty' && !financingCategories.has(c)),
  };

  const rest = all.slice(R.topCounterparties);
  const totalIn = txs.reduce((s, t) => s + t.inflow, 0);
  const totalOut = txs.reduce((s, t) => s + t.outflow, 0);
  // Customers: operating receipts only, per counterparty.
  const customers = new Map<string, { name: string; inflow: number }>();
  for (const t of txs) {
    const key = normalizeName(t.counterparty);
    if (t.inflow <= 0 || category(t) !== 'sales' || !key) continue;
    const c = customers.get(key) ?? { name: t.counterparty, inflow: 0 };
    c.inflow += t.inflow;
    customers.set(key, c);
  }
  const byReceipts = [...customers.values()].sort((a, b) => b.inflow - a.inflow || a.name.localeCompare(b.name));
  const top5 = byReceipts.slice(0, 5).reduce((s, g) => s + g.inflow, 0);
  const largestCustomer = byReceipts[0]
    ? { name: byReceipts[0].name, inflow: byReceipts[0].inflow, match: resolveName(byReceipts[0].name) }
    : null;
  const related = canCheckRelated ? all.filter((g) => g.related) : null;

  const diversion = financingDiversion(txs, category, isRelated);
  const diverted = new Set(diversion.flatMap((a) => a.rows.slice(1)));
  // Regular suppliers: paid in recurringMin or more different months — an operating relationship, not a conduit.
  const paidMonths = new Map<string, Set<string>>();
  for (const t of txs) {
    const k = normalizeName(t.counterparty);
    if (t.outflow > 0 && k) paidMonths.set(k, (paidMonths.get(k) ?? new Set()).add(t.date.slice(0, 7)));
  }
  const regular = (t: Transaction) => (paidMonths.get(normalizeName(t.counterparty))?.size ?? 0) >= R.recurringMin;
  const fast = passThrough(
    txs,
    (o) =>
      !routineOutflows.has(category(o)) &&
      !recurringRows.has(o.row) &&
      !diverted.has(o.row) &&
      !isEntrustedPayment(o) &&
      !(category(o) === 'supplier' && regular(o)),
  );
  const high = [...diversion, ...courtDeductions(txs), ...fast, ...structuring(txs)];
  const citedHigh = new Set(high.flatMap((a) => a.rows));
  const anomalies = [
    ...high,
    ...nightTime(txs),
    ...roundSums(
      txs,
      (t) =>
        recurringRows.has(t.row) ||
        citedHigh.has(t.row) ||
        !(
          roundSumCategories.has(category(t)) ||
          ((category(t) === 'sales' || category(t) === 'supplier') && looksLikePerson(t.counterparty))
        ),
    ),
  ];
  const cited = new Set<number>([
    ...anomalies.flatMap((a) => a.rows),
    ...(related ?? []).flatMap((g) => g.rows),
    ...recurring.flatMap((r) => r.rows),
  ]);
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
    categories,
    income,
    recurring,
    largestCustomer,
    top5CustomerShare: income.operating > 0 ? top5 / income.operating : 0,
    relatedSources: { registry: Boolean(holder?.match), title: titleRelated, listed: listedRelated },
    related: related ? related.map((g) => ({ ...strip(g), rows: g.rows })) : null,
    anomalies,
    transactions,
    skipped,
  };
}
