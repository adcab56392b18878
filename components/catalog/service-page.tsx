import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CardGrid } from '@/components/layout/card-grid';
import { KvCard } from '@/components/layout/kv-table';
import { PageHero } from '@/components/layout/page-hero';
import { ProductPreview } from '@/components/product-preview/product-preview';
import { Section } from '@/components/layout/section';
import { TagList } from '@/components/layout/tag-list';
import { SampleBadge } from '@/components/sample/sample-badge';
import { Link } from '@/i18n/navigation';
import { casesUsingService, groupOf, serviceGroups, solutionsUsingService, type ServiceSlug } from '@/lib/catalog';
import { catalogContent } from '@/lib/content/catalog-content';
import { servicePreview } from '@/lib/product-preview';
import { pathFor } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site-config';
import { localizePath } from '@/i18n/routing';
import { JsonLd } from '@/components/seo/json-ld';
import { serviceLd } from '@/lib/structured-data';
import { CatalogCta } from './catalog-cta';
import styles from './catalog.module.css';
import { FaqList } from './faq-list';
import { LinkCards } from './link-cards';

/**
 * The service template (SITE.md §6): problem, what it checks, inputs and outputs, data sources, delivery, a sample
 * output labelled as sample data, related solutions and cases, FAQ, call to action. Content comes from
 * `messages/<locale>/services.json`; relations from lib/catalog.ts. `tryIt` is the service's interactive demo, when
 * it has one (components/try-it/service-demos.tsx): shown right under the hero, with a hero button leading to it.
 */
export async function ServicePage({ slug, tryIt }: { slug: ServiceSlug; tryIt?: ReactNode }) {
  const t = await getTranslations();
  const content = await catalogContent();
  const c = content.services[slug];
  const tt = (key: string) => t(`common.serviceTemplate.${key}` as 'common.serviceTemplate.problem');
  const group = groupOf(serviceGroups, slug);
  const solutions = solutionsUsingService(slug);
  const cases = casesUsingService(slug);

  const locale = await getLocale();
  const structured = serviceLd({
    url: absoluteUrl(localizePath(pathFor(`service.${slug}`), locale)),
    name: c.name,
    description: c.metaDescription,
    category: t(`common.nav.serviceGroups.${group}`),
    inLanguage: locale,
  });

  return (
    <>
      <JsonLd data={structured} />
      <PageHero
        crumbs={[{ label: t('common.breadcrumbs.services'), href: pathFor('serviceHub') }, { label: c.name }]}
        eyebrow={t('common.serviceTemplate.eyebrow', { group: t(`common.nav.serviceGroups.${group}`) })}
        title={c.h1}
        intro={c.intro}
        aside={<ProductPreview kind={servicePreview[slug]} />}
      >
        <div className="btn-row">
          <Link className="btn btn--primary" href={pathFor('demo')} prefetch={false}>
            {t('common.cta.button')}
          </Link>
          {tryIt ? (
            <a className="btn btn--ghost" href="#try-it">
              {tt('tryIt')}
            </a>
          ) : null}
          <a className="btn btn--ghost" href="#sample">
            {tt('seeSample')}
          </a>
        </div>
      </PageHero>

      {tryIt}

      <Section id="problem" title={tt('problem')} reveal={false}>
        <p className="lead">{c.problem}</p>
      </Section>

      <Section id="checks" title={tt('checks')} lead={tt('checksLead')} tone="muted">
        <CardGrid items={c.checks} />
      </Section>

      <Section id="io" title={tt('io')}>
        <div className={styles.columns}>
          <div className="card">
            <h3>{tt('inputs')}</h3>
            <ul className="list">
              {c.inputs.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3>{tt('outputs')}</h3>
            <ul className="list">
              {c.outputs.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="data-sources" title={tt('dataSources')} lead={tt('dataSourcesLead')} tone="muted">
        <TagList items={c.dataSources} />
      </Section>

      <Section id="delivery" title={tt('delivery')}>
        <CardGrid
          items={(['web', 'api', 'batch'] as const).map((channel) => ({
            title: tt(`delivery${channel[0].toUpperCase()}${channel.slice(1)}`),
            body: c.delivery[channel],
            link: channel === 'api' ? { href: pathFor('apiDocs'), label: t('apiDocs.serviceLink') } : undefined,
          }))}
        />
      </Section>

      <Section id="sample" title={tt('sample')} tone="muted">
        <div className={styles.sampleHead}>
          <SampleBadge />
        </div>
        <KvCard className={styles.sampleCard} rows={c.sample.rows} caption={c.sample.caption} />
      </Section>

      <Section id="related" title={tt('related')}>
        <h3>{tt('relatedSolutions')}</h3>
        <LinkCards
          items={solutions.map((s) => {
            const sc = content.solutions[s];
            return { href: pathFor(`solution.${s}`), title: sc.name, body: sc.summary };
          })}
        />
        {cases.length > 0 ? (
          <>
            <h3 style={{ marginTop: 'var(--hx-space-6)' }}>{tt('relatedCases')}</h3>
            <LinkCards
              items={cases.map((k) => {
                const cc = content.cases[k];
                return { href: pathFor(`case.${k}`), title: cc.name, body: cc.summary };
              })}
            />
          </>
        ) : null}
      </Section>

      <Section id="faq" title={tt('faq')} tone="muted">
        <FaqList items={c.faq} />
      </Section>

      <CatalogCta title={c.cta.title} body={c.cta.body} />
    </>
  );
}
