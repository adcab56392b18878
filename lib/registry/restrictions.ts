/**
 * Consumption-restriction orders (限制消费令, 限高) of registry enterprises, generated with the registry in their own
 * seeded stream (registry seed + ckey + `restrictions`): a court restricts a judgment debtor that has performed less
 * than 30 % of an enforcement, and with it the debtor's legal representative. Dates follow the enforcement entry by
 * 10–60 days (never after the demo date). Fictional sample data; ids `c<n>`, cited as `<ckey>/<id>`.
 */
import { registrySeed } from './keys';
import { factsAsOf } from '@/lib/facts/as-of';
import { seededStream } from './streams';
import type { Enterprise } from './types';

export interface ConsumptionRestriction {
  id: string;
  date: string;
  /** The enforcement entry it follows (`x<n>`). */
  enforcementId: string;
  /** The person restricted with the company: its legal representative. */
  personId: string;
  amount: number;
}

const cache = new WeakMap<Enterprise, ConsumptionRestriction[]>();

/** The enterprise's consumption-restriction orders, newest first (may be empty). */
export function consumptionRestrictions(e: Enterprise): ConsumptionRestriction[] {
  let out = cache.get(e);
  if (out) return out;
  const s = seededStream(registrySeed, e.ckey, 'restrictions');
  out = [];
  for (const x of [...e.enforcement].sort((a, b) => a.date.localeCompare(b.date))) {
    if (x.performedPct >= 30) continue;
    const date = new Date(Date.parse(`${x.date}T00:00:00Z`) + s.int(10, 60) * 86_400_000).toISOString().slice(0, 10);
    // Never after the demo date, nor after a deregistered company has ceased to exist.
    if (date > factsAsOf || (e.status === 'deregistered' && e.statusDate && date > e.statusDate)) continue;
    out.push({
      id: `c${out.length + 1}`,
      date,
      enforcementId: x.id,
      personId: e.legalRepId,
      amount: Math.round((x.amount * (100 - x.performedPct)) / 100),
    });
  }
  out.reverse();
  cache.set(e, out);
  return out;
}
