import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/layout/card-grid';
import { PageHero } from '@/components/layout/page-hero';
import { ProductPreview } from '@/components/product-preview/product-preview';
import { Section } from '@/components/layout/section';
import { StatList } from '@/components/layout/stat-list';
import { SampleBadge } from '@/components/sample/sample-badge';
import { Link } from '@/i18n/navigation';
import { groupOf, solutionGroups, solutionMap, type LifecycleStage, type SolutionSlug } from '@/lib/catalog';
import { catalogContent } from '@/lib/content/catalog-content';
import { solutionPreview } from '@/lib/product-preview';
import { pathFor } from '@/lib/routes';
import { CatalogCta } from './catalog-cta';
import styles from './catalog.module.css';
import { LinkCards } from './link-cards';

const stages: LifecycleStage[] = ['before', 'during', 'after'];

/**
 * The solution template (SITE.md §6): the industry's pains, its regulatory context (real rules, summarised), the
 * lifecycle (before / during / after) mapped to services, a workflow figure, a worked example on a fictional subject
 * (labelled sample data), results to expect, the related case, call to action. Content comes from
 * `messages/<locale>/solutions.json` (shape: SolutionContent); relations from lib/catalog.ts.
 */
export async function SolutionPage({ slug }: { slug: SolutionSlug }) {
  const t = await getTranslations();
  const content = await catalogContent();
  const c = content.solutions[slug];
  const map = solutionMap[slug];
  const group = groupOf(solutionGroups, slug);
  const related = content.cases[map.relatedCase];

  return (
    <>
      <PageHero
        crumbs={[{ label: t('common.breadcrumbs.solutions'), href: pathFor('solutionHub') }, { label: c.name }]}
        eyebrow={t('common.solutionTemplate.eyebrow', { group: t(`common.nav.solutionGroups.${group}`) })}
        title={c.h1}
        intro={c.intro}
        aside={<ProductPreview kind={solutionPreview(slug)} />}
      >
        <div className="btn-row">
          <Link className="btn btn--primary" href={pathFor('demo')} prefetch={false}>
            {t('common.cta.button')}
          </Link>
          <Link className="btn btn--ghost" href={pathFor(`case.${map.relatedCase}`)}>
            {t('common.solutionTemplate.readCase')}
          </Link>
        </div>
      </PageHero>

      <Section id="pains" title={t('common.solutionTemplate.pains')} reveal={false}>
        <CardGrid items={c.pains} columns={2} />
      </Section>

      <Section id="regulation" title={t('common.solutionTemplate.regulation')} tone="muted">
        <p className="lead">{c.regulation.lead}</p>
        <CardGrid items={c.regulation.rules} />
        <p className="muted" style={{ marginTop: 'var(--hx-space-5)', fontSize: 'var(--hx-text-sm)' }}>
          {t('common.solutionTemplate.regulationNote')}
        </p>
      </Section>

      <Section
        id="lifecycle"
        title={t('common.solutionTemplate.lifecycle')}
        lead={t('common.solutionTemplate.lifecycleLead')}
      >
        <div className={styles.stages}>
          {stages.map((stage) => (
            <div className={`card ${styles.stage}`} key={stage}>
              <h3>{t(`common.solutionTemplate.stages.${stage}`)}</h3>
              <p className="muted">{c.lifecycle[stage]}</p>
              <p className="visually-hidden">{t('common.solutionTemplate.servicesUsed')}</p>
              <ul className={styles.stageServices}>
                {map.stages[stage].map((s) => (
                  <li key={s}>
                    <Link className="badge" href={pathFor(`service.${s}`)}>
                      {t(`services.${s}.name`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      <Section id="workflow" title={t('common.solutionTemplate.workflow')} tone="muted">
        <figure style={{ margin: 0 }}>
          <ol className={styles.workflow}>
            {c.workflow.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.body}</p>
              </li>
            ))}
          </ol>
          <figcaption className="visually-hidden">
            {t('common.solutionTemplate.workflowFigure', { count: c.workflow.length })}
          </figcaption>
        </figure>
      </Section>

      <Section
        id="example"
        title={t('common.solutionTemplate.example')}
        lead={t('common.solutionTemplate.exampleLead')}
      >
        <div className={styles.sampleHead}>
          <SampleBadge />
        </div>
        <article className={`card ${styles.example}`}>
          <h3>{c.example.title}</h3>
          <p>{c.example.setup}</p>
          <ol className={styles.timeline}>
            {c.example.steps.map((step) => (
              <li key={step.title}>
                <h4>{step.title}</h4>
                <p className="muted">{step.body}</p>
              </li>
            ))}
          </ol>
          <h4>{t('common.solutionTemplate.exampleOutcome')}</h4>
          <p>{c.example.outcome}</p>
        </article>
      </Section>

      <Section id="results" title={t('common.solutionTemplate.results')} tone="muted">
        <StatList items={c.results} />
        <p className="muted" style={{ marginTop: 'var(--hx-space-5)', fontSize: 'var(--hx-text-sm)' }}>
          {t('common.solutionTemplate.resultsNote')}
        </p>
      </Section>

      <Section id="case" title={t('common.solutionTemplate.relatedCase')}>
        <LinkCards items={[{ href: pathFor(`case.${map.relatedCase}`), title: related.name, body: related.summary }]} />
      </Section>

      <CatalogCta title={c.cta.title} body={c.cta.body} />
    </>
  );
}
