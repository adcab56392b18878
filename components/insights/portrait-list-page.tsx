import { getFormatter, getTranslations } from 'next-intl/server';
import { CatalogCta } from '@/components/catalog/catalog-cta';
import { PageHero } from '@/components/layout/page-hero';
import { SampleBadge } from '@/components/sample/sample-badge';
import { Link } from '@/i18n/navigation';
import { portraitRiskLevel, riskLevels } from '@/lib/industry-insights';
import { pathFor } from '@/lib/routes';
import {
  creditSignalTone,
  industryKeys,
  invoiceBandOf,
  portraitIds,
  portraits,
  regionKeys,
} from '@/lib/sample-data/industry';
import { figureFormat } from '@/lib/format/figures';
import styles from './insights.module.css';
import { PortraitCard, revenueBandLabel } from './portrait-card';
import { PortraitTable, type PortraitRow } from './portrait-table';

/** /smallMicro/portrait/list: every sample portrait as a table filterable by industry, region and risk level, then each full portrait card (filtered alike). */
export async function PortraitListPage() {
  const t = await getTranslations('smallMicro');
  const ti = await getTranslations('industryAnalysis');
  const f = figureFormat(await getFormatter());

  const rows: PortraitRow[] = portraitIds.map((id) => {
    const p = portraits[id];
    const tones = p.creditSignals.map((s) => creditSignalTone[s]);
    return {
      id,
      name: t(`portraits.${id}.name`),
      industry: p.industry,
      region: p.region,
      years: t('card.yearsValue', { years: p.yearsOperating }),
      stores: f.integer(p.stores),
      revenue: revenueBandLabel(t, f, p.revenueBand),
      invoice: t(`invoiceBands.${invoiceBandOf(p.invoiceMonths)}`),
      signals: t('portraitList.signalCount', {
        positive: tones.filter((x) => x === 'positive').length,
        watch: tones.filter((x) => x === 'watch').length,
      }),
      risk: portraitRiskLevel(p),
    };
  });
  const used = <K extends string>(keys: readonly K[], of: (id: (typeof portraitIds)[number]) => K) =>
    keys.filter((k) => portraitIds.some((id) => of(id) === k));

  return (
    <>
      <PageHero
        crumbs={[
          { label: ti('crumbInsights'), href: pathFor('industryAnalysis') },
          { label: t('portrait.breadcrumb'), href: pathFor('smallMicroPortrait') },
          { label: t('portraitList.breadcrumb') },
        ]}
        eyebrow={t('eyebrow')}
        title={t('portraitList.h1')}
        intro={t('portraitList.intro')}
      >
        <p className={styles.heroMeta}>
          <SampleBadge />
          <Link href={pathFor('smallMicroPortraitRandom')}>{t('portraitList.randomLink')}</Link>
        </p>
      </PageHero>

      <PortraitTable
        rows={rows}
        industries={used(industryKeys, (id) => portraits[id].industry).map((k) => ({
          key: k,
          label: ti(`industries.${k}`),
        }))}
        regions={used(regionKeys, (id) => portraits[id].region).map((k) => ({ key: k, label: ti(`regions.${k}`) }))}
        risks={riskLevels.map((k) => ({ key: k, label: t(`riskLevels.${k}`) }))}
        list={{
          title: t('portraitList.tableTitle'),
          lead: t('portraitList.tableLead'),
          riskNote: t('portraitList.riskNote'),
        }}
        cards={{
          title: t('portraitList.cardsTitle'),
          lead: t('portraitList.cardsLead'),
          items: portraitIds.map((id) => ({ id, node: <PortraitCard id={id} /> })),
        }}
      />

      <CatalogCta title={t('cta.title')} body={t('cta.body')} />
    </>
  );
}
