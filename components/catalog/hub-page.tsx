import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { hasServiceDemo } from '@/components/try-it/service-demo-slugs';
import {
  caseMap,
  caseSlugs,
  catalogCounts,
  serviceGroups,
  solutionGroups,
  type ServiceGroup,
  type ServiceSlug,
  type SolutionGroup,
  type SolutionSlug,
} from '@/lib/catalog';
import { catalogContent } from '@/lib/content/catalog-content';
import { pathInstitutions } from '@/lib/demo-paths';
import { pathFor } from '@/lib/routes';
import { CatalogCta } from './catalog-cta';
import styles from './catalog.module.css';

/** Which hub: `/service`, `/solution` or `/customer` (the route table's `serviceHub`, `solutionHub`, `caseHub`). */
export type HubKind = 'services' | 'solutions' | 'cases';

/** The live demo of a service when it has one (`#try-it` on its page), else its page. */
const demoHref = (slug: ServiceSlug) => `${pathFor(`service.${slug}`)}${hasServiceDemo(slug) ? '#try-it' : ''}`;

/**
 * A section hub (issue 41): the landing page above every service, solution or case page, so their breadcrumbs lead
 * somewhere. It lists the section's entries in the catalogue's groups (lib/catalog.ts), each with what it is for (its
 * summary), a link to its page and a way into the live demos (a service's try-it, a solution's demo path on /demo, the
 * services a case used), then the demo paths by institution and the demo call to action. Static per locale.
 */
export async function HubPage({ kind }: { kind: HubKind }) {
  const t = await getTranslations(`hubs.${kind}`);
  const tc = await getTranslations('common');
  const th = await getTranslations('home');
  const content = await catalogContent();
  const count = catalogCounts[kind];
  const crumb = { services: 'services', solutions: 'solutions', cases: 'customers' } as const;

  return (
    <>
      <PageHero
        crumbs={[{ label: tc(`breadcrumbs.${crumb[kind]}`) }]}
        eyebrow={t('eyebrow')}
        title={t('h1', { count })}
      >
        <p className="lead">{t('intro')}</p>
        <div className="btn-row">
          <Link className={`btn btn--primary ${styles.hubCta}`} href={`${pathFor('demo')}#paths`}>
            {t('pathsTitle')}
          </Link>
        </div>
      </PageHero>

      {kind === 'services'
        ? (Object.keys(serviceGroups) as ServiceGroup[]).map((group, i) => (
            <Section
              key={group}
              id={group}
              title={tc(`nav.serviceGroups.${group}`)}
              lead={`${t('groupCount', { count: serviceGroups[group].length })} · ${th(`services.groupLeads.${group}`)}`}
              tone={i % 2 ? 'muted' : 'plain'}
              reveal={i > 0}
            >
              <ul className={`grid ${styles.hubList}`}>
                {serviceGroups[group].map((slug) => (
                  <li key={slug} className={`card ${styles.hubCard}`} data-hub-entry={slug}>
                    <h3>
                      <Link href={pathFor(`service.${slug}`)}>{content.services[slug].name}</Link>
                    </h3>
                    <p className="muted">{content.services[slug].summary}</p>
                    <p className={styles.hubLinks}>
                      <Link href={pathFor(`service.${slug}`)}>{t('open')} →</Link>
                      {hasServiceDemo(slug) ? <Link href={demoHref(slug)}>{t('tryIt')} →</Link> : null}
                    </p>
                  </li>
                ))}
              </ul>
            </Section>
          ))
        : null}

      {kind === 'solutions'
        ? (Object.keys(solutionGroups) as SolutionGroup[]).map((group, i) => (
            <Section
              key={group}
              id={group}
              title={tc(`nav.solutionGroups.${group}`)}
              lead={`${t('groupCount', { count: solutionGroups[group].length })} · ${th(`solutions.groupLeads.${group}`)}`}
              tone={i % 2 ? 'muted' : 'plain'}
              reveal={i > 0}
            >
              <ul className={`grid ${styles.hubList}`}>
                {solutionGroups[group].map((slug) => (
                  <SolutionEntry key={slug} slug={slug} content={content} t={t} />
                ))}
              </ul>
            </Section>
          ))
        : null}

      {kind === 'cases' ? (
        <Section id="cases" title={t('eyebrow')} lead={tc('caseTemplate.anonymised')} reveal={false}>
          <ul className={`grid ${styles.hubList}`}>
            {caseSlugs.map((slug) => {
              const c = content.cases[slug];
              const result = c.results[0];
              const { services, solution } = caseMap[slug];
              return (
                <li key={slug} className={`card ${styles.hubCard}`} data-hub-entry={slug}>
                  <h3>
                    <Link href={pathFor(`case.${slug}`)}>{c.name}</Link>
                  </h3>
                  <p className="muted">{c.summary}</p>
                  {result ? (
                    <p>
                      <strong>{result.value}</strong> {result.label}
                    </p>
                  ) : null}
                  <p className="muted">
                    <Link href={pathFor(`solution.${solution}`)}>
                      {t('solution', { name: content.solutions[solution].name })}
                    </Link>
                  </p>
                  <p className="muted">{t('services')}</p>
                  <ul className={styles.hubServices}>
                    {services.map((s) => (
                      <li key={s}>
                        <Link className="badge" href={demoHref(s)}>
                          {content.services[s].name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <p className={styles.hubLinks}>
                    <Link href={pathFor(`case.${slug}`)}>{t('open')} →</Link>
                  </p>
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}

      <Section id="paths" title={t('pathsTitle')} lead={t('pathsLead')} tone="muted">
        <ul className={styles.hubServices}>
          {pathInstitutions.map((i) => (
            <li key={i}>
              <Link className="badge" href={`${pathFor('demo')}?path=${i}#paths`}>
                {content.solutions[i].name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <CatalogCta />
    </>
  );
}

type Content = Awaited<ReturnType<typeof catalogContent>>;
type HubTranslate = Awaited<ReturnType<typeof getTranslations<'hubs.solutions'>>>;

/** A solution's card on the solutions hub: what it is for, its page, its demo path and the case that used it. */
function SolutionEntry({ slug, content, t }: { slug: SolutionSlug; content: Content; t: HubTranslate }) {
  const s = content.solutions[slug];
  const usedBy = caseSlugs.find((c) => caseMap[c].solution === slug);
  const path = (pathInstitutions as readonly string[]).includes(slug);
  return (
    <li className={`card ${styles.hubCard}`} data-hub-entry={slug}>
      <h3>
        <Link href={pathFor(`solution.${slug}`)}>{s.name}</Link>
      </h3>
      <p className="muted">{s.summary}</p>
      {usedBy ? (
        <p className="muted">
          <Link href={pathFor(`case.${usedBy}`)}>{t('case', { name: content.cases[usedBy].name })}</Link>
        </p>
      ) : null}
      {path ? (
        <p className={styles.hubLinks}>
          <Link href={`${pathFor('demo')}?path=${slug}#paths`}>{t('demoPath')} →</Link>
        </p>
      ) : null}
    </li>
  );
}
