import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { KvCard, type KvRow } from '@/components/layout/kv-table';
import { PageHero } from '@/components/layout/page-hero';
import { CorrectionForm } from '@/components/relations/correction-form';
import { pathFor } from '@/lib/routes';
import { RelationsSection } from '@/components/relations/relations-section';
import { Section } from '@/components/layout/section';
import { StatList } from '@/components/layout/stat-list';
import { RecordTable, recordCell } from '@/components/sample/record-table';
import { SampleMeta } from '@/components/sample/sample-meta';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import type { CompanyView } from '@/lib/registry/page-data';
import { riskCounts } from '@/lib/sample-data/companies';
import { UboSection } from '@/components/reports/ubo-section';
import { Icon } from '@/components/icons/icon';
import reportStyles from '@/components/reports/reports.module.css';
import {
  cite,
  citationLabel,
  citationText,
  judicialCitation,
  newsCitation,
  riskCitations,
  shareholderCitation,
} from '@/lib/reports/citations';
import { reportFilePath } from '@/lib/reports/report-file-path';
import { formatCount, formatDate, formatMoney, formatPct } from '@/lib/format';
import { TourButton } from '@/components/tours/tour-button';
import { ProfileLinks } from './profile-links';
import styles from './profiles.module.css';
import { OtherRecords } from './other-records';
import { SeverityBadge } from './severity-badge';

/**
 * The public enterprise profile of a sample company (SITE.md §6, /company/{ckey}): registration, shareholders,
 * officers, risk signals, judicial records and news sentiment. Watermarked and labelled as sample data.
 */
export async function CompanyProfile({ company }: { company: CompanyView }) {
  const t = await getTranslations('company');
  const tb = await getTranslations('common.breadcrumbs');
  const tr = await getTranslations('correction');
  // Citations (lib/reports/citations.ts): the registry record behind each row and finding, as in the PDF.
  const ta = await getTranslations('aiReport');
  const format = await getFormatter();
  const locale = await getLocale();
  const { ckey, figures: c, text } = company;
  const money = (v: number) => formatMoney(format, v);
  const counts = riskCounts(c.risks);
  const { news: sentiment, litigation: lit } = company.facts;

  const registration: KvRow[] = [
    [t('fields.name'), text.name],
    [t('fields.uscc'), `${c.uscc} · ${t('usccSample')}`],
    [t('fields.legalRep'), text.legalRep],
    [t('fields.status'), t(`status.${c.status}`)],
    [t('fields.companyType'), t(`companyTypes.${c.companyType}`)],
    [t('fields.established'), formatDate(format, c.established)],
    [t('fields.registeredCapital'), money(c.registeredCapital)],
    [t('fields.paidInCapital'), money(c.paidInCapital)],
    [t('fields.region'), text.region],
    [t('fields.address'), text.address],
    [t('fields.industry'), text.industry],
    [t('fields.employees'), t('people', { count: c.employees })],
    [
      t('fields.insuredStaff'),
      <span key="insured" data-figure="insuredStaff" data-value={c.insuredStaff}>
        {t('people', { count: c.insuredStaff })}
      </span>,
    ],
    [t('fields.scope'), text.scope],
  ];

  return (
    <SampleWatermark>
      <PageHero
        crumbs={[{ label: tb('demoCentre'), href: pathFor('demo') }, { label: text.shortName }]}
        eyebrow={t('eyebrow')}
        title={text.name}
        intro={text.summary}
      >
        <SampleMeta>
          <span className="badge">{t(`status.${c.status}`)}</span>
          <span className={styles.code}>
            {t('fields.uscc')} <code>{c.uscc}</code> <span className="muted">({t('usccSample')})</span>
          </span>
          <span className="muted">{t('asOf', { date: formatDate(format, c.asOf) })}</span>
        </SampleMeta>
        <ProfileLinks ckey={ckey} kycNo={company.kycNo} current="company" />
        <p className="btn-row">
          <a
            className="btn btn--ghost"
            href={reportFilePath('company', ckey, { locale })}
            download
            rel="nofollow"
            data-testid="report-pdf"
          >
            <Icon name="download" size={18} />
            {ta('pdf.download')}
          </a>
          <TourButton tour="company" />
        </p>
      </PageHero>

      <Section
        id="registration"
        tour="company-registration"
        title={t('sections.registration')}
        lead={t('sections.registrationLead')}
        reveal={false}
      >
        <StatList
          className={styles.figures}
          items={[
            { value: money(c.registeredCapital), label: t('fields.registeredCapital') },
            { value: money(c.paidInCapital), label: t('fields.paidInCapital') },
            {
              value: formatDate(format, c.established),
              label: t('fields.established'),
              valueClassName: styles.statDate,
            },
            { value: formatCount(format, c.employees), label: t('fields.employees') },
          ]}
        />
        <KvCard rows={registration} caption={t('sections.registration')} captionHidden />
        <p className={reportStyles.cite}>{citationText(ta, [cite('registration', ckey)])}</p>
      </Section>

      <Section
        id="shareholders"
        tour="company-shareholders"
        title={t('sections.shareholders')}
        lead={t('sections.shareholdersLead')}
        tone="muted"
      >
        <RecordTable
          caption={t('shareholderTable.caption')}
          columns={[
            t('shareholderTable.name'),
            t('shareholderTable.kind'),
            { label: t('shareholderTable.share'), num: true },
            { label: t('shareholderTable.subscribed'), num: true },
            t('shareholderTable.subscribedOn'),
            ta('citation.column'),
          ]}
        >
          {c.shareholders.map((s) => (
            <tr key={s.id}>
              <th scope="row">{text.shareholders[s.id]}</th>
              <td className={recordCell.nowrap}>{t(`shareholderKinds.${s.kind}`)}</td>
              <td className={recordCell.num}>
                <span className={styles.shareBar} aria-hidden="true">
                  <span style={{ width: `${s.sharePct}%` }} />
                </span>
                {formatPct(format, s.sharePct)}
              </td>
              <td className={recordCell.num}>{money(s.subscribed)}</td>
              <td className={recordCell.nowrap}>{formatDate(format, s.subscribedOn)}</td>
              <td className={reportStyles.citeCell}>{citationLabel(ta, shareholderCitation(ckey, s))}</td>
            </tr>
          ))}
        </RecordTable>
        <h3 className={styles.subhead}>{ta('ownership.heading')}</h3>
        <UboSection ownership={company.ownership} />
      </Section>

      {/* Issue 11: ownership and relationship graph (components/relations). */}
      <RelationsSection ckey={ckey} />

      <Section id="officers" title={t('sections.officers')} lead={t('sections.officersLead')}>
        <ul className={styles.people}>
          {c.officers.map((o) => (
            <li key={o.id} className="card">
              <span className={styles.avatar} aria-hidden="true">
                {text.officers[o.id].slice(0, 1)}
              </span>
              <span>
                <strong>{text.officers[o.id]}</strong>
                <span className="muted">{t(`officerRoles.${o.role}`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="risks" tour="company-risks" title={t('sections.risks')} lead={t('sections.risksLead')} tone="muted">
        <p className={styles.summaryLine}>
          <strong>{t('riskCount', counts)}</strong>
        </p>
        <ul className={styles.signals} aria-label={t('riskListLabel')}>
          {c.risks.map((r) => (
            <li key={r.id} className={`card ${styles.signal} ${styles[`signal_${r.severity}`]}`}>
              <div className={styles.signalHead}>
                <SeverityBadge level={r.severity} label={t(`severity.${r.severity}`)} />
                <span className="badge">{t(`riskCategories.${r.category}`)}</span>
                <span className="muted">{t('riskFoundOn', { date: formatDate(format, r.date) })}</span>
              </div>
              <h3>{text.risks[r.id].title}</h3>
              <p className="muted">{text.risks[r.id].detail}</p>
              <p className={reportStyles.cite}>{citationText(ta, riskCitations(c, r))}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="judicial" tour="company-judicial" title={t('sections.judicial')} lead={t('sections.judicialLead')}>
        <p className={styles.summaryLine}>
          <strong>
            {t('judicialSummary', { total: lit.total, defendant: lit.defendant, amount: money(lit.totalAmount) })}
          </strong>
        </p>
        <RecordTable
          caption={t('judicialTable.caption')}
          columns={[
            t('judicialTable.date'),
            t('judicialTable.cause'),
            t('judicialTable.kind'),
            t('judicialTable.role'),
            { label: t('judicialTable.amount'), num: true },
            t('judicialTable.status'),
            t('judicialTable.summary'),
          ]}
        >
          {c.judicial.map((j) => (
            <tr key={j.id}>
              <td className={recordCell.nowrap}>{formatDate(format, j.date)}</td>
              <th scope="row">{text.judicial[j.id].cause}</th>
              <td className={recordCell.nowrap}>{t(`judicialKinds.${j.kind}`)}</td>
              <td className={recordCell.nowrap}>{t(`judicialRoles.${j.role}`)}</td>
              <td className={recordCell.num}>{money(j.amount)}</td>
              <td className={recordCell.nowrap}>{t(`judicialStatus.${j.status}`)}</td>
              <td className={styles.wide}>
                {text.judicial[j.id].summary}
                <span className={styles.court}>{text.judicial[j.id].court}</span>
                <span className={reportStyles.cite}>{citationText(ta, [judicialCitation(ckey, j)])}</span>
              </td>
            </tr>
          ))}
        </RecordTable>
        <OtherRecords records={company.records} />
      </Section>

      <Section id="news" title={t('sections.news')} lead={t('sections.newsLead')} tone="muted">
        <StatList
          className={styles.figures}
          items={(['positive', 'neutral', 'negative'] as const).map((s) => ({
            key: s,
            value: formatCount(format, sentiment[s]),
            valueClassName: styles[`sentiment_${s}`],
            label: (
              <>
                {t('newsTotals')} · {t(`sentiment.${s}`)}
              </>
            ),
          }))}
        />
        <RecordTable
          caption={t('newsTable.caption')}
          columns={[t('newsTable.date'), t('newsTable.title'), t('newsTable.source'), t('newsTable.sentiment')]}
        >
          {c.news.map((n) => (
            <tr key={n.id}>
              <td className={recordCell.nowrap}>{formatDate(format, n.date)}</td>
              <th scope="row">
                {text.news[n.id].title}
                <span className={reportStyles.cite}>{citationText(ta, [newsCitation(ckey, n)])}</span>
              </th>
              <td>{text.news[n.id].source}</td>
              <td>
                <span className={`${styles.sentimentTag} ${styles[`sentiment_${n.sentiment}`]}`}>
                  {t(`sentiment.${n.sentiment}`)}
                </span>
              </td>
            </tr>
          ))}
        </RecordTable>
      </Section>

      <Section id="sources" title={t('sections.sources')}>
        <p className="lead">{t('sourcesBody')}</p>
        <p className="muted">{t('sampleNotice')}</p>
      </Section>

      {/* Issue 11: free data-correction request (components/relations/correction-form.tsx). */}
      <Section id="correction" title={tr('title')} tone="muted">
        <CorrectionForm
          ckey={ckey}
          company={text.name}
          path={pathFor('company', { ckey })}
          privacy={pathFor('privacy')}
        />
      </Section>
    </SampleWatermark>
  );
}
