import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { KvCard } from '@/components/layout/kv-table';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { StatList } from '@/components/layout/stat-list';
import { formatCount, formatDate, formatMoney, formatPct, orUndisclosed } from '@/lib/format';
import { SeverityBadge } from '@/components/profiles/severity-badge';
import { RecordTable, recordCell } from '@/components/sample/record-table';
import { SampleMeta } from '@/components/sample/sample-meta';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import { Link } from '@/i18n/navigation';
import type { KycView } from '@/lib/registry/page-data';
import { pathFor } from '@/lib/routes';
import type { CheckResult } from '@/lib/sample-data/kyc-reports';
import { cite, citationLabel, citationText, findingCitations, judicialCitation } from '@/lib/reports/citations';
import { identityCitation, relatedCitation } from '@/lib/reports/documents';
import { reportFilePath } from '@/lib/reports/report-file-path';
import { Icon } from '@/components/icons/icon';
import { OtherRecords } from '@/components/profiles/other-records';
import { PrintButton } from './print-button';
import { UboSection } from './ubo-section';
import styles from './reports.module.css';

/**
 * A KYC due-diligence report by number (SITE.md §6, /dueDiligence/kyc/{kycNo}): identity verification, the UBO
 * chain, related parties, judicial and operating findings, and a conclusion with a risk level. Printable: every
 * section renders without scroll reveal so the printout is complete, and controls are hidden in print.
 */
export async function KycReport({ report }: { report: KycView }) {
  const t = await getTranslations('kycReport');
  const ta = await getTranslations('aiReport');
  const tc = await getTranslations('company');
  const tb = await getTranslations('common.breadcrumbs');
  const ts = await getTranslations('services.kycDueDiligence');
  const format = await getFormatter();
  const locale = await getLocale();
  const { figures: r, text } = report;
  const { figures: c, text: company } = report.company;
  // The verdict is the assessment's customer risk rating (lib/facts/assessment.ts), the same as batch screening's.
  const av = report.company.assessment;
  const riskLevel = av.customer.level;
  const money = (v: number) => formatMoney(format, v);
  const resultCount = (result: CheckResult) => r.identity.filter((i) => i.result === result).length;
  const lit = report.company.facts.litigation;
  const op = r.operating;
  const ckey = report.company.ckey;
  const source = (...c: Parameters<typeof cite>[]) => (
    <p className={styles.cite}>
      {citationText(
        ta,
        c.map((x) => cite(...x)),
      )}
    </p>
  );

  const meta: [string, string][] = [
    [t('meta.reportNo'), r.kycNo],
    [t('meta.subject'), company.name],
    [t('meta.uscc'), `${c.uscc} · ${tc('usccSample')}`],
    [t('meta.requester'), text.requester],
    [t('meta.purpose'), text.purpose],
    [t('meta.issuedOn'), formatDate(format, r.issuedOn)],
    [t('meta.asOf'), formatDate(format, av.asOf)],
    [t('meta.analyst'), text.analyst],
  ];

  const operating: { label: string; value: string; figure?: [string, number | string] }[] = [
    {
      label: t('operating.revenue'),
      value: orUndisclosed(op.revenue, money, tc('notDisclosed')),
      figure: ['revenue', op.revenue ?? ''],
    },
    {
      label: t('operating.revenueYoy'),
      value: orUndisclosed(op.revenueYoy, (v) => formatPct(format, v, true), tc('notDisclosed')),
    },
    {
      label: t('operating.grossMargin'),
      value: orUndisclosed(op.grossMargin, (v) => formatPct(format, v), tc('notDisclosed')),
    },
    {
      label: t('operating.insuredStaff'),
      value: formatCount(format, op.insuredStaff),
      figure: ['insuredStaff', op.insuredStaff],
    },
    { label: t('operating.taxGrade'), value: op.taxGrade },
    { label: t('operating.invoiceMonths'), value: t('operating.invoiceMonthsValue', { months: op.invoiceMonths }) },
    { label: t('operating.topFive'), value: formatPct(format, op.topFiveCustomerShare) },
  ];

  // The risk verdict opens the summary and closes the report.
  const verdict = (
    <div className={`card ${styles.verdict} ${styles[`verdict_${riskLevel}`]}`}>
      <span className={styles.verdictLabel}>{av.customer.name}</span>
      <span className={styles.verdictValue} data-figure="customerRiskLevel" data-value={riskLevel}>
        {tc(`severity.${riskLevel}`)}
      </span>
      <span className={styles.verdictScore} data-figure="recommendation" data-value={av.customer.recommendation}>
        {av.customer.recommendationText}
      </span>
      <p>{av.customer.conclusion}</p>
      <p className="muted" data-figure="ruleLine">
        {av.ruleLine}
      </p>
    </div>
  );

  return (
    <SampleWatermark>
      <PageHero
        crumbs={[
          { label: tb('services'), href: pathFor('serviceHub') },
          { label: ts('name'), href: pathFor('service.kycDueDiligence') },
          { label: r.kycNo },
        ]}
        eyebrow={t('eyebrow')}
        title={t('title', { name: company.name })}
        intro={t('intro', { purpose: text.purpose, requester: text.requester })}
      >
        <SampleMeta>
          <span className={styles.mono}>{r.kycNo}</span>
          <SeverityBadge level={riskLevel} label={tc(`severity.${riskLevel}`)} />
          <span className="muted">{formatDate(format, r.issuedOn)}</span>
        </SampleMeta>
        <div className={`btn-row ${styles.noPrint}`}>
          <PrintButton />
          <a
            className="btn btn--ghost"
            href={reportFilePath('kyc', r.kycNo, { locale })}
            download
            rel="nofollow"
            data-testid="report-pdf"
          >
            <Icon name="download" size={18} />
            {ta('pdf.download')}
          </a>
          <Link className="btn btn--ghost" href={pathFor('company', { ckey: r.ckey })}>
            {t('openProfile')}
          </Link>
        </div>
        <p className={`muted ${styles.noPrint} ${styles.hint}`}>{t('printHint')}</p>
      </PageHero>

      <Section id="summary" title={t('sections.summary')} reveal={false}>
        <div className={styles.summaryGrid}>
          <KvCard rows={meta} caption={t('sections.summary')} captionHidden />
          {verdict}
        </div>
        {source(['registration', ckey], ['internal', ckey])}
      </Section>

      <Section
        id="identity"
        title={t('sections.identity')}
        lead={t('sections.identityLead')}
        tone="muted"
        reveal={false}
      >
        <p>
          <strong>
            {t('identityCount', {
              pass: resultCount('pass'),
              attention: resultCount('attention'),
              fail: resultCount('fail'),
            })}
          </strong>
        </p>
        <RecordTable
          report
          caption={t('sections.identity')}
          captionHidden
          columns={[
            t('identityTable.check'),
            t('identityTable.result'),
            t('identityTable.note'),
            ta('citation.column'),
          ]}
        >
          {r.identity.map((i) => (
            <tr key={i.check}>
              <th scope="row">{t(`checks.${i.check}`)}</th>
              <td>
                <span className={`${styles.result} ${styles[`result_${i.result}`]}`}>{t(`results.${i.result}`)}</span>
              </td>
              <td>{text.identity[i.check]}</td>
              <td className={styles.citeCell}>{citationLabel(ta, identityCitation(ckey, i.check))}</td>
            </tr>
          ))}
        </RecordTable>
      </Section>

      <Section id="ubo" title={t('sections.ubo')} lead={t('sections.uboLead')} reveal={false}>
        <UboSection ownership={report.company.ownership} note={text.uboNote} />
        {source(['shareholders', ckey])}
      </Section>

      <Section id="related" title={t('sections.related')} lead={t('sections.relatedLead')} tone="muted" reveal={false}>
        {r.related.length === 0 ? (
          <p>{t('relatedNone')}</p>
        ) : (
          <RecordTable
            report
            caption={t('sections.related')}
            captionHidden
            columns={[
              t('relatedTable.name'),
              t('relatedTable.relation'),
              t('relatedTable.risk'),
              t('relatedTable.note'),
              ta('citation.column'),
            ]}
          >
            {r.related.map((p) => (
              <tr key={p.id}>
                <th scope="row">{text.related[p.id].name}</th>
                <td className={recordCell.nowrap}>{t(`relations.${p.relation}`)}</td>
                <td>
                  <SeverityBadge level={p.risk} label={tc(`severity.${p.risk}`)} />
                </td>
                <td>{text.related[p.id].note}</td>
                <td className={styles.citeCell}>{citationLabel(ta, relatedCitation(ckey, p.relation))}</td>
              </tr>
            ))}
          </RecordTable>
        )}
      </Section>

      <Section id="judicial" title={t('sections.judicial')} lead={t('sections.judicialLead')} reveal={false}>
        <StatList
          items={[
            { value: formatCount(format, lit.total), label: t('judicialStats.cases') },
            { value: formatCount(format, lit.defendant), label: t('judicialStats.defendant') },
            { value: money(lit.defendantAmount), label: t('judicialStats.amount') },
            {
              value: formatCount(format, report.company.facts.enforcement.count),
              label: t('judicialStats.enforcement'),
            },
          ]}
        />
        <RecordTable
          report
          className={styles.spaced}
          caption={t('sections.judicial')}
          captionHidden
          columns={[
            tc('judicialTable.date'),
            tc('judicialTable.cause'),
            tc('judicialTable.role'),
            { label: tc('judicialTable.amount'), num: true },
            tc('judicialTable.status'),
            ta('citation.column'),
          ]}
        >
          {c.judicial.map((j) => (
            <tr key={j.id}>
              <td className={recordCell.nowrap}>{formatDate(format, j.date)}</td>
              <th scope="row">{company.judicial[j.id].cause}</th>
              <td className={recordCell.nowrap}>{tc(`judicialRoles.${j.role}`)}</td>
              <td className={recordCell.num}>{money(j.amount)}</td>
              <td className={recordCell.nowrap}>{tc(`judicialStatus.${j.status}`)}</td>
              <td className={styles.citeCell}>{citationLabel(ta, judicialCitation(ckey, j))}</td>
            </tr>
          ))}
        </RecordTable>
        <p>{text.judicialNote}</p>
        <OtherRecords records={report.company.records} />
      </Section>

      <Section
        id="operating"
        title={t('sections.operating')}
        lead={t('sections.operatingLead')}
        tone="muted"
        reveal={false}
      >
        <div className={styles.operating}>
          {operating.map((o) => (
            <div key={o.label} className="card" data-figure={o.figure?.[0]} data-value={o.figure?.[1]}>
              <span className={styles.opValue}>{o.value}</span>
              <span className="stat__label">{o.label}</span>
            </div>
          ))}
        </div>
        <p>{text.operatingNote}</p>
        <p className="muted">{t('operating.source')}</p>
        {source(['authorised', ckey])}
      </Section>

      <Section id="conclusion" title={t('sections.conclusion')} reveal={false}>
        {verdict}
        {av.customer.findings.length > 0 && (
          <ul className={styles.recommendations} data-testid="assessment-findings">
            {av.customer.findings.map((x) => (
              <li key={`${x.rule}-${x.sources[0]?.recordId}`}>
                <SeverityBadge level={x.severity} label={tc(`severity.${x.severity}`)} /> {x.text}
                <span className={styles.cite}> {citationText(ta, findingCitations(x))}</span>
              </li>
            ))}
          </ul>
        )}
        <h3 className={styles.spaced}>{t('recommendations')}</h3>
        <ol className={styles.recommendations}>
          {r.recommendations.map((id) => (
            <li key={id}>{text.recommendations[id]}</li>
          ))}
        </ol>
        {source(['registration', ckey], ['judicial', ckey], ['internal', ckey])}
        <p className={styles.disclaimer}>{t('disclaimer')}</p>
      </Section>
    </SampleWatermark>
  );
}
