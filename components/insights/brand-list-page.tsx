import { getFormatter, getTranslations } from 'next-intl/server';
import { CatalogCta } from '@/components/catalog/catalog-cta';
import { CardGrid } from '@/components/layout/card-grid';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { SampleBadge } from '@/components/sample/sample-badge';
import { getContent } from '@/i18n/content';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { brands } from '@/lib/sample-data/brands';
import { factsAsOf } from '@/lib/facts/as-of';
import { brandNames } from '@/lib/sample-data/keys';
import { DataTable } from './data-table';
import { figureFormat } from '@/lib/format/figures';
import styles from './insights.module.css';
import { rankBy } from '@/lib/insights/rank';

/** /smallMicro/brand: why chain brands matter to inclusive lenders, and the sample chain brands (table + cards). */
export async function BrandListPage() {
  const t = await getTranslations('smallMicro');
  const content = await getContent('smallMicro');
  const ti = await getTranslations('industryAnalysis');
  const f = figureFormat(await getFormatter());
  const ranked = rankBy(brandNames, (b) => brands[b].stores);

  return (
    <>
      <PageHero
        crumbs={[{ label: ti('crumbInsights'), href: pathFor('industryAnalysis') }, { label: t('brands.breadcrumb') }]}
        eyebrow={t('eyebrow')}
        title={t('brands.h1')}
        intro={t('brands.intro')}
      >
        <p className={styles.heroMeta}>
          <SampleBadge />
          <span>{ti('dataAsOf', { date: f.date(factsAsOf) })}</span>
        </p>
      </PageHero>

      <Section id="why" title={t('brands.whyTitle')} lead={t('brands.whyLead')} reveal={false}>
        <CardGrid items={content.brands.why} />
      </Section>

      <Section id="brands" title={t('brands.tableTitle')} lead={t('brands.tableLead')} tone="muted">
        <DataTable
          caption={t('brands.caption')}
          columns={[
            { key: 'brand', label: t('brands.columns.brand') },
            { key: 'industry', label: t('brands.columns.industry') },
            { key: 'hq', label: t('brands.columns.hq') },
            { key: 'stores', label: t('brands.columns.stores'), numeric: true },
            { key: 'storesYoY', label: t('brands.columns.storesYoY'), numeric: true },
            { key: 'directShare', label: t('brands.columns.directShare'), numeric: true },
            { key: 'avgStoreRevenue', label: t('brands.columns.avgStoreRevenue'), numeric: true },
            { key: 'closureRate', label: t('brands.columns.closureRate'), numeric: true },
          ]}
          rows={ranked.map((b) => ({
            key: b,
            header: <Link href={pathFor('smallMicroBrand', { brandName: b })}>{t(`brandData.${b}.name`)}</Link>,
            cells: [
              ti(`industries.${brands[b].industry}`),
              ti(`regions.${brands[b].hqRegion}`),
              f.integer(brands[b].stores),
              f.growth(brands[b].storesYoY),
              f.percent(brands[b].directShare),
              f.money(brands[b].avgStoreRevenue),
              f.percent(brands[b].closureRate),
            ],
          }))}
        />
        <ul className={`grid ${styles.plainList}`} style={{ marginTop: 'var(--hx-space-6)' }}>
          {ranked.map((b) => (
            <li key={b}>
              <Link className="card card--link" href={pathFor('smallMicroBrand', { brandName: b })}>
                <h3>{t(`brandData.${b}.name`)}</h3>
                <p className="muted">{t(`brandData.${b}.summary`)}</p>
                <span className={styles.cardAction}>{t('brands.viewBrand')}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="industries" title={t('brands.industryTitle')} lead={t('brands.industryLead')}>
        <div className="btn-row">
          <Link className="btn btn--ghost" href={pathFor('industryAnalysis.brand')}>
            {t('brands.industryLink')}
          </Link>
          <Link className="btn btn--ghost" href={pathFor('smallMicroPortrait')}>
            {t('brands.portraitLink')}
          </Link>
        </div>
      </Section>

      <CatalogCta title={t('cta.title')} body={t('cta.body')} />
    </>
  );
}
