import { getLocale, getTranslations } from 'next-intl/server';
import { KvCard } from '@/components/layout/kv-table';
import { PageHero } from '@/components/layout/page-hero';
import { ProductPreview } from '@/components/product-preview/product-preview';
import { Section } from '@/components/layout/section';
import { StatList } from '@/components/layout/stat-list';
import { caseMap, type CaseSlug } from '@/lib/catalog';
import { catalogContent } from '@/lib/content/catalog-content';
import { casePreview } from '@/lib/product-preview';
import { pathFor } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site-config';
import { localizePath } from '@/i18n/routing';
import { JsonLd } from '@/components/seo/json-ld';
import { readContentDates } from '@/lib/content-dates';
import { articleLd } from '@/lib/structured-data';
import { CatalogCta } from './catalog-cta';
import styles from './catalog.module.css';
import { LinkCards } from './link-cards';

/**
 * The customer-case template (SITE.md §6): client facts, challenge, solution, implementation timeline, results with
 * numbers, a quote attributed to a role, services used and the related solution. Clients are anonymised.
 */
export async function CasePage({ slug }: { slug: CaseSlug }) {
  const t = await getTranslations();
  const content = await catalogContent();
  const c = content.cases[slug];
  const { services, solution } = caseMap[slug];
  const sol = content.solutions[solution];

  const locale = await getLocale();
  const structured = articleLd({
    url: absoluteUrl(localizePath(pathFor(`case.${slug}`), locale)),
    headline: c.h1,
    description: c.metaDescription,
    inLanguage: locale,
    dateModified: readContentDates()[locale]?.[`case.${slug}`],
  });

  return (
    <>
      <JsonLd data={structured} />
      <PageHero
        crumbs={[{ label: t('common.breadcrumbs.customers'), href: pathFor('caseHub') }, { label: c.name }]}
        eyebrow={t('common.caseTemplate.eyebrow')}
        title={c.h1}
        intro={c.intro}
        aside={<ProductPreview kind={casePreview(slug)} />}
      >
        <p className="muted" style={{ fontSize: 'var(--hx-text-sm)' }}>
          {t('common.caseTemplate.anonymised')}
        </p>
      </PageHero>

      <Section id="facts" title={t('common.caseTemplate.facts')} reveal={false}>
        <KvCard rows={c.facts} style={{ maxWidth: 760 }} />
      </Section>

      <Section id="challenge" title={t('common.caseTemplate.challenge')} tone="muted">
        <p className="lead">{c.challenge.body}</p>
        <ul className="list">
          {c.challenge.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </Section>

      <Section id="solution" title={t('common.caseTemplate.solution')}>
        <p className="lead">{c.solution.body}</p>
        <ul className="list">
          {c.solution.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </Section>

      <Section id="timeline" title={t('common.caseTemplate.timeline')} tone="muted">
        <ol className={styles.timeline}>
          {c.timeline.map((step) => (
            <li key={step.phase}>
              <h3>
                {step.phase} <span className="badge">{step.duration}</span>
              </h3>
              <p className="muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="results" title={t('common.caseTemplate.results')}>
        <StatList items={c.results} />
      </Section>

      <Section id="quote" title={t('common.caseTemplate.quote')} tone="dark">
        <blockquote className={styles.quote}>
          <p>“{c.quote.text}”</p>
          <footer>— {c.quote.role}</footer>
        </blockquote>
      </Section>

      <Section id="services" title={t('common.caseTemplate.servicesUsed')}>
        <LinkCards
          items={services.map((s) => {
            const sc = content.services[s];
            return { href: pathFor(`service.${s}`), title: sc.name, body: sc.summary };
          })}
        />
        <h3 style={{ marginTop: 'var(--hx-space-6)' }}>{t('common.caseTemplate.relatedSolution')}</h3>
        <LinkCards items={[{ href: pathFor(`solution.${solution}`), title: sol.name, body: sol.summary }]} />
      </Section>

      <CatalogCta />
    </>
  );
}
