/**
 * The sentences of a statement analysis, written once for the web result and the PDF report: the key points, each
 * anomaly's detail line, and a related party's relation and source. Keys are relative to `tryIt.statement` in
 * `messages/<locale>/tryIt.json`; the caller passes its translator and its money and percent formatters.
 */
import { financingCategories } from './classify';
import type { Anomaly, StatementAnalysis, StatementRelatedParty } from './types';

/** Translator for keys under `tryIt.statement`. */
export type StatementT = (key: string, values?: Record<string, string | number>) => string;
/** Formats fen as money; formats a share (0–1) as a percentage. */
export interface StatementFormat {
  money: (fen: number) => string;
  pct: (share: number) => string;
  /** The name to show for a counterparty (the registry's English name on English pages). */
  name: (g: { name: string; match: { nameEn: string } | null; related?: { nameEn?: string } | null }) => string;
}

/** The key points of an analysis, in reading order. */
export function statementFindings(a: StatementAnalysis, t: StatementT, f: StatementFormat): string[] {
  const relIn = (a.related ?? []).reduce((s, g) => s + g.inflow, 0);
  const relOut = (a.related ?? []).reduce((s, g) => s + g.outflow, 0);
  const direction =
    a.totals.opening === null || a.totals.closing === null
      ? 'other'
      : a.totals.closing > a.totals.opening
        ? 'up'
        : a.totals.closing < a.totals.opening
          ? 'down'
          : 'other';
  const diversions = a.anomalies.filter((x) => x.kind === 'financingDiversion');
  return [
    t('findings.income', {
      operating: f.money(a.income.operating),
      financing: f.money(a.income.financing),
      related: f.money(a.income.related),
      other: f.money(a.income.other),
    }),
    ...diversions.map((x) =>
      t('findings.diversion', {
        inflow: f.money(x.inflowAmount ?? 0),
        amount: f.money(x.amount),
        name: x.counterparty ?? '',
        hours: x.hours ?? 0,
      }),
    ),
    t('findings.net', { amount: f.money(a.totals.net), direction }),
    a.continuity === null
      ? t('findings.continuityUnavailable')
      : a.continuity.breaks.length === 0
        ? t('findings.continuityOk', { checked: a.continuity.checked })
        : t('findings.continuityBreaks', { count: a.continuity.breaks.length }),
    a.largestCustomer
      ? t('findings.concentration', {
          pct: f.pct(a.top5CustomerShare),
          name: f.name(a.largestCustomer),
          amount: f.money(a.largestCustomer.inflow),
        })
      : t('findings.noCustomers'),
    ...(a.recurring.length > 0
      ? [
          t('findings.recurring', {
            count: a.recurring.length,
            monthly: f.money(a.recurring.filter((r) => r.direction === 'out').reduce((s, r) => s + r.amount, 0)),
          }),
        ]
      : []),
    a.related === null
      ? t('findings.relatedUnavailable')
      : a.related.length === 0
        ? t('findings.relatedNone')
        : t('findings.related', { count: a.related.length, inflow: f.money(relIn), outflow: f.money(relOut) }),
    a.anomalies.length === 0
      ? t('findings.anomaliesNone')
      : t('findings.anomalies', {
          count: a.anomalies.length,
          high: a.anomalies.filter((x) => x.severity === 'high').length,
        }),
    ...(a.skipped.length > 0 ? [t('findings.skipped', { count: a.skipped.length })] : []),
  ];
}

/** One anomaly's detail line. */
export function anomalyDetail(x: Anomaly, t: StatementT, f: StatementFormat): string {
  switch (x.kind) {
    case 'financingDiversion':
      return t('anomalies.financingDiversionDetail', {
        inflow: f.money(x.inflowAmount ?? 0),
        kind: t(
          `categories.${x.inflowCategory && financingCategories.has(x.inflowCategory) ? x.inflowCategory : 'loan'}.name`,
        ),
        amount: f.money(x.amount),
        share: f.pct(x.outShare ?? 0),
        hours: x.hours ?? 0,
      });
    case 'courtDeduction':
      return t('anomalies.courtDeductionDetail', { amount: f.money(x.amount) });
    case 'roundSum':
      return t('anomalies.roundSumDetail', { amount: f.money(x.amount) });
    case 'nightTime':
      return t('anomalies.nightTimeDetail', { amount: f.money(x.amount) });
    case 'fastInOut':
      return t('anomalies.fastInOutDetail', {
        amount: f.money(x.amount),
        hours: x.hours ?? 0,
        share: f.pct(x.outShare ?? 0),
      });
    case 'structuring':
      return t('anomalies.structuringDetail', {
        count: x.rows.length,
        amount: f.money(x.amount),
        threshold: `${f.money(x.threshold ?? 0)} ${t(x.thresholdKind === 'cash' ? 'anomalies.thresholdCash' : 'anomalies.thresholdCorporateTransfer')}`,
      });
  }
}

/** A related party's relation (股东 · 持股 60 % …, or "named in the title block / by you"). */
export function relationLabel(p: StatementRelatedParty, t: StatementT, pct: (percent: number) => string): string {
  if (p.relation === 'named') return t(p.via === 'title' ? 'related.namedTitle' : 'related.namedForm');
  return t(`related.${p.relation}`, { pct: p.pct !== undefined ? pct(p.pct) : '' });
}

/** Where a related party's relation is recorded (a registry record), or null for a named one. */
export function relationSource(p: StatementRelatedParty, t: StatementT): string | null {
  if (p.relation === 'named') return null;
  return t('related.source', { section: t(`sections.${p.source.section}`), id: p.source.recordId });
}
