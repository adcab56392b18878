/**
 * The AI report as data: which report types and templates exist (one `ReportSpec` / `TemplateSpec` record each:
 * sections, analysis steps, authorisation, number code), and a builder that turns a company (`ReportSubject`, any
 * registry enterprise) into a structured `ReportDoc`. The same document is rendered on the page (`ReportDocument`),
 * into the PDFs (`lib/pdf/report-doc.ts`), the downloadable HTML / text files (`report-export.ts`) and the online
 * documents.
 * Everything it reads is fictional sample data.
 */
import type { _Translator, Messages } from 'next-intl';
import {
  formatCount,
  formatDate,
  formatDateTimeZoned,
  formatMoney,
  formatMonth,
  formatPct,
  orUndisclosed,
  type Formatter,
} from '@/lib/format';
import type { AssessmentView, RecordsView } from '@/lib/registry/assessment-view';
import type { CompanyFacts } from '@/lib/facts';
import type { OwnershipView } from '@/lib/registry/ownership-view';
import { riskCounts, type CompanyFigures, type CompanyText } from '@/lib/sample-data/companies';
import type { KycFigures } from '@/lib/sample-data/kyc-reports';
import {
  cite,
  citationLabel,
  citationText,
  judicialCitation,
  newsCitation,
  riskCitations,
  shareholderCitation,
  type Citation,
} from './citations';
import { ownershipParts } from './ownership-doc';
import type { ReportOptions } from './report-options';

export const sectionIds = [
  'summary',
  'registration',
  'shareholders',
  'risks',
  'judicial',
  'news',
  'operating',
  'cashFlow',
  'credit',
  'conclusion',
] as const;
export type SectionId = (typeof sectionIds)[number];

/** Analysis steps shown on /AI/reportV1/think. */
export const thinkStepIds = [
  'registration',
  'ownership',
  'judicial',
  'signals',
  'news',
  'authorisation',
  'scoring',
  'drafting',
] as const;
export type ThinkStepId = (typeof thinkStepIds)[number];

export const reportTypes = ['overview', 'risk', 'credit'] as const;
export type ReportType = (typeof reportTypes)[number];

export const templateIds = ['creditMemo', 'postLoan', 'supplier', 'sentiment'] as const;
export type TemplateId = (typeof templateIds)[number];

/** One one-click report type (/AI/reportV1). */
export interface ReportSpec {
  /** Two letters in the report number. */
  code: string;
  sections: readonly SectionId[];
  /** Analysis steps on /AI/reportV1/think, in order. */
  steps: readonly ThinkStepId[];
  /** Reads data only the enterprise can release (tax, invoices, social insurance): needs its authorisation. */
  needsAuth: boolean;
}

export const reportSpecs: Record<ReportType, ReportSpec> = {
  overview: {
    code: 'OV',
    sections: ['summary', 'registration', 'shareholders', 'news', 'conclusion'],
    steps: ['registration', 'ownership', 'news', 'drafting'],
    needsAuth: false,
  },
  risk: {
    code: 'RS',
    sections: ['summary', 'registration', 'shareholders', 'risks', 'judicial', 'news', 'conclusion'],
    steps: ['registration', 'ownership', 'judicial', 'signals', 'news', 'scoring', 'drafting'],
    needsAuth: false,
  },
  credit: {
    code: 'CR',
    sections: [
      'summary',
      'registration',
      'shareholders',
      'risks',
      'judicial',
      'news',
      'operating',
      'cashFlow',
      'credit',
      'conclusion',
    ],
    steps: ['registration', 'ownership', 'judicial', 'signals', 'news', 'authorisation', 'scoring', 'drafting'],
    needsAuth: true,
  },
};

/** One report template (/AI/reportV2). */
export interface TemplateSpec {
  code: string;
  sections: readonly SectionId[];
}

export const templateSpecs: Record<TemplateId, TemplateSpec> = {
  creditMemo: {
    code: 'CM',
    sections: ['summary', 'registration', 'shareholders', 'risks', 'judicial', 'credit', 'conclusion'],
  },
  postLoan: { code: 'PL', sections: ['summary', 'risks', 'judicial', 'news', 'credit', 'conclusion'] },
  supplier: { code: 'SP', sections: ['summary', 'registration', 'shareholders', 'judicial', 'risks', 'conclusion'] },
  sentiment: { code: 'ST', sections: ['summary', 'news', 'risks', 'conclusion'] },
};

/** Type guard for a report type from a query string. */
export function isReportType(value: string | null | undefined): value is ReportType {
  return typeof value === 'string' && Object.hasOwn(reportSpecs, value);
}

/** Type guard for a template id from a query string. */
export function isTemplateId(value: string | null | undefined): value is TemplateId {
  return typeof value === 'string' && Object.hasOwn(templateSpecs, value);
}

/** Resolves `?type=` to a report type, defaulting to the overview. */
export function resolveType(value: string | null | undefined): ReportType {
  return isReportType(value) ? value : 'overview';
}

/** The one-click report flow's query: `?type=` (an unknown or missing type is `overview`) and `?auth=1`. */
export type ReportQuery = { type: ReportType; authorised: boolean };

/**
 * The report flow's query from a page's `searchParams` (Next's shape: a repeated key is an array, its first value
 * counts). Read on the server, so the step renders in the page's HTML instead of after hydration.
 */
export function reportQueryFrom(search: Record<string, string | string[] | undefined>): ReportQuery {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return { type: resolveType(first(search.type)), authorised: first(search.auth) === '1' };
}

/** A stable, obviously sample report number, e.g. `HX-AI-C9F2A1-CR`. */
export function reportNumber(ckey: string, kind: ReportType | TemplateId): string {
  const code = isReportType(kind) ? reportSpecs[kind].code : templateSpecs[kind].code;
  return `HX-AI-${ckey.slice(0, 6).toUpperCase()}-${code}`;
}

/** The company a report is about: any registry enterprise's figures and prose (lib/registry/page-data.ts). */
export interface ReportSubject {
  ckey: string;
  figures: CompanyFigures;
  text: CompanyText;
  /** Operating figures released by the enterprise's authorisation (credit report). */
  operating?: KycFigures['operating'];
  /** The facts layer's results (lib/facts): every count, share and conclusion the report states. */
  facts: CompanyFacts;
  /** The assessment as sentences (customer risk rating, credit assessment, rule version, as-of date). */
  assessment: AssessmentView;
  /** Enforcement, dishonest, restriction, freeze and guarantee records, localized (lib/facts/records.ts). */
  records: RecordsView;
  /** Control and beneficial ownership, named in the report's locale. */
  ownership: OwnershipView;
}
export interface ReportTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

/** A finding with the records it rests on (`cite` is the citations as one localized line). */
export interface ReportFinding {
  text: string;
  sources: Citation[];
  cite: string;
}

export interface ReportSection {
  /** A `SectionId` in AI reports; the KYC report and the company profile use their own section names. */
  id: string;
  heading: string;
  paragraphs: string[];
  rows?: { label: string; value: string }[];
  /** Tables carry their rows' citations in their last column. */
  table?: ReportTable;
  /** Findings, each citing its source records. */
  findings?: ReportFinding[];
  /** Recommendations and other bullets that are not findings (no source of their own). */
  bullets?: string[];
  /** The records the section's paragraphs and rows rest on, and the same as one localized line. */
  sources?: Citation[];
  cite?: string;
}

/** A report ready to render or export. */
export interface ReportDoc {
  title: string;
  meta: { label: string; value: string }[];
  notice: string;
  sections: ReportSection[];
  /** Base file name for downloads, without extension. */
  fileName: string;
}

/** Translators and formatter the builder needs; pass what the calling component already has. */
export interface ReportContext {
  t: _Translator<Messages, 'aiReport'>;
  tc: _Translator<Messages, 'company'>;
  tp: _Translator<Messages, 'customerProfile'>;
  format: Formatter;
  locale: string;
}

export interface ReportInput {
  subject: ReportSubject;
  kind: { type: ReportType } | { template: TemplateId };
  /** Whether the enterprise's data-use authorisation was confirmed (unlocks the operating section). */
  authorised: boolean;
  /** Structured writing options (template reports; lib/reports/report-options.ts). The free-text prompt is never read here. */
  options?: ReportOptions;
  generatedAt: Date;
}

/** One analysis step of /AI/reportV1/think as the page shows it once complete: its title and its finding. */
export interface ThinkStep {
  id: ThinkStepId;
  title: string;
  result: string;
}

/**
 * The analysis steps of a report type for one company, in order, each with the finding it reports (registration,
 * ownership, judicial cases, risk signals, news, authorisation, scoring, drafting). Written on the server like the
 * report itself, so the page's browser code formats no company figures.
 */
export function thinkSteps(subject: ReportSubject, type: ReportType, ctx: ReportContext): ThinkStep[] {
  const { t, tc, format } = ctx;
  const { figures: c, facts: f, ownership: o } = subject;
  const spec = reportSpecs[type];
  const money = (v: number) => formatMoney(format, v);
  const counts = riskCounts(c.risks);
  const result = (id: ThinkStepId): string => {
    switch (id) {
      case 'registration':
        return t('think.steps.registration.result', {
          status: tc(`status.${c.status}`),
          capital: money(c.registeredCapital),
          date: formatDate(format, c.established),
        });
      case 'ownership': {
        const [controlling, controller] = ownershipParts(subject.ckey, o, ctx).rows;
        return t('think.steps.ownership.result', {
          count: c.shareholders.length,
          controlling: controlling.value,
          controller: controller.value,
          ubos: o.ubos
            .map((u) =>
              t('ownership.uboLine', {
                name: u.name,
                pct: formatPct(format, u.pct),
                basis: t(`ownership.control.${u.control}`),
              }),
            )
            .join(' / '),
        });
      }
      case 'judicial':
        return t('think.steps.judicial.result', {
          total: f.litigation.total,
          defendant: f.litigation.defendant,
          amount: money(f.litigation.totalAmount),
        });
      case 'signals':
        return t('think.steps.signals.result', counts);
      case 'news':
        return t('think.steps.news.result', { total: f.news.total, negative: formatPct(format, f.news.negativeShare) });
      case 'authorisation':
        return t('think.steps.authorisation.result');
      case 'scoring':
        return t('think.steps.scoring.result', { score: f.risk.score, level: tc(`severity.${f.risk.level}`) });
      case 'drafting':
        return t('think.steps.drafting.result', { count: spec.sections.length });
    }
  };
  return spec.steps.map((id) => ({ id, title: t(`think.steps.${id}.title`), result: result(id) }));
}

/**
 * Builds the structured report for one company. Every finding and section cites its registry records
 * (lib/reports/citations.ts). `options` (template reports) picks the sections, the length, the key points in the
 * summary and the tone of the conclusion; without it the report type's full sections are written at standard length.
 */
export function buildReport(input: ReportInput, ctx: ReportContext): ReportDoc {
  const { t, tc, tp, format } = ctx;
  const { ckey, figures: c, text, operating: op, facts: f, ownership: o, assessment: av } = input.subject;
  const cu = c.customer;
  const money = (v: number) => formatMoney(format, v);
  const kindKey = 'type' in input.kind ? input.kind.type : input.kind.template;
  const kindName =
    'type' in input.kind ? t(`types.${input.kind.type}.name`) : t(`templates.${input.kind.template}.name`);
  const allIds =
    'type' in input.kind ? reportSpecs[input.kind.type].sections : templateSpecs[input.kind.template].sections;
  const opts = input.options;
  const ids = opts ? allIds.filter((id) => opts.sections.includes(id)) : allIds;
  const length = opts?.length ?? 'standard';
  const brief = length === 'brief';
  const needsAuth = 'type' in input.kind ? reportSpecs[input.kind.type].needsAuth : false;
  const counts = riskCounts(c.risks);
  const sentiment = { positive: f.news.positive, neutral: f.news.neutral, negative: f.news.negative };
  const cites = (sources: Citation[]) => citationText(t, sources);
  const finding = (text: string, sources: Citation[]): ReportFinding => ({ text, sources, cite: cites(sources) });
  const withSources = (s: ReportSection, sources: Citation[]): ReportSection => ({
    ...s,
    sources,
    cite: cites(sources),
  });
  /** Brief reports list at most three findings or table rows and say how many there are in all. */
  const trim = <T>(items: T[]): { items: T[]; note: string[] } =>
    brief && items.length > 3
      ? { items: items.slice(0, 3), note: [t('report.briefMore', { shown: 3, total: items.length })] }
      : { items, note: [] };
  const method = (id: SectionId) => (length === 'detailed' ? [t(`report.method.${id}`)] : []);
  const registration = cite('registration', ckey);

  const riskFindings = c.risks.map((r) =>
    finding(
      brief
        ? t('report.riskItemBrief', { severity: tc(`severity.${r.severity}`), title: text.risks[r.id].title })
        : t('report.riskItem', {
            severity: tc(`severity.${r.severity}`),
            title: text.risks[r.id].title,
            detail: text.risks[r.id].detail,
          }),
      riskCitations(c, r),
    ),
  );
  const newsFindings = c.news.map((n) =>
    finding(
      t('report.newsItem', {
        date: formatDate(format, n.date),
        title: text.news[n.id].title,
        sentiment: tc(`sentiment.${n.sentiment}`),
        source: text.news[n.id].source,
      }),
      [newsCitation(ckey, n)],
    ),
  );

  const section = (id: SectionId): ReportSection => {
    const heading = t(`sections.${id}`);
    switch (id) {
      case 'summary': {
        const points = opts?.keyPoints ?? 0;
        // Key points: the risk signals by severity, then negative news, each with its records.
        const candidates = [...riskFindings, ...newsFindings.filter((_, i) => c.news[i].sentiment === 'negative')];
        return withSources(
          {
            id,
            heading,
            paragraphs: [
              ...(brief ? [] : [text.summary]),
              t('report.summaryRisk', {
                level: tc(`severity.${f.risk.level}`),
                score: f.risk.score,
                high: counts.high,
                medium: counts.medium,
                low: counts.low,
              }),
              ...(points > 0 ? [t('report.keyPoints', { count: Math.min(points, candidates.length) })] : []),
              ...method(id),
            ],
            ...(points > 0 ? { findings: candidates.slice(0, points) } : {}),
          },
          [registration, cite('internal', ckey)],
        );
      }
      case 'registration': {
        const rows = [
          { label: tc('fields.name'), value: text.name },
          { label: tc('fields.uscc'), value: `${c.uscc} (${tc('usccSample')})` },
          { label: tc('fields.legalRep'), value: text.legalRep },
          { label: tc('fields.status'), value: tc(`status.${c.status}`) },
          { label: tc('fields.companyType'), value: tc(`companyTypes.${c.companyType}`) },
          { label: tc('fields.established'), value: formatDate(format, c.established) },
          { label: tc('fields.registeredCapital'), value: money(c.registeredCapital) },
          { label: tc('fields.paidInCapital'), value: money(c.paidInCapital) },
          { label: tc('fields.region'), value: text.region },
          { label: tc('fields.industry'), value: text.industry },
          { label: tc('fields.employees'), value: tc('people', { count: c.employees }) },
        ];
        return withSources({ id, heading, paragraphs: method(id), rows: brief ? rows.slice(0, 6) : rows }, [
          registration,
        ]);
      }
      case 'shareholders': {
        const { items, note } = trim(c.shareholders);
        const own = ownershipParts(ckey, o, ctx);
        return withSources(
          {
            id,
            heading,
            paragraphs: [...note, ...method(id), own.rule],
            rows: own.rows,
            findings: own.findings,
            table: {
              caption: tc('shareholderTable.caption'),
              columns: [
                tc('shareholderTable.name'),
                tc('shareholderTable.kind'),
                tc('shareholderTable.share'),
                tc('shareholderTable.subscribed'),
                t('citation.column'),
              ],
              rows: items.map((s) => [
                text.shareholders[s.id],
                tc(`shareholderKinds.${s.kind}`),
                formatPct(format, s.sharePct),
                money(s.subscribed),
                citationLabel(t, shareholderCitation(ckey, s)),
              ]),
            },
          },
          [cite('shareholders', ckey)],
        );
      }
      case 'risks': {
        const { items, note } = trim(riskFindings);
        return { id, heading, paragraphs: [tc('riskCount', counts), ...note, ...method(id)], findings: items };
      }
      case 'judicial': {
        const { items, note } = trim(c.judicial);
        return withSources(
          {
            id,
            heading,
            paragraphs: [
              tc('judicialSummary', {
                total: f.litigation.total,
                defendant: f.litigation.defendant,
                amount: money(f.litigation.totalAmount),
              }),
              ...note,
              ...method(id),
            ],
            table: {
              caption: tc('judicialTable.caption'),
              columns: [
                tc('judicialTable.date'),
                tc('judicialTable.cause'),
                tc('judicialTable.role'),
                tc('judicialTable.amount'),
                tc('judicialTable.status'),
                t('citation.column'),
              ],
              rows: items.map((j) => [
                formatDate(format, j.date),
                text.judicial[j.id].cause,
                tc(`judicialRoles.${j.role}`),
                money(j.amount),
                tc(`judicialStatus.${j.status}`),
                citationLabel(t, judicialCitation(ckey, j)),
              ]),
            },
            // The other court and equity records (enforcement, dishonest, restrictions, freezes, guarantees), each
            // citing its record, as on the company page and the KYC report.
            findings: input.subject.records.rows.map((r) => {
              const sources: Citation[] = [{ section: r.section, recordId: r.recordId }];
              return {
                text: `${formatDate(format, r.date)} · ${r.kindText} · ${money(r.amount)} · ${r.detail}`,
                sources,
                cite: citationText(t, sources),
              };
            }),
          },
          [cite('judicial', ckey)],
        );
      }
      case 'news': {
        const { items, note } = trim(newsFindings);
        return {
          id,
          heading,
          paragraphs: [t('report.newsSummary', sentiment), ...note, ...method(id)],
          findings: items,
        };
      }
      case 'operating':
        if (!input.authorised || !op) return { id, heading, paragraphs: [t('report.operatingLocked')] };
        return withSources(
          {
            id,
            heading,
            paragraphs: [t('report.operatingSource'), ...method(id)],
            rows: [
              { label: t('report.operating.revenue'), value: orUndisclosed(op.revenue, money, tc('notDisclosed')) },
              {
                label: t('report.operating.revenueYoy'),
                value: orUndisclosed(op.revenueYoy, (v) => formatPct(format, v, true), tc('notDisclosed')),
              },
              {
                label: t('report.operating.grossMargin'),
                value: orUndisclosed(op.grossMargin, (v) => formatPct(format, v), tc('notDisclosed')),
              },
              { label: t('report.operating.taxGrade'), value: op.taxGrade },
              {
                label: t('report.operating.invoiceMonths'),
                value: t('report.operating.invoiceMonthsValue', { months: op.invoiceMonths }),
              },
              { label: t('report.operating.insuredStaff'), value: formatCount(format, op.insuredStaff) },
            ],
          },
          [cite('authorised', ckey)],
        );
      case 'cashFlow': {
        // The 对公流水 the authorisation covers: the account's monthly flows (the same monthly records as the
        // customer dashboard's settlement chart), listed, with their total.
        if (!input.authorised) return { id, heading, paragraphs: [t('report.cashFlowLocked')] };
        const months = cu.monthly;
        const total = months.reduce((sum, m) => sum + m.settlement, 0);
        const { items, note } = trim(months.slice().reverse());
        return withSources(
          {
            id,
            heading,
            paragraphs: [
              t('report.cashFlowSummary', {
                months: months.length,
                total: money(total),
                from: months[0] ? formatMonth(format, months[0].month) : '',
                to: months.length ? formatMonth(format, months[months.length - 1].month) : '',
              }),
              ...note,
              ...method(id),
            ],
            table: {
              caption: t('report.cashFlowTable.caption'),
              columns: [t('report.cashFlowTable.month'), t('report.cashFlowTable.settlement')],
              rows: items.map((m) => [formatMonth(format, m.month), money(m.settlement)]),
            },
          },
          [cite('authorised', ckey)],
        );
      }
      case 'credit':
        return withSources(
          {
            id,
            heading,
            paragraphs: [av.credit.conclusion, ...(brief ? [] : [text.limitRationale]), av.ruleLine, ...method(id)],
            rows: [
              {
                label: tp('figures.rating'),
                value: `${f.risk.grade} · ${tp('figures.ratingScore', { score: f.risk.score })}`,
              },
              { label: tp('figures.approvedLine'), value: money(cu.approvedLine) },
              { label: tp('figures.exposure'), value: money(cu.exposure) },
              { label: tp('figures.suggestedLimit'), value: money(cu.suggestedLimit) },
            ],
          },
          [cite('internal', ckey)],
        );
      case 'conclusion': {
        const tone = opts?.tone ?? 'formal';
        // The verdict is the credit assessment's; the tone only words the risk level's reading, and is left out
        // when the assessment declines (no tone may soften a decline).
        const declined = av.credit.recommendation === 'decline';
        const reading =
          tone === 'plain'
            ? t(`report.conclusionPlain.${f.risk.level}`, { name: text.shortName })
            : tone === 'cautious'
              ? t(`report.conclusionCautious.${f.risk.level}`, { name: text.shortName })
              : t(`report.conclusion.${f.risk.level}`, { name: text.shortName });
        return withSources(
          {
            id,
            heading,
            paragraphs: [
              ...(declined ? [] : [reading]),
              av.credit.conclusion,
              ...av.credit.findings.filter((x) => x.hard).map((x) => x.text),
              av.ruleLine,
              ...method(id),
            ],
            bullets: brief ? av.actions.slice(0, 2) : av.actions,
          },
          [registration, cite('internal', ckey)],
        );
      }
    }
  };

  const meta = [
    { label: t('report.meta.reportNo'), value: reportNumber(ckey, kindKey) },
    { label: t('report.meta.subject'), value: text.name },
    { label: t('report.meta.kind'), value: kindName },
    { label: t('report.meta.generatedAt'), value: formatDateTimeZoned(format, input.generatedAt) },
    { label: t('report.meta.asOf'), value: formatDate(format, c.asOf) },
    ...(needsAuth
      ? [
          {
            label: t('report.meta.authorisation'),
            value: input.authorised ? t('report.meta.authorised') : t('report.meta.notAuthorised'),
          },
        ]
      : []),
  ];

  return {
    title: t('report.title', { company: text.shortName, kind: kindName }),
    meta,
    notice: t('report.notice'),
    sections: ids.map(section),
    fileName: `hengxi-sample-${reportNumber(ckey, kindKey).toLowerCase()}`,
  };
}
