import { getFormatter, getTranslations } from 'next-intl/server';
import { CatalogCta } from '@/components/catalog/catalog-cta';
import { LinkCards } from '@/components/catalog/link-cards';
import { KvCard } from '@/components/layout/kv-table';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { SampleBadge } from '@/components/sample/sample-badge';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import { getContent } from '@/i18n/content';
import { pathFor } from '@/lib/routes';
import { brands } from '@/lib/sample-data/brands';
import { regionKeys } from '@/lib/sample-data/industry';
import { brandNames, type BrandName } from '@/lib/sample-data/keys';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';
import { figureFormat } from '@/lib/format/figures';
import { InsightChart } from './insight-chart';
import styles from './insights.module.css';
import { rankBy } from '@/lib/insights/rank';

/**
 * /smallMicro/brand/{brandName}: one sample chain brand's profile — facts, store growth (chart + table), regional
 * footprint, what a lender should watch and how to approach its franchisees. The record is watermarked.
 */
export async function BrandDetailPage({ name }: { name: BrandName }) {
  const t = await getTranslations('smallMicro');
  const content = await getContent('smallMicro');
  const ti = await getTranslations('industryAnalysis');
  const f = figureFormat(await getFormatter());
  const b = brands[name];
  const display = t(`brandData.${name}.name`);
  const first = b.storeHistory[0];
  const last = b.storeHistory[b.storeHistory.length - 1];
  const footprint = rankBy(regionKeys, (r) => b.regionStores[r]).filter((r) => b.regionStores[r] > 0);

  const facts: [string, string][] = [
    [t('brand.facts.industry'), ti(`industries.${b.industry}`)],
    [t('brand.facts.hq'), ti(`regions.${b.hqRegion}`)],
    [t('brand.facts.founded'), t('brand.foundedValue', { year: String(b.founded) })],
    [t('brand.facts.stores'), f.integer(b.stores)],
    [t('brand.facts.storesYoY'), f.growth(b.storesYoY)],
    [t('brand.facts.directShare'), f.percent(b.directShare)],
    [t('brand.facts.franchisees'), f.integer(b.franchisees)],
    [t('brand.facts.avgStoreRevenue'), f.money(b.avgStoreRevenue)],
    [t('brand.facts.closureRate'), f.percent(b.closureRate)],
    [t('brand.facts.payback'), t('brand.paybackValue', { months: b.paybackMonths })],
  ];

  return (
    <>
      <PageHero
        crumbs={[
          { label: ti('crumbInsights'), href: pathFor('industryAnalysis') },
          { label: t('brands.breadcrumb'), href: pathFor('smallMicroBrands') },
          { label: display },
        ]}
        eyebrow={t('brand.eyebrow', { industry: ti(`industries.${b.industry}`) })}
        title={display}
        intro={t(`brandData.${name}.summary`)}
      >
        <p className={styles.heroMeta}>
          <SampleBadge />
          <span>{ti('dataAsOf', { date: f.date(last.date) })}</span>
        </p>
      </PageHero>

      <SampleWatermark>
        <Section id="facts" title={t('brand.factsTitle')} lead={t(`brandData.${name}.positioning`)} reveal={false}>
          <KvCard
            className={styles.factsCard}
            rows={facts}
            caption={t('brand.factsCaption', { name: display })}
            captionHidden
          />
        </Section>

        <Section id="growth" title={t('brand.growthTitle')} tone="muted">
          <ChartFigure
            id="store-growth"
            title={t('brand.growthChartTitle')}
            summary={t('brand.growthSummary', {
              startDate: f.month(first.date),
              start: f.integer(first.stores),
              endDate: f.month(last.date),
              end: f.integer(last.stores),
              multiple: f.index(last.stores / first.stores),
            })}
            chart={
              <InsightChart
                data={b.storeHistory.map((h) => ({ label: f.month(h.date), stores: h.stores }))}
                series={[{ key: 'stores', name: t('brand.growthColumns.stores'), kind: 'integer' }]}
              />
            }
            table={
              <DataTable
                caption={t('brand.growthCaption', { name: display })}
                columns={[
                  { key: 'date', label: t('brand.growthColumns.date') },
                  { key: 'stores', label: t('brand.growthColumns.stores'), numeric: true },
                ]}
                rows={b.storeHistory.map((h) => ({
                  key: h.date,
                  header: f.month(h.date),
                  cells: [f.integer(h.stores)],
                }))}
              />
            }
          />
        </Section>

        <Section id="footprint" title={t('brand.footprintTitle')} lead={t('brand.footprintLead')}>
          <DataTable
            caption={t('brand.footprintCaption', { name: display })}
            columns={[
              { key: 'region', label: ti('table.region') },
              { key: 'stores', label: t('brand.footprintColumns.stores'), numeric: true },
              { key: 'share', label: t('brand.footprintColumns.share'), numeric: true },
            ]}
            rows={footprint.map((r) => ({
              key: r,
              header: ti(`regions.${r}`),
              cells: [f.integer(b.regionStores[r]), f.percent(b.regionStores[r] / b.stores)],
            }))}
          />
        </Section>

        <Section id="lender-view" title={t('brand.watchTitle')} lead={t('brand.watchLead')} tone="muted">
          <div className={styles.columns}>
            <div className="card">
              <h3>{t('brand.watchListTitle')}</h3>
              <ul className="list">
                {content.brandData[name].watch.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div className="card">
              <h3>{t('brand.approachTitle')}</h3>
              <p>{t(`brandData.${name}.approach`)}</p>
            </div>
          </div>
        </Section>
      </SampleWatermark>

      <Section id="other-brands" title={t('brand.otherTitle')}>
        <LinkCards
          items={brandNames
            .filter((x) => x !== name)
            .map((x) => ({
              href: pathFor('smallMicroBrand', { brandName: x }),
              title: t(`brandData.${x}.name`),
              body: t(`brandData.${x}.summary`),
            }))}
        />
      </Section>

      <CatalogCta title={t('cta.title')} body={t('cta.body')} />
    </>
  );
}
