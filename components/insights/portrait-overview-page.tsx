import { getFormatter, getTranslations } from 'next-intl/server';
import { CatalogCta } from '@/components/catalog/catalog-cta';
import { CardGrid } from '@/components/layout/card-grid';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { TagList } from '@/components/layout/tag-list';
import { SampleBadge } from '@/components/sample/sample-badge';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import { getContent } from '@/i18n/content';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { featuredPortraitId, revenueBandDistribution, revenueBandKeys } from '@/lib/sample-data/industry';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';
import { figureFormat } from '@/lib/format/figures';
import { InsightChart } from './insight-chart';
import styles from './insights.module.css';
import { PortraitCard, revenueBandLabel } from './portrait-card';

/**
 * /smallMicro/portrait: what a small-and-micro enterprise portrait contains, a featured sample portrait
 * (watermarked), the panel's revenue-band distribution, how lenders use portraits and the data-source kinds.
 */
export async function PortraitOverviewPage() {
  const t = await getTranslations('smallMicro');
  const content = await getContent('smallMicro');
  const ti = await getTranslations('industryAnalysis');
  const f = figureFormat(await getFormatter());
  const bandLabel = (b: (typeof revenueBandKeys)[number]) => revenueBandLabel(t, f, b);
  const under3m = revenueBandDistribution.under1m + revenueBandDistribution.from1to3m;

  return (
    <>
      <PageHero
        crumbs={[
          { label: ti('crumbInsights'), href: pathFor('industryAnalysis') },
          { label: t('portrait.breadcrumb') },
        ]}
        eyebrow={t('eyebrow')}
        title={t('portrait.h1')}
        intro={t('portrait.intro')}
      >
        <div className="btn-row">
          <Link className="btn btn--primary" href={pathFor('smallMicroPortraitList')}>
            {t('portrait.openList')}
          </Link>
          <Link className="btn btn--ghost" href={pathFor('smallMicroPortraitRandom')}>
            {t('portrait.openRandom')}
          </Link>
        </div>
      </PageHero>

      <Section id="dimensions" title={t('portrait.dimensionsTitle')} lead={t('portrait.dimensionsLead')} reveal={false}>
        <CardGrid items={content.portrait.dimensions} />
      </Section>

      <Section id="featured" title={t('portrait.featuredTitle')} lead={t('portrait.featuredLead')} tone="muted">
        <p className={styles.heroMeta}>
          <SampleBadge />
        </p>
        <SampleWatermark>
          <div className={styles.featured}>
            <PortraitCard id={featuredPortraitId} />
          </div>
        </SampleWatermark>
      </Section>

      <Section id="distribution" title={t('portrait.distributionSectionTitle')} lead={t('portrait.distributionLead')}>
        <ChartFigure
          id="revenue-bands"
          title={t('portrait.distributionTitle')}
          summary={t('portrait.distributionSummary', {
            share: f.percent(under3m),
            band: bandLabel('under1m'),
            bandShare: f.percent(revenueBandDistribution.under1m),
          })}
          chart={
            <InsightChart
              data={revenueBandKeys.map((b) => ({ label: bandLabel(b), share: revenueBandDistribution[b] }))}
              series={[{ key: 'share', name: t('portrait.distributionColumns.share'), kind: 'percent' }]}
            />
          }
          table={
            <DataTable
              caption={t('portrait.distributionCaption')}
              columns={[
                { key: 'band', label: t('portrait.distributionColumns.band') },
                { key: 'share', label: t('portrait.distributionColumns.share'), numeric: true },
              ]}
              rows={revenueBandKeys.map((b) => ({
                key: b,
                header: bandLabel(b),
                cells: [f.percent(revenueBandDistribution[b])],
              }))}
            />
          }
        />
      </Section>

      <Section id="uses" title={t('portrait.usesTitle')} lead={t('portrait.usesLead')} tone="muted">
        <CardGrid items={content.portrait.uses} />
      </Section>

      <Section id="sources" title={t('portrait.sourcesTitle')} lead={t('portrait.sourcesLead')}>
        <TagList items={content.portrait.sources} />
      </Section>

      <CatalogCta title={t('cta.title')} body={t('cta.body')} />
    </>
  );
}
