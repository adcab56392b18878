/**
 * Portfolio monitoring (pure): the dated records of each watched enterprise — court cases, enforcement, dishonest-debtor
 * entries, equity freezes, penalties, news, registration changes (`lib/registry/changes.ts`) — inside a window ending
 * on the demo date become signals; each signal that a rule of `rules.ts` matches becomes an alert with its evidence.
 * The board counts alerts by severity, industry, city and rule, and by week. Shapes are those of `POST /api/monitoring`.
 */
import { litigationSignal, newsSignal } from '@/lib/facts/events';
import { equityFreezes, registrationChanges } from '@/lib/registry/changes';
import type { Enterprise } from '@/lib/registry/types';
import { ruleFor, type AlertRule, type Severity, type Signal } from './rules';

export interface Alert {
  /** `<ckey>/<recordId>`: unique, and the citation of the evidence record. */
  id: string;
  ruleId: string;
  severity: Severity;
  date: string;
  ckey: string;
  evidence: Signal;
}

export interface WatchedCompany {
  ckey: string;
  industry: string;
  cityCode: string;
}

export interface Board {
  total: number;
  companiesWithAlerts: number;
  bySeverity: Record<Severity, number>;
  byIndustry: { code: string; count: number }[];
  byCity: { code: string; count: number }[];
  byRule: { id: string; count: number }[];
  /** One entry per week of the window, oldest first; `week` is the week's first day. */
  weekly: ({ week: string } & Record<Severity, number>)[];
}

export interface MonitoringWindow {
  /** Last day of the window (the demo date), ISO. */
  asOf: string;
  /** Window length in days, 1–366 (180 by default in the demo). */
  days: number;
}

const day = 86_400_000;

/** First day of a window of `days` days ending on `asOf` (both included). */
export function windowStart({ asOf, days }: MonitoringWindow): string {
  return new Date(Date.parse(`${asOf}T00:00:00Z`) - (days - 1) * day).toISOString().slice(0, 10);
}

/** Every dated record of an enterprise as a signal (all dates; the caller filters the window). */
export function signalsOf(e: Enterprise): Signal[] {
  const out: Signal[] = [];
  for (const j of e.judicial) out.push(litigationSignal(j));
  for (const x of e.enforcement)
    out.push({ type: 'enforcement', recordId: x.id, date: x.date, amount: x.amount, detail: `${x.performedPct}` });
  for (const d of e.dishonest)
    out.push({ type: 'dishonest', recordId: d.id, date: d.date, amount: d.amount, detail: d.reason });
  for (const f of equityFreezes(e))
    out.push({
      type: 'equityFreeze',
      recordId: f.id,
      date: f.date,
      amount: f.amount,
      detail: f.holderId,
      ratio: f.pct,
    });
  for (const p of e.penalties)
    out.push({ type: 'penalty', recordId: p.id, date: p.date, amount: p.amount, detail: p.reason });
  for (const n of e.news) out.push(newsSignal(n));
  for (const c of registrationChanges(e)) {
    const s: Signal = { type: 'registration', recordId: c.id, date: c.date, detail: c.kind };
    if (c.kind === 'capital') {
      s.amount = c.to;
      s.ratio = c.to / c.from;
    } else if (c.kind === 'shareholder') s.ratio = Math.round(Math.abs(c.toPct - c.fromPct) * 10) / 10;
    else if (c.kind === 'status') s.sub = c.to;
    out.push(s);
  }
  return out;
}

/** The alerts of one enterprise inside the window, newest first. */
export function alertsOf(e: Enterprise, window: MonitoringWindow, rules?: readonly AlertRule[]): Alert[] {
  const from = windowStart(window);
  const alerts: Alert[] = [];
  for (const s of signalsOf(e)) {
    if (s.date < from || s.date > window.asOf) continue;
    const rule = ruleFor(s, rules);
    if (rule)
      alerts.push({
        id: `${e.ckey}/${s.recordId}`,
        ruleId: rule.id,
        severity: rule.severity,
        date: s.date,
        ckey: e.ckey,
        evidence: s,
      });
  }
  return alerts.sort(byDateThenSeverity);
}

const rank: Record<Severity, number> = { high: 0, medium: 1, low: 2 };
function byDateThenSeverity(a: Alert, b: Alert): number {
  return b.date.localeCompare(a.date) || rank[a.severity] - rank[b.severity] || a.id.localeCompare(b.id);
}

function counted(map: Map<string, number>): { code: string; count: number }[] {
  return [...map]
    .map(([code, count]) => ({ code, count }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}

/** Board figures of a list of alerts over the window (see `Board`). */
export function boardOf(alerts: Alert[], companies: Map<string, WatchedCompany>, window: MonitoringWindow): Board {
  const bySeverity: Record<Severity, number> = { high: 0, medium: 0, low: 0 };
  const industry = new Map<string, number>();
  const city = new Map<string, number>();
  const rule = new Map<string, number>();
  const start = Date.parse(`${windowStart(window)}T00:00:00Z`);
  const weeks = Math.ceil(window.days / 7);
  const weekly = Array.from({ length: weeks }, (_, i) => ({
    week: new Date(start + i * 7 * day).toISOString().slice(0, 10),
    high: 0,
    medium: 0,
    low: 0,
  }));
  const withAlerts = new Set<string>();
  for (const a of alerts) {
    bySeverity[a.severity] += 1;
    const c = companies.get(a.ckey);
    if (c) {
      industry.set(c.industry, (industry.get(c.industry) ?? 0) + 1);
      city.set(c.cityCode, (city.get(c.cityCode) ?? 0) + 1);
    }
    rule.set(a.ruleId, (rule.get(a.ruleId) ?? 0) + 1);
    withAlerts.add(a.ckey);
    const w = Math.floor((Date.parse(`${a.date}T00:00:00Z`) - start) / (7 * day));
    if (weekly[w]) weekly[w][a.severity] += 1;
  }
  return {
    total: alerts.length,
    companiesWithAlerts: withAlerts.size,
    bySeverity,
    byIndustry: counted(industry),
    byCity: counted(city),
    byRule: counted(rule).map(({ code, count }) => ({ id: code, count })),
    weekly,
  };
}

/** Monitors a watchlist: every alert (newest first) and the board. Duplicated enterprises are watched once. */
export function monitor(
  enterprises: Enterprise[],
  window: MonitoringWindow,
  rules?: readonly AlertRule[],
): { alerts: Alert[]; board: Board } {
  const companies = new Map<string, WatchedCompany>();
  const alerts: Alert[] = [];
  for (const e of enterprises) {
    if (companies.has(e.ckey)) continue;
    companies.set(e.ckey, { ckey: e.ckey, industry: e.industry, cityCode: e.cityCode });
    alerts.push(...alertsOf(e, window, rules));
  }
  alerts.sort(byDateThenSeverity);
  return { alerts, board: boardOf(alerts, companies, window) };
}

export { alertRules, ruleFor, severities, signalTypes } from './rules';
export type { AlertRule, Severity, Signal, SignalType } from './rules';
