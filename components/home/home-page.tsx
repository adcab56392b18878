import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { localizePath } from '@/i18n/routing';
import { absoluteUrl } from '@/lib/site-config';
import { websiteLd } from '@/lib/structured-data';
import { CatalogCta } from '@/components/catalog/catalog-cta';
import { Section } from '@/components/layout/section';
import { StatList } from '@/components/layout/stat-list';
import { getContent } from '@/i18n/content';
import { CaseHighlights } from './case-highlights';
import { ServiceGroupsGrid, SolutionGroupsGrid } from './catalog-groups';
import { HomeHero } from './home-hero';
import styles from './home.module.css';
import { OrganizationJsonLd } from './organization-json-ld';
import { TrustColumns } from './trust-section';

/**
 * `/` — the home page (SITE.md §6): value proposition, key platform figures, services and solutions by group,
 * customer-case highlights, data sources and compliance, and a demo call to action. Static per locale.
 */
export async function HomePage() {
  const t = await getTranslations('home');
  const tc = await getTranslations('common.brand');
  const locale = await getLocale();
  const content = await getContent('home');
  const figures = content.figures.items;

  return (
    <>
      <OrganizationJsonLd description={t('organization.description')} />
      <JsonLd
        data={websiteLd({
          url: absoluteUrl(localizePath('/', locale)),
          name: tc('name'),
          description: t('metaDescription'),
          inLanguage: locale,
        })}
      />
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
