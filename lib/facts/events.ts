/**
 * One severity per event (issue 38): a dated record of a company — a court case, an enforcement entry, a news item,
 * a registration change — has the severity the monitoring rules give it (`lib/monitoring/rules.ts`, the first rule
 * that matches; ids like `R-LIT-02`), wherever it is shown: a risk signal on the company page, an alert in portfolio
 * monitoring. `null` when no rule raises it (a case as plaintiff, a positive news item).
 */
import type { CourtCase, NewsEntry } from '@/lib/registry/types';
import { alertRules, ruleFor, type Severity, type Signal } from '@/lib/monitoring/rules';

/** The severity of one event as a monitoring signal, or null when no rule applies. */
export function eventSeverity(signal: Signal): Severity | null {
  return ruleFor(signal, alertRules)?.severity ?? null;
}

/** A court case as the signal monitoring reads (the company's role, the case kind and the claim). */
export function litigationSignal(j: CourtCase): Signal {
  return { type: 'litigation', recordId: j.id, date: j.date, amount: j.amount, detail: j.role, sub: j.kind };
}

/** A news item as the signal monitoring reads (topic and sentiment). */
export function newsSignal(n: NewsEntry): Signal {
  return { type: 'news', recordId: n.id, date: n.date, detail: n.topic, sentiment: n.sentiment };
}

const rank: Record<Severity, number> = { low: 0, medium: 1, high: 2 };

/** The worst of some severities (`low` for none). */
export function worstSeverity(xs: readonly Severity[]): Severity {
  return xs.reduce<Severity>((w, s) => (rank[s] > rank[w] ? s : w), 'low');
}
