/**
 * The assessment's part of the cross-surface consistency test (issue 38), kept apart so the statements' part can grow
 * beside it: for one company in one locale, every surface that states a rating states the assessment's — the KYC
 * report (page and document) and batch screening the customer risk rating; the 360° view, dashboard, AI reports V1 and
 * V2 and the decision flow the credit assessment — with its rule version and as-of date; no rating is milder than its
 * worst finding; an inactive company (注销 / 吊销) is never recommended nor given a line anywhere; the remote visit's
 * checklist opens with the hard-rule findings; every record a finding cites exists and is the kind of record its
 * sentence is about (an open enforcement cites an entry not fully performed, a restriction names the person the
 * sentence names…). Independent of lib/facts' code paths where it can be: records are read from the registry.
 */
import type { Locale } from '@/i18n/routing';
import { compareWithAssessment } from '@/lib/decision/compare';
import { defaultFlow } from '@/lib/decision/defaults';
import { evaluateFlow } from '@/lib/decision/evaluate';
import { clientActionOf, companyFacts, factsAsOf, type Finding } from '@/lib/facts';
import { getRegistry } from '@/lib/registry';
import { equityFreezes } from '@/lib/registry/changes';
import { allGuarantees } from '@/lib/registry/guarantees';
import type { CompanyView, KycView } from '@/lib/registry/page-data';
import { consumptionRestrictions } from '@/lib/registry/restrictions';
import type { Enterprise } from '@/lib/registry/types';
import type { ReportDoc } from '@/lib/reports/report-model';
import { visitChecklist } from '@/lib/remote/checklist';
import type { ScreeningResult } from '@/lib/screening';
import { screeningLists } from '@/lib/screening/lists';

type Check = (ckey: string, surface: string, fact: string, ok: boolean, detail?: string) => void;

const rank = { low: 0, medium: 1, high: 2 } as const;
const totals = new Map<
  Locale,
  { companies: number; inactive: number; findings: number; citations: number; records: number }
>();

const docText = (doc: ReportDoc) =>
  doc.sections
    .flatMap((s) => [
      ...s.paragraphs,
      ...(s.rows ?? []).map((r) => `${r.label} ${r.value}`),
      ...(s.findings ?? []).map((f) => f.text),
      ...(s.bullets ?? []),
    ])
    .join('\n');

/** Whether the record a finding cites exists and is what the finding's sentence is about. */
function supports(f: Finding, e: Enterprise, recordId: string, section: string): boolean {
  const registry = getRegistry();
  const [owner, id] = recordId.includes('/') ? recordId.split('/') : [recordId, ''];
  const x = registry.byCkey.get(owner);
  switch (section) {
    case 'registration':
    case 'shareholders':
    case 'authorised':
      return !!x && !id;
    case 'watchlist':
      return screeningLists(registry).some((l) => l.id === owner && l.entries.some((w) => w.id === id));
    case 'guarantees': {
      const g = allGuarantees(registry).find((y) => y.id === recordId);
      return !!g && g.guarantor === e.ckey;
    }
    case 'restrictions': {
      const r = x && consumptionRestrictions(x).find((y) => y.id === id);
      return !!r && (f.subject?.kind !== 'person' || r.personId === f.subject.id);
    }
    case 'equityFreezes':
      return owner === e.ckey && equityFreezes(e).some((y) => y.id === id && y.date <= factsAsOf);
    case 'judicial': {
      const j = x?.judicial.find((y) => y.id === id);
      return !!j && owner === e.ckey && j.role === 'defendant';
    }
    case 'enforcement': {
      const n = x?.enforcement.find((y) => y.id === id);
      return !!n && owner === e.ckey && (f.code !== 'enforcementOpen' || n.performedPct < 100);
    }
    case 'dishonest':
      return !!x?.dishonest.some((y) => y.id === id) && (f.code === 'chainDishonest' ? owner !== e.ckey : true);
    case 'penalties':
      return !!x?.penalties.some((y) => y.id === id) && owner === e.ckey;
    case 'news':
      return !!x?.news.some((y) => y.id === id && y.sentiment === 'negative') && owner === e.ckey;
    default:
      return false;
  }
}

/** The assessment checks of one company in one locale (see module doc). */
export function assessmentChecks(input: {
  e: Enterprise;
  locale: Locale;
  view: CompanyView;
  kyc: KycView;
  v1: ReportDoc;
  v2: ReportDoc;
  row: ScreeningResult;
  kycDocText: string;
  check: Check;
}) {
  const { e, locale, view, kyc, v1, v2, row, kycDocText, check } = input;
  const { ckey } = e;
  const registry = getRegistry();
  const f = companyFacts(ckey, registry);
  const a = f.assessment;
  const av = view.assessment;
  const t = totals.get(locale) ?? { companies: 0, inactive: 0, findings: 0, citations: 0, records: 0 };
  totals.set(locale, t);
  t.companies += 1;

  // One rating per name, with rule version and as-of date, on every surface.
  check(ckey, 'assessment', 'rule line', av.ruleLine.includes(a.version) && av.asOf === factsAsOf);
  check(ckey, 'kyc', 'customer rating', kyc.text.conclusion.startsWith(av.customer.conclusion), kyc.text.conclusion);
  check(ckey, 'kyc', 'document states the rating and rules', kycDocText.includes(av.customer.conclusion));
  check(ckey, 'kyc', 'document rule line', kycDocText.includes(av.ruleLine));
  check(
    ckey,
    'screening',
    'verdict is the customer risk rating',
    (row.verdict === 'high') === (a.customer.level === 'high') &&
      (a.customer.level !== 'medium' || row.verdict === 'review'),
    `${row.verdict} vs ${a.customer.level}`,
  );
  const cu = view.figures.customer;
  check(
    ckey,
    '360',
    'credit rating',
    cu.internalRating === a.credit.grade && cu.ratingScore === a.credit.score && cu.riskLevel === a.credit.level,
  );
  const action = clientActionOf(a.credit, cu.approvedLine);
  check(ckey, '360', 'suggested line', cu.suggestedLimit === action.suggestedLine, `${cu.suggestedLimit}`);
  check(
    ckey,
    '360',
    'line rationale',
    view.text.limitRationale === av.credit.limitRationale && av.credit.clientAction === action.action,
  );
  for (const [name, doc] of [
    ['aiV1', v1],
    ['aiV2', v2],
  ] as const) {
    const text = docText(doc);
    check(ckey, name, 'credit conclusion', text.includes(av.credit.conclusion));
    check(ckey, name, 'rule line', text.includes(av.ruleLine));
  }

  // The decision flow with untouched thresholds is the credit assessment's flow; where they differ, it says why.
  if (locale === 'zh-CN') {
    const flow = defaultFlow();
    const d = evaluateFlow(flow, e, registry);
    const cmp = compareWithAssessment(flow, d, e, registry);
    check(ckey, 'decision', 'default flow inside the assessment', d.decision === a.credit.flow.decision);
    check(
      ckey,
      'decision',
      'agrees or says why',
      cmp.differences.length === 0 &&
        (cmp.agrees || cmp.beyondFlow.length > 0 || a.customer.recommendation !== 'onboard'),
      JSON.stringify(cmp),
    );
    // The remote visit opens with the hard-rule findings.
    const items = visitChecklist(e, registry);
    const hardCodes = [...new Set(a.hardFindings.map((x) => x.code))];
    check(
      ckey,
      'remote',
      'opens with hard rules',
      hardCodes.every((c, i) => items[i]?.id === `hard${c[0].toUpperCase()}${c.slice(1)}`) &&
        items.filter((i) => i.id.startsWith('hard')).length === hardCodes.length,
    );
  }

  // Never milder than the worst finding.
  const worst = (xs: Finding[]) => xs.reduce((w, x) => Math.max(w, rank[x.severity]), 0);
  check(ckey, 'assessment', 'customer ≥ worst finding', rank[a.customer.level] >= worst(a.customer.findings));
  check(ckey, 'assessment', 'credit ≥ worst finding', rank[a.credit.level] >= worst(a.credit.findings));

  // An inactive company is never recommended nor given a line anywhere.
  if (e.status === 'deregistered' || e.status === 'revoked') {
    t.inactive += 1;
    check(
      ckey,
      'inactive',
      'assessment declines',
      a.customer.recommendation === 'decline' && a.credit.recommendation === 'decline' && a.credit.line === 0,
    );
    check(ckey, 'inactive', '360 exit', cu.suggestedLimit === 0 && av.credit.clientAction === 'exitAndRecover');
    check(
      ckey,
      'inactive',
      'KYC, AI and 360 say decline',
      kyc.text.conclusion.includes(av.customer.recommendationText) &&
        docText(v1).includes(av.credit.recommendationText),
    );
    if (locale === 'zh-CN')
      check(
        ckey,
        'inactive',
        'decision flow declines',
        evaluateFlow(defaultFlow(), e, registry).limit === 0 && a.credit.flow.decision === 'decline',
      );
  }

  // Citations: every record a finding cites exists and supports its sentence; the KYC shows each finding's sentence.
  for (const x of [...a.customer.findings, ...a.credit.findings.filter((y) => y.scope === 'credit')]) {
    t.findings += 1;
    check(ckey, 'citations', `${x.code} cites`, x.sources.length > 0);
    for (const s of x.sources) {
      t.citations += 1;
      check(ckey, 'citations', `${x.code} ${s.section}`, supports(x, e, s.recordId, s.section), s.recordId);
    }
  }
  for (const x of av.customer.findings) check(ckey, 'kyc', `finding ${x.code} shown`, kycDocText.includes(x.text));

  // Every record type on every company surface, counted once: the registry's records, recounted here.
  const expected = new Set([
    ...e.enforcement.map((x) => `${ckey}/${x.id}`),
    ...e.dishonest.map((x) => `${ckey}/${x.id}`),
    ...consumptionRestrictions(e).map((x) => `${ckey}/${x.id}`),
    ...equityFreezes(e)
      .filter((x) => x.date <= factsAsOf)
      .map((x) => `${ckey}/${x.id}`),
    ...allGuarantees(registry)
      .filter((g) => (g.guarantor === ckey || g.debtor === ckey) && g.date <= factsAsOf)
      .map((g) => g.id),
  ]);
  const shown = view.records.rows.map((r) => r.recordId);
  t.records += shown.length;
  check(
    ckey,
    'records',
    'company, 360°, KYC rows',
    shown.length === expected.size &&
      shown.every((id) => expected.has(id)) &&
      JSON.stringify(kyc.company.records) === JSON.stringify(view.records),
    `${shown.length} ≠ ${expected.size}`,
  );
  const v1Findings = v1.sections.flatMap((s) => s.findings ?? []).flatMap((x) => x.sources.map((c) => c.recordId));
  check(
    ckey,
    'records',
    'KYC document and AI report cite each',
    shown.every((id) => kycDocText.includes(id) && v1Findings.includes(id)),
  );
}

/** One line of figures per locale for the test's report. */
export function assessmentTotals(locale: Locale): string {
  const t = totals.get(locale);
  return t
    ? `assessment (${locale}): ${t.companies} companies, ${t.inactive} inactive, ${t.findings} findings citing ${t.citations} records checked, ${t.records} other records on every surface`
    : '';
}
