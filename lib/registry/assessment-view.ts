/**
 * The company's assessment (`lib/facts/assessment.ts`) as every surface renders it, in one locale: the two named
 * ratings with their level, grade, recommendation, the rule version and the as-of date, each finding as a sentence with
 * the records it cites, the existing client's action on its approved line, and the steps to take. Built once per view
 * (the page loaders cache views); surfaces print these strings and never reword a verdict.
 */
import {
  clientActionOf,
  type ClientAction,
  type Finding,
  type ProspectRecommendation,
  type RecordKind,
  type RecordRow,
} from '@/lib/facts';
import { companyFacts, entityListHitsOf, listHitsOf } from '@/lib/facts';
import { translator } from '@/i18n/translator';
import type { Locale } from '@/i18n/routing';
import { formulaLine, listLabel } from '@/lib/screening/hit-explained';
import type { RiskLevel } from '@/lib/sample-data/companies';
import { localName } from './local-name';
import type { TextContext } from './profile';
import type { Registry } from './types';

/** The findings that rest on a PEP / sanctions list hit (lib/facts/assessment.ts). */
const listCodes = new Set<string>([
  'sanctionsListedEntity',
  'sanctionsConfirmedControl',
  'sanctionsConfirmedOther',
  'sanctionsPossible',
  'pep',
]);

/** One finding as a sentence, with the rule it comes from and the records it cites (`<ckey>/<id>` …). */
export interface FindingView {
  code: Finding['code'];
  rule: string;
  severity: RiskLevel;
  hard: boolean;
  text: string;
  sources: Finding['sources'];
}

export interface AssessmentView {
  version: string;
  asOf: string;
  /** "规则 v2026.11-1 · 数据截至 2026年11月20日" / "Rules v2026.11-1 · data as of 20 Nov 2026". */
  ruleLine: string;
  hardFindings: FindingView[];
  customer: {
    name: string;
    level: RiskLevel;
    recommendation: ProspectRecommendation;
    recommendationText: string;
    seniorApproval: boolean;
    /** One sentence: rating, level, recommendation. */
    conclusion: string;
    findings: FindingView[];
  };
  credit: {
    name: string;
    score: number;
    grade: string;
    level: RiskLevel;
    line: number;
    recommendation: ProspectRecommendation;
    recommendationText: string;
    conclusion: string;
    findings: FindingView[];
    /** Existing client: the action on the approved line and the line suggested. */
    clientAction: ClientAction;
    clientActionText: string;
    approvedLine: number;
    suggestedLine: number;
    limitRationale: string;
  };
  /** Steps to take, most severe finding first (at most four, distinct), or the standard step when there is none. */
  actions: string[];
}

const rank: Record<RiskLevel, number> = { high: 0, medium: 1, low: 2 };

/** The assessment of `ckey` as surfaces render it; `approvedLine` is the bank's current line (CNY). */
export function assessmentViewOf(
  ckey: string,
  registry: Registry,
  ctx: TextContext,
  approvedLine: number,
): AssessmentView {
  const { t, tc, locale, money, pct } = ctx;
  const a = companyFacts(ckey, registry).assessment;
  const sep = locale.startsWith('en') ? ', ' : '、';
  const nameOf = (kind: 'person' | 'enterprise', id: string) => {
    const x = kind === 'person' ? registry.persons.get(id) : registry.byCkey.get(id);
    return x ? localName(x, locale) : id;
  };
  const e = registry.byCkey.get(ckey)!;
  const ubos = companyFacts(ckey, registry).ownership.ubos;
  const findingText = (f: Finding): string => {
    const v = f.values;
    const roles = (f.subject?.roles ?? []).map((r) => t(`assessment.roles.${r}`)).join(sep);
    const base: Record<string, string | number> = {
      name: f.subject ? nameOf(f.subject.kind, f.subject.id) : nameOf('person', e.legalRepId),
      roles,
      count: Number(v.count ?? 0),
      total: Number(v.total ?? 0),
      amount: money(Number(v.amount ?? 0)),
      pct: pct(Number(v.pct ?? 0)),
      strength: Number(v.strength ?? 0),
      depth: Number(v.depth ?? 0),
      circle: v.circle ? 'yes' : 'no',
      status: tc(`status.${String(v.status ?? e.status)}`),
    };
    switch (f.code) {
      case 'litigationHeavy':
        base.amount = money(Number(v.exposure ?? 0));
        break;
      case 'ownershipLoop':
        base.names = ubos.map((u) => nameOf('person', u.personId)).join(sep) || '—';
        break;
      case 'relatedHighRisk':
        base.names = f.sources.map((s) => nameOf('enterprise', s.recordId)).join(sep);
        break;
      case 'flowCheck':
        base.check = t(`assessment.checks.${String(v.check)}`, { value: v.value, threshold: v.threshold });
        break;
    }
    return `${t(`assessment.findings.${f.code}`, base)}${listBasis(f)}`;
  };
  // A PEP / sanctions finding states the hit it rests on: entry, list and version, band, and the strength's formula
  // with its figures and the threshold (lib/screening/hit-explained.ts, as the screening pages and PDFs show it).
  const listBasis = (f: Finding): string => {
    if (!listCodes.has(f.code) || !f.subject) return '';
    const hits =
      f.subject.kind === 'person' ? listHitsOf(f.subject.id, registry) : entityListHitsOf(f.subject.id, registry);
    const hit = hits.find((h) => h.entry.id === f.values.entry && h.list.id === f.values.list);
    if (!hit) return '';
    const rd = translator(locale as Locale, 'riskDemos');
    return ` ${t('assessment.listBasis', {
      // An English text names people and companies in English only.
      entry: `${hit.entry.id} ${locale.startsWith('en') ? hit.entry.nameEn : hit.entry.name}`,
      list: listLabel(rd, hit.list),
      band: rd(`listScreening.band.${hit.band}`),
      formula: formulaLine(hit, rd),
    })}`;
  };
  const view = (fs: Finding[]): FindingView[] =>
    [...fs]
      .sort((x, y) => Number(y.hard) - Number(x.hard) || rank[x.severity] - rank[y.severity])
      .map((f) => ({
        code: f.code,
        rule: f.rule,
        severity: f.severity,
        hard: f.hard,
        text: findingText(f),
        sources: f.sources,
      }));
  const customerFindings = view(a.customer.findings);
  const creditFindings = view(a.credit.findings);
  const rec = (r: ProspectRecommendation) => t(`assessment.recommendation.${r}`);
  const customerName = t('assessment.customerName');
  const creditName = t('assessment.creditName');
  const { action, suggestedLine } = clientActionOf(a.credit, approvedLine);
  const actions = [
    ...new Set(
      [...customerFindings, ...creditFindings]
        .sort((x, y) => Number(y.hard) - Number(x.hard) || rank[x.severity] - rank[y.severity])
        .map((f) => f.code)
        .filter((c) => c !== 'penalties' && c !== 'litigationRecent' && c !== 'negativeNews' && c !== 'sharedAddress')
        .map((c) =>
          c === 'enforcementPerformed' ? 'enforcementOpen' : c === 'guaranteesGiven' ? 'guaranteesHeavy' : c,
        )
        .map((c) => t(`assessment.actions.${c}`)),
    ),
  ].slice(0, 4);
  return {
    version: a.version,
    asOf: a.asOf,
    ruleLine: t('assessment.ruleLine', { version: a.version, date: ctx.date(a.asOf) }),
    hardFindings: view(a.hardFindings),
    customer: {
      name: customerName,
      level: a.customer.level,
      recommendation: a.customer.recommendation,
      recommendationText: rec(a.customer.recommendation),
      seniorApproval: a.customer.seniorApproval,
      conclusion: t('assessment.kycConclusion', {
        rating: customerName,
        level: tc(`severity.${a.customer.level}`),
        recommendation: rec(a.customer.recommendation),
      }),
      findings: customerFindings,
    },
    credit: {
      name: creditName,
      score: a.credit.score,
      grade: a.credit.grade,
      level: a.credit.level,
      line: a.credit.line,
      recommendation: a.credit.recommendation,
      recommendationText: rec(a.credit.recommendation),
      conclusion: t('assessment.creditConclusion', {
        rating: creditName,
        grade: a.credit.grade,
        score: a.credit.score,
        recommendation: rec(a.credit.recommendation),
        line: money(a.credit.line),
      }),
      findings: creditFindings,
      clientAction: action,
      clientActionText: t(`assessment.clientAction.${action}`),
      approvedLine,
      suggestedLine,
      limitRationale: t('assessment.limitRationale', {
        action,
        same: suggestedLine === approvedLine ? 'yes' : 'no',
        line: money(approvedLine),
        suggested: money(suggestedLine),
      }),
    },
    actions: actions.length ? actions : [t('assessment.actions.default')],
  };
}

/** One record row as the surfaces print it: kind label, date, amount, a detail sentence and its citation. */
export interface RecordRowView {
  kind: RecordKind;
  kindText: string;
  date: string;
  amount: number;
  detail: string;
  section: RecordRow['section'];
  recordId: string;
}

/** The records besides court cases (`companyFacts().records`) in the view's locale, with a one-line count. */
export interface RecordsView {
  summary: string;
  rows: RecordRowView[];
}

/** The records view of `ckey` (see `RecordsView`); texts from `company.otherRecords`. */
export function recordsViewOf(ckey: string, registry: Registry, ctx: TextContext): RecordsView {
  const { tc, locale, pct } = ctx;
  const r = companyFacts(ckey, registry).records;
  const nameOf = (p: { kind: 'person' | 'enterprise'; id: string } | undefined) => {
    if (!p) return '';
    const x = p.kind === 'person' ? registry.persons.get(p.id) : registry.byCkey.get(p.id);
    return x ? localName(x, locale) : p.id;
  };
  return {
    summary: tc('otherRecords.summary', r.counts),
    rows: r.rows.map((x) => ({
      kind: x.kind,
      kindText: tc(`otherRecords.kinds.${x.kind}`),
      date: x.date,
      amount: x.amount,
      detail: tc(`otherRecords.details.${x.kind}`, {
        pct: pct(x.pct ?? 0),
        name: nameOf(x.party),
        note: x.note ?? 'other',
      }),
      section: x.section,
      recordId: x.recordId,
    })),
  };
}
