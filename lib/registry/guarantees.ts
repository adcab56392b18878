/**
 * Loan guarantees between registry enterprises (对外担保), generated with the registry in its own seeded stream
 * (registry seed + `registry` + `guarantees`), so existing records are unchanged:
 * - **within groups**: a shareholder enterprise guarantees a loan of a company it holds (about 30 % of holdings);
 * - **chains**: about 3 % of companies guarantee a loan of another company in their city;
 * - **circles (担保圈)**: about 1 % of companies start a circle of 2–4 companies in their city, each guaranteeing the
 *   next one's loan and the last the first's — the mutual-guarantee structure that spreads one default through a
 *   region's borrowers.
 * Amounts in yuan; ids `g<n>` unique per guarantor, cited as `<guarantor ckey>/g<n>`. Fictional sample data.
 */
import { registrySeed } from './keys';
import { factsAsOf } from '@/lib/facts/as-of';
import { placeInLife } from './life';
import { seededStream } from './streams';
import type { Registry } from './types';

export interface Guarantee {
  /** `<guarantor ckey>/g<n>`. */
  id: string;
  guarantor: string;
  debtor: string;
  amount: number;
  date: string;
  /** Months the guarantee runs. */
  termMonths: number;
  kind: 'group' | 'chain' | 'circle';
}

const cache = new WeakMap<Registry, { all: Guarantee[]; byCompany: Map<string, Guarantee[]> }>();

function build(registry: Registry) {
  const s = seededStream(registrySeed, 'registry', 'guarantees');
  const raw: Omit<Guarantee, 'id'>[] = [];
  const byCity = new Map<string, string[]>();
  for (const e of registry.enterprises) {
    if (e.status !== 'active' && e.status !== 'operating') continue;
    const list = byCity.get(e.cityCode) ?? [];
    list.push(e.ckey);
    byCity.set(e.cityCode, list);
  }
  const add = (guarantor: string, debtor: string, kind: Guarantee['kind']) => {
    if (guarantor === debtor) return;
    const amount = s.int(5, 300) * 100_000;
    const drawn = s.date('2023-01-01', factsAsOf);
    const termMonths = s.pick([12, 24, 36]);
    // Signed while both parties existed and traded: the drawn date keeps its place within their common life, and a
    // pair that never coexisted since 2023 has no guarantee (the draws are made all the same, so later ones stay).
    const g = registry.byCkey.get(guarantor)!;
    const d = registry.byCkey.get(debtor)!;
    const lo = ['2023-01-01', g.established, d.established].reduce((a, b) => (a > b ? a : b));
    const hi = [factsAsOf, g.statusDate ?? factsAsOf, d.statusDate ?? factsAsOf].reduce((a, b) => (a < b ? a : b));
    if (lo > hi) return;
    raw.push({
      guarantor,
      debtor,
      kind,
      amount,
      date: placeInLife(drawn, '2023-01-01', factsAsOf, lo, hi),
      termMonths,
    });
  };
  for (const e of registry.enterprises) {
    for (const h of e.shareholders) if (h.kind === 'enterprise' && s.next() < 0.3) add(h.id, e.ckey, 'group');
    const peers = byCity.get(e.cityCode) ?? [];
    if (peers.length < 5 || (e.status !== 'active' && e.status !== 'operating')) continue;
    const r = s.next();
    if (r < 0.01) {
      const size = s.int(2, 4);
      const members = [e.ckey];
      for (let guard = 0; members.length < size && guard < 20; guard++) {
        const p = s.pick(peers);
        if (!members.includes(p)) members.push(p);
      }
      members.forEach((m, i) => add(m, members[(i + 1) % members.length], 'circle'));
    } else if (r < 0.04) add(e.ckey, s.pick(peers), 'chain');
  }
  const counters = new Map<string, number>();
  const all = raw.map((g) => {
    const n = (counters.get(g.guarantor) ?? 0) + 1;
    counters.set(g.guarantor, n);
    return { id: `${g.guarantor}/g${n}`, ...g };
  });
  const byCompany = new Map<string, Guarantee[]>();
  for (const g of all) {
    for (const k of [g.guarantor, g.debtor]) {
      const list = byCompany.get(k) ?? [];
      list.push(g);
      byCompany.set(k, list);
    }
  }
  return { all, byCompany };
}

/** Every guarantee in the registry (computed once per registry). */
export function allGuarantees(registry: Registry): Guarantee[] {
  let c = cache.get(registry);
  if (!c) cache.set(registry, (c = build(registry)));
  return c.all;
}

/** Guarantees an enterprise gives or receives. */
export function guaranteesOf(ckey: string, registry: Registry): Guarantee[] {
  allGuarantees(registry);
  return cache.get(registry)!.byCompany.get(ckey) ?? [];
}
