import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CatalogCta } from '@/components/catalog/catalog-cta';
import { CaseHighlights } from '@/components/home/case-highlights';
import { ServiceGroupsGrid, SolutionGroupsGrid } from '@/components/home/catalog-groups';
import { HomeHero } from '@/components/home/home-hero';
import styles from '@/components/home/home.module.css';
import { OrganizationJsonLd } from '@/components/home/organization-json-ld';
import { TrustColumns } from '@/components/home/trust-section';
import { Section } from '@/components/layout/section';
import { StatList } from '@/components/layout/stat-list';
import type { KeyFigure } from '@/lib/content/types';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { brand } from '@/lib/site-config';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'home' });
  const meta = pageMetadata({ locale: locale as Locale, routeName: 'home', title: t('metaTitle'), description: t('metaDescription') });
  // The layout's title template does not apply to a page in its own segment, so the brand suffix is added here.
  return { ...meta, title: { absolute: `${t('metaTitle')} | ${brand.display}` } };
}

/**
 * `/` — the home page (SITE.md §6): value proposition, key platform figures, services and solutions by group,
 * customer-case highlights, data sources and compliance, and a demo call to action. Static per locale.
 */
export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('home');
  const figures = t.raw('figures.items') as KeyFigure[];

  return (
    <>
      <OrganizationJsonLd description={t('organization.description')} />
      <HomeHero />

      <Section id="figures" title={t('figures.title')} lead={t('figures.lead')} reveal={false}>
        <StatList items={figures} />
        <p className={`muted ${styles.figuresNote}`}>{t('figures.note')}</p>
      </Section>

      <Section id="services" title={t('services.title')} lead={t('services.lead')} tone="muted">
        <ServiceGroupsGrid />
      </Section>

      <Section id="solutions" title={t('solutions.title')} lead={t('solutions.lead')}>
        <SolutionGroupsGrid />
      </Section>

      <Section id="cases" title={t('cases.title')} lead={t('cases.lead')} tone="muted">
        <CaseHighlights />
      </Section>

      <Section id="trust" title={t('trust.title')} lead={t('trust.lead')}>
        <TrustColumns />
      </Section>

      <CatalogCta title={t('cta.title')} body={t('cta.body')} />
    </>
  );
}
