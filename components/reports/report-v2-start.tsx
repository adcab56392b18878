import { getLocale, getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/routing';
import { Suspense } from 'react';
import { CardGrid } from '@/components/layout/card-grid';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Icon } from '@/components/icons/icon';
import { TemplateStudioLazy as TemplateStudio } from './template-studio-lazy';
import { SampleBadge } from '@/components/sample/sample-badge';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { loadCompany } from '@/lib/registry/page-data';
import { ckeys } from '@/lib/sample-data/keys';
import { templateIds, templateSpecs } from '@/lib/reports/report-model';
import styles from './reports.module.css';
import type { ShowcaseFacts } from './use-report';

const tips = ['focus', 'audience', 'length'] as const;

/**
 * The /AI/reportV2 page body: the template gallery (server HTML: each template's purpose, sections and sample prompt,
 * with a link that opens it in the studio — issue 41), the template studio (lib/reports/report-options.ts reads the options and the prompt's
 * instructions; the preview downloads as PDF and saves to the online documents) with writing tips. Server component;
 * the studio itself loads after first paint (template-studio-lazy.tsx).
 */
export async function ReportV2Start() {
  const t = await getTranslations('aiReport');
  const locale = await getLocale();
  const views = await Promise.all(ckeys.map((k) => loadCompany(k)));
  const facts = Object.fromEntries(
    views.map((v) => [
      v!.ckey,
      { facts: v!.facts, ownership: v!.ownership, assessment: v!.assessment, figures: v!.figures, records: v!.records },
    ]),
  ) as ShowcaseFacts;
  return (
    <>
      <PageHero
        crumbs={[{ label: t('v2.breadcrumb') }]}
        eyebrow={t('v2.eyebrow')}
        title={t('v2.h1')}
        intro={t('v2.intro')}
      >
        <div className="btn-row">
          <Link href={pathFor('aiReportV2OnlineDoc')} className="btn btn--ghost">
            <Icon name="document1" size={18} />
            {t('v2.docsLink')}
          </Link>
        </div>
      </PageHero>

      <Section id="templates" title={t('v2.galleryTitle')} lead={t('v2.galleryLead')} reveal={false}>
        <ul className={`grid ${styles.gallery}`}>
          {templateIds.map((id) => (
            <li key={id} className="card" data-template={id}>
              <h3>{t(`templates.${id}.name`)}</h3>
              <p className="muted">{t(`templates.${id}.summary`)}</p>
              <p>
                <strong>{t('v2.gallerySections')}</strong>:{' '}
                {templateSpecs[id].sections.map((s) => t(`sections.${s}`)).join(' · ')}
              </p>
              <p>
                <strong>{t('v2.galleryPrompt')}</strong>: “{t(`templates.${id}.prompt`)}”
              </p>
              <p>
                {/* A full page load: the studio reads the template from the URL when it starts. */}
                <a href={`${localizePath(pathFor('aiReportV2'), locale)}?template=${id}#studio`}>
                  {t('v2.galleryOpen')} →
                </a>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="studio" title={t('v2.studioTitle')} lead={t('v2.studioLead')} tone="muted" reveal={false}>
        <p>
          <SampleBadge />
        </p>
        <Suspense fallback={<p className="muted">{t('loading')}</p>}>
          <TemplateStudio badge={<SampleBadge />} facts={facts} />
        </Suspense>
      </Section>

      <Section id="tips" title={t('v2.tipsTitle')}>
        <CardGrid items={tips.map((k) => ({ title: t(`v2.tips.${k}.title`), body: t(`v2.tips.${k}.body`) }))} />
      </Section>
    </>
  );
}
