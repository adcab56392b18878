/**
 * The KYC report and the company profile as `ReportDoc`s, for their PDFs: the same figures, prose and citations as
 * their pages (components/reports/kyc-report.tsx, components/profiles/company-profile.tsx), in the same order.
 */
import { formatCount, formatDate, formatMoney, formatPct, orUndisclosed } from '@/lib/format';
import type { CompanyView, KycView } from '@/lib/registry/page-data';
import { riskCounts } from '@/lib/sample-data/companies';
import {
  cite,
  citationLabel,
  citationText,
  findingCitations,
  judicialCitation,
  newsCitation,
  riskCitations,
  shareholderCitation,
  type Citation,
} from './citations';
import { ownershipParts } from './ownership-doc';
import type { ReportDoc, ReportSection } from './report-model';
import type { ServerReportContext } from './server';

/** The record an identity check of the KYC report rests on (the watchlist check: the dishonest-debtor list). */
export function identityCitation(ckey: string, check: string): Citation {
  return cite(check === 'watchlist' ? 'dishonest' : 'registration', ckey);
}

/** The record a related party of the KYC report rests on: trading partners from authorised data, address and
 * officer links from registration, the rest from the shareholder register. */
export function relatedCitation(ckey: string, relation: string): Citation {
  if (relation === 'majorSupplier' || relation === 'majorCustomer') return cite('authorised', ckey);
  if (relation === 'sameAddress' || relation === 'commonDirector') return cite('registration', ckey);
  return cite('shareholders', ckey);
}

function sectionsFor(ctx: ServerReportContext) {
  const cites = (s: Citation[]) => citationText(ctx.t, s);
  return {
    cites,
    withSources: (s: ReportSection, sources: Citation[]): ReportSection => ({ ...s, sources, cite: cites(sources) }),
    finding: (text: string, sources: Citation[]) => ({ text, sources, cite: cites(sources) }),
  };
}

/**
 * The judicial-records table of a company (columns and rows, each row citing its record), shared by the profile and
 * the KYC document; labels from the `company` namespace, amounts in the site's money format.
 */
function judicialTable(
  { ckey, figures, text }: CompanyView,
  ctx: ServerReportContext,
): { columns: string[]; rows: string[][] } {
  const { tc, format } = ctx;
  return {
    columns: [
      tc('judicialTable.date'),
      tc('judicialTable.cause'),
      tc('judicialTable.role'),
      tc('judicialTable.amount'),
      tc('judicialTable.status'),
      ctx.t('citation.column'),
    ],
    rows: figures.judicial.map((j) => [
      formatDate(format, j.date),
      text.judicial[j.id].cause,
      tc(`judicialRoles.${j.role}`),
      formatMoney(format, j.amount),
      tc(`judicialStatus.${j.status}`),
      citationLabel(ctx.t, judicialCitation(ckey, j)),
    ]),
  };
}

/** The records besides court cases as a document section (company profile and KYC report), each row citing its record. */
function recordsSection(company: CompanyView, ctx: ServerReportContext): ReportSection {
  const { tc, format } = ctx;
  const r = company.records;
  return {
    id: 'records',
    heading: tc('otherRecords.title'),
    paragraphs: [r.rows.length ? r.summary : tc('otherRecords.none')],
    ...(r.rows.length
      ? {
          table: {
            caption: tc('otherRecords.caption'),
            columns: [
              tc('otherRecords.columns.date'),
              tc('otherRecords.columns.kind'),
              tc('otherRecords.columns.amount'),
              tc('otherRecords.columns.detail'),
              ctx.t('citation.column'),
            ],
            rows: r.rows.map((x) => [
              formatDate(format, x.date),
              x.kindText,
              formatMoney(format, x.amount),
              x.detail,
              citationLabel(ctx.t, { section: x.section, recordId: x.recordId }),
            ]),
          },
        }
      : {}),
  };
}

/** The company profile of `/company/<ckey>` as a document. */
export function profileDoc(company: CompanyView, ctx: ServerReportContext): ReportDoc {
  const { tc: t, format } = ctx;
  const { ckey, figures: c, text } = company;
  const money = (v: number) => formatMoney(format, v);
  const { withSources, finding } = sectionsFor(ctx);
  const f = company.facts;
  const counts = riskCounts(c.risks);
  const sentiment = { positive: f.news.positive, neutral: f.news.neutral, negative: f.news.negative };
  const own = ownershipParts(ckey, company.ownership, ctx);
  const col = ctx.t('citation.column');
  return {
    title: t('metaTitle', { name: text.name }),
    meta: [
      { label: t('fields.uscc'), value: `${c.uscc} · ${t('usccSample')}` },
      { label: t('fields.status'), value: t(`status.${c.status}`) },
      { label: ctx.t('report.meta.asOf'), value: formatDate(format, c.asOf) },
    ],
    notice: t('sampleNotice'),
    fileName: `hengxi-sample-company-${ckey}`,
    sections: [
      withSources(
        {
          id: 'registration',
          heading: t('sections.registration'),
          paragraphs: [text.summary],
          rows: [
            { label: t('fields.name'), value: text.name },
            { label: t('fields.legalRep'), value: text.legalRep },
            { label: t('fields.companyType'), value: t(`companyTypes.${c.companyType}`) },
            { label: t('fields.established'), value: formatDate(format, c.established) },
            { label: t('fields.registeredCapital'), value: money(c.registeredCapital) },
            { label: t('fields.paidInCapital'), value: money(c.paidInCapital) },
            { label: t('fields.region'), value: text.region },
            { label: t('fields.address'), value: text.address },
            { label: t('fields.industry'), value: text.industry },
            { label: t('fields.employees'), value: t('people', { count: c.employees }) },
            { label: t('fields.scope'), value: text.scope },
          ],
        },
        [cite('registration', ckey)],
      ),
      {
        id: 'shareholders',
        heading: t('sections.shareholders'),
        paragraphs: [],
        table: {
          caption: t('shareholderTable.caption'),
          columns: [
            t('shareholderTable.name'),
            t('shareholderTable.kind'),
            t('shareholderTable.share'),
            t('shareholderTable.subscribed'),
            col,
          ],
          rows: c.shareholders.map((s) => [
            text.shareholders[s.id],
            t(`shareholderKinds.${s.kind}`),
            formatPct(format, s.sharePct),
            money(s.subscribed),
            citationLabel(ctx.t, shareholderCitation(ckey, s)),
          ]),
        },
      },
      {
        id: 'ubo',
        heading: ctx.t('ownership.heading'),
        paragraphs: [own.rule],
        rows: own.rows,
        findings: own.findings,
      },
      {
        id: 'risks',
        heading: t('sections.risks'),
        paragraphs: [t('riskCount', counts)],
        findings: c.risks.map((r) =>
          finding(
            ctx.t('report.riskItem', {
              severity: t(`severity.${r.severity}`),
              title: text.risks[r.id].title,
              detail: text.risks[r.id].detail,
            }),
            riskCitations(c, r),
          ),
        ),
      },
      {
        id: 'judicial',
        heading: t('sections.judicial'),
        paragraphs: [
          t('judicialSummary', {
            total: f.litigation.total,
            defendant: f.litigation.defendant,
            amount: money(f.litigation.totalAmount),
          }),
        ],
        table: {
          caption: t('judicialTable.caption'),
          ...judicialTable(company, ctx),
        },
      },
      recordsSection(company, ctx),
      {
        id: 'news',
        heading: t('sections.news'),
        paragraphs: [ctx.t('report.newsSummary', sentiment)],
        findings: c.news.map((n) =>
          finding(
            ctx.t('report.newsItem', {
              date: formatDate(format, n.date),
              title: text.news[n.id].title,
              sentiment: t(`sentiment.${n.sentiment}`),
              source: text.news[n.id].source,
            }),
            [newsCitation(ckey, n)],
          ),
        ),
      },
    ],
  };
}

/** The KYC report of `/dueDiligence/kyc/<kycNo>` as a document. */
export function kycDoc(report: KycView, ctx: ServerReportContext): ReportDoc {
  const { tk: t, tc, format } = ctx;
  const { figures: r, text } = report;
  const { ckey, figures: c, text: company } = report.company;
  const money = (v: number) => formatMoney(format, v);
  const { withSources } = sectionsFor(ctx);
  const col = ctx.t('citation.column');
  const op = r.operating;
  const f = report.company.facts;
  const av = report.company.assessment;
  const own = ownershipParts(ckey, report.company.ownership, ctx);
  const resultCount = (result: string) => r.identity.filter((i) => i.result === result).length;
  return {
    title: t('title', { name: company.name }),
    meta: [
      { label: t('meta.reportNo'), value: r.kycNo },
      { label: t('meta.subject'), value: company.name },
      { label: t('meta.uscc'), value: `${c.uscc} · ${tc('usccSample')}` },
      { label: t('meta.requester'), value: text.requester },
      { label: t('meta.purpose'), value: text.purpose },
      { label: t('meta.issuedOn'), value: formatDate(format, r.issuedOn) },
      { label: t('meta.analyst'), value: text.analyst },
      {
        label: av.customer.name,
        value: `${tc(`severity.${av.customer.level}`)} · ${av.customer.recommendationText}`,
      },
      { label: t('meta.asOf'), value: formatDate(format, av.asOf) },
      { label: t('meta.rules'), value: av.ruleLine },
    ],
    notice: t('disclaimer'),
    fileName: `hengxi-sample-kyc-${r.kycNo.toLowerCase()}`,
    sections: [
      withSources({ id: 'summary', heading: t('sections.summary'), paragraphs: [text.conclusion] }, [
        cite('registration', ckey),
        cite('internal', ckey),
      ]),
      {
        id: 'identity',
        heading: t('sections.identity'),
        paragraphs: [
          t('identityCount', {
            pass: resultCount('pass'),
            attention: resultCount('attention'),
            fail: resultCount('fail'),
          }),
        ],
        table: {
          caption: t('sections.identity'),
          columns: [t('identityTable.check'), t('identityTable.result'), t('identityTable.note'), col],
          rows: r.identity.map((i) => [
            t(`checks.${i.check}`),
            t(`results.${i.result}`),
            text.identity[i.check],
            citationLabel(ctx.t, identityCitation(ckey, i.check)),
          ]),
        },
      },
      {
        id: 'ubo',
        heading: t('sections.ubo'),
        paragraphs: [text.uboNote, own.rule],
        rows: own.rows,
        findings: own.findings,
      },
      {
        id: 'related',
        heading: t('sections.related'),
        paragraphs: r.related.length === 0 ? [t('relatedNone')] : [],
        ...(r.related.length
          ? {
              table: {
                caption: t('sections.related'),
                columns: [
                  t('relatedTable.name'),
                  t('relatedTable.relation'),
                  t('relatedTable.risk'),
                  t('relatedTable.note'),
                  col,
                ],
                rows: r.related.map((p) => [
                  text.related[p.id].name,
                  t(`relations.${p.relation}`),
                  tc(`severity.${p.risk}`),
                  text.related[p.id].note,
                  citationLabel(ctx.t, relatedCitation(ckey, p.relation)),
                ]),
              },
            }
          : {}),
      },
      {
        id: 'judicial',
        heading: t('sections.judicial'),
        paragraphs: [
          `${t('judicialStats.cases')} ${formatCount(format, f.litigation.total)} · ${t('judicialStats.defendant')} ${formatCount(format, f.litigation.defendant)} · ${t('judicialStats.amount')} ${money(f.litigation.defendantAmount)} · ${t('judicialStats.enforcement')} ${formatCount(format, f.enforcement.count)}`,
          text.judicialNote,
        ],
        table: {
          caption: t('sections.judicial'),
          ...judicialTable(report.company, ctx),
        },
      },
      recordsSection(report.company, ctx),
      withSources(
        {
          id: 'operating',
          heading: t('sections.operating'),
          paragraphs: [text.operatingNote, t('operating.source')],
          rows: [
            { label: t('operating.revenue'), value: orUndisclosed(op.revenue, money, tc('notDisclosed')) },
            {
              label: t('operating.revenueYoy'),
              value: orUndisclosed(op.revenueYoy, (v) => formatPct(format, v, true), tc('notDisclosed')),
            },
            {
              label: t('operating.grossMargin'),
              value: orUndisclosed(op.grossMargin, (v) => formatPct(format, v), tc('notDisclosed')),
            },
            { label: t('operating.insuredStaff'), value: formatCount(format, op.insuredStaff) },
            { label: t('operating.taxGrade'), value: op.taxGrade },
            {
              label: t('operating.invoiceMonths'),
              value: t('operating.invoiceMonthsValue', { months: op.invoiceMonths }),
            },
            { label: t('operating.topFive'), value: formatPct(format, op.topFiveCustomerShare) },
          ],
        },
        [cite('authorised', ckey)],
      ),
      withSources(
        {
          id: 'conclusion',
          heading: t('sections.conclusion'),
          paragraphs: [
            av.customer.conclusion,
            ...(av.customer.seniorApproval ? [ctx.textContext.t('assessment.seniorApproval')] : []),
            av.ruleLine,
          ],
          findings: av.customer.findings.map((x) => ({
            text: x.text,
            sources: findingCitations(x),
            cite: citationText(ctx.t, findingCitations(x)),
          })),
          bullets: r.recommendations.map((id) => text.recommendations[id]),
        },
        [cite('registration', ckey), cite('judicial', ckey), cite('internal', ckey)],
      ),
    ],
  };
}
