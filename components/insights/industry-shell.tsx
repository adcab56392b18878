import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CatalogCta } from '@/components/catalog/catalog-cta';
import { LinkCards } from '@/components/catalog/link-cards';
import type { Trail } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { SampleBadge } from '@/components/sample/sample-badge';
import { industryFacets, pathFor, type IndustryFacet } from '@/lib/routes';
import { factsAsOf } from '@/lib/facts/as-of';
import { figureFormat } from '@/lib/format/figures';
import { industryRouteName, IndustrySubnav } from './industry-subnav';
import styles from './insights.module.css';

/**
 * The frame of every industry-analysis page: hero (with the sample label and the data date), sub-navigation
 * between the overview and the five facets, the page body, cards to the other facets and the closing CTA.
 */
export async function IndustryShell({
  current,
  title,
  intro,
  children,
}: {
  current: IndustryFacet | 'overview';
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const t = await getTranslations('industryAnalysis');
  const f = figureFormat(await getFormatter());
  const crumbs: Trail =
    current === 'overview'
      ? [{ label: t('breadcrumb') }]
      : [{ label: t('breadcrumb'), href: pathFor('industryAnalysis') }, { label: t(`subnav.${current}`) }];
  const others = (['overview', ...industryFacets] as const).filter((x) => x !== current);

  return (
    <>
      <PageHero crumbs={crumbs} eyebrow={t('eyebrow')} title={title} intro={intro}>
        <p className={styles.heroMeta}>
          <SampleBadge />
          <span>{t('dataAsOf', { date: f.date(factsAsOf) })}</span>
        </p>
      </PageHero>
      <IndustrySubnav current={current} />
      {children}
      <Section id="more-facets" title={t('more.title')} lead={t('more.lead')} tone="muted">
        <LinkCards
          items={others.map((x) => ({
            href: pathFor(industryRouteName(x)),
            title: t(`subnav.${x}`),
            body: t(`facetSummaries.${x}`),
          }))}
        />
        <p className={`muted ${styles.note}`}>{t('panelNote')}</p>
      </Section>
      <CatalogCta title={t('cta.title')} body={t('cta.body')} />
    </>
  );
}
