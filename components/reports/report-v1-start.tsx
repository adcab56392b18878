import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { TourButton } from '@/components/tours/tour-button';
import { FlowSteps } from './flow-steps';
import { ReportPickerBlock } from './report-picker-block';
import { reportSpecs, reportTypes } from '@/lib/reports/report-model';
import styles from './reports.module.css';
import { SampleBadge } from '@/components/sample/sample-badge';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { defaultCkey } from '@/lib/sample-data/companies';
import { kycNos } from '@/lib/sample-data/keys';

const howSteps = ['choose', 'analyse', 'authorise', 'report'] as const;

/** The start of the one-click AI report (/AI/reportV1): pick a sample company and a report type, then run the analysis. */
export async function ReportV1Start() {
  const t = await getTranslations('aiReport');

  const more = [
    { key: 'v2', href: pathFor('aiReportV2') },
    { key: 'docs', href: pathFor('aiReportV2OnlineDoc') },
    { key: 'kyc', href: pathFor('kycReport', { kycNo: kycNos[0] }) },
    { key: 'profile', href: pathFor('customerProfileSample') },
  ] as const;

  return (
    <>
      <PageHero
        crumbs={[{ label: t('v1.breadcrumb') }]}
        eyebrow={t('v1.eyebrow')}
        title={t('v1.h1')}
        intro={t('v1.intro')}
      >
        <div data-tour="report-flow" style={{ width: 'fit-content', maxWidth: '100%' }}>
          <FlowSteps current="choose" />
        </div>
        <p className="btn-row">
          <TourButton tour="aiReport" />
        </p>
      </PageHero>

      <Section id="start" tour="report-start" title={t('v1.startTitle')} lead={t('v1.startLead')} reveal={false}>
        <p>
          <SampleBadge />
        </p>
        <ReportPickerBlock />
      </Section>

      <Section id="types" tour="report-types" title={t('v1.typesTitle')} lead={t('v1.typesLead')} tone="muted">
        <div className="grid">
          {reportTypes.map((rt) => (
            <div key={rt} className="card">
              <h3>{t(`types.${rt}.name`)}</h3>
              <p className="muted">{t(`types.${rt}.summary`)}</p>
              <p className={styles.typeMeta}>{reportSpecs[rt].needsAuth ? t('v1.needsAuth') : t('v1.publicOnly')}</p>
              <h4 className={styles.pathsTitle}>{t('v1.contains')}</h4>
              <ul className="list">
                {reportSpecs[rt].sections.map((s) => (
                  <li key={s}>{t(`sections.${s}`)}</li>
                ))}
              </ul>
              <Link href={{ pathname: pathFor('aiReportV1Think'), query: { ckey: defaultCkey, type: rt } }}>
                {t('v1.tryType')}
              </Link>
            </div>
          ))}
        </div>
      </Section>

      <Section id="how" tour="report-how" title={t('v1.howTitle')}>
        <ol className="grid" style={{ padding: 0, margin: 0 }}>
          {howSteps.map((s, i) => (
            <li key={s} className="card" style={{ listStyle: 'none' }}>
              <span className="eyebrow">{t('v1.stepLabel', { n: i + 1 })}</span>
              <h3>{t(`v1.how.${s}.title`)}</h3>
              <p className="muted">{t(`v1.how.${s}.body`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="more" tour="report-more" title={t('v1.moreTitle')} tone="muted">
        <div className="grid">
          {more.map((m) => (
            <Link key={m.key} href={m.href} className="card card--link">
              <h3>{t(`v1.more.${m.key}.title`)}</h3>
              <p className="muted">{t(`v1.more.${m.key}.body`)}</p>
            </Link>
          ))}
        </div>
      </Section>
    </>
  );
}
