import { getFormatter, getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import type { CompanyView } from '@/lib/registry/page-data';
import { CustomerHeroMeta } from './customer-hero-meta';
import { DashboardChartFigures } from './dashboard-chart-figures';
import { formatDate, formatMoney, formatPct, orUndisclosed } from '@/lib/format';
import { pathFor } from '@/lib/routes';
import styles from './profiles.module.css';

/**
 * The customer as a dashboard (SITE.md §6, /customerProfile2/{ckey}): headline figures, four charts with text
 * summaries, and the relationship timeline. Same data as the 360° view.
 */
export async function ProfileDashboard({ company }: { company: CompanyView }) {
  const t = await getTranslations('customerProfileDashboard');
  const tp = await getTranslations('customerProfile');
  const tc = await getTranslations('company');
  const tb = await getTranslations('common.breadcrumbs');
  const format = await getFormatter();
  const { figures: c, text } = company;
  const cu = c.customer;
  const money = (v: number) => formatMoney(format, v);
  const timeline = [...cu.timeline].reverse();

  const kpis: { label: string; value: string; note: string; figure?: [string, string | number] }[] = [
    {
      label: tp('figures.rating'),
      value: cu.internalRating,
      note: `${tp('figures.ratingScore', { score: cu.ratingScore })} · ${tp(`ratingTrend.${cu.ratingTrend}`)}`,
      figure: ['riskScore', cu.ratingScore],
    },
    {
      label: tp('figures.exposure'),
      value: money(cu.exposure),
      note: tp('figures.utilisationOf', {
        pct: formatPct(format, (cu.exposure / cu.approvedLine) * 100),
        line: money(cu.approvedLine),
      }),
    },
    {
      label: tp('figures.suggestedLimit'),
      value: money(cu.suggestedLimit),
      note: tp('limitChange', {
        change: formatPct(format, ((cu.suggestedLimit - cu.approvedLine) / cu.approvedLine) * 100, true),
      }),
    },
    { label: tp('figures.deposits'), value: money(cu.averageDeposits), note: tp('figures.depositsNote') },
    {
      label: tp('figures.revenue'),
      value: orUndisclosed(cu.annualRevenue, money, tc('notDisclosed')),
      note: text.industry,
      figure: ['revenue', cu.annualRevenue ?? ''],
    },
  ];

  return (
    <SampleWatermark>
      <PageHero
        crumbs={[{ label: tb('demoCentre'), href: pathFor('demo') }, { label: text.shortName }]}
        eyebrow={t('eyebrow')}
        title={text.name}
        intro={text.relationshipNote}
      >
        <CustomerHeroMeta company={company} current="dashboard" />
      </PageHero>

      <Section id="kpis" title={t('sections.kpis')} reveal={false}>
        <div className={styles.kpis}>
          {kpis.map((k) => (
            <div key={k.label} className={`card ${styles.kpi}`} data-figure={k.figure?.[0]} data-value={k.figure?.[1]}>
              <span className={styles.kpiLabel}>{k.label}</span>
              <span className={styles.kpiValue}>{k.value}</span>
              <span className="muted">{k.note}</span>
            </div>
          ))}
        </div>
        <ul className={styles.chips} aria-label={tp('sections.tags')}>
          {cu.tags.map((id) => (
            <li key={id} className={styles.chipAccent}>
              {text.tags[id]}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="charts" title={t('sections.charts')} lead={t('sections.chartsLead')} tone="muted" reveal={false}>
        <DashboardChartFigures figures={{ customer: cu, sentimentByMonth: c.sentimentByMonth }} />
      </Section>

      <Section id="timeline" title={t('sections.timeline')} lead={t('sections.timelineLead')}>
        <ol className={styles.timeline}>
          {timeline.map((e) => (
            <li key={e.id} className={styles[`timeline_${e.kind}`]}>
              <div className={styles.timelineMeta}>
                <time dateTime={e.date}>{formatDate(format, e.date)}</time>
                <span className="badge">{t(`timelineKinds.${e.kind}`)}</span>
              </div>
              <h3>{text.timeline[e.id].title}</h3>
              <p className="muted">{text.timeline[e.id].detail}</p>
            </li>
          ))}
        </ol>
        <p className="muted">{tc('sampleNotice')}</p>
      </Section>
    </SampleWatermark>
  );
}
