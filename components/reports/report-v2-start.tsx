import { getTranslations } from 'next-intl/server';
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
import type { ShowcaseFacts } from './use-report';

const tips = ['focus', 'audience', 'length'] as const;

/**
 * The /AI/reportV2 page body: the template studio (lib/reports/report-options.ts reads the options and the prompt's
 * instructions; the preview downloads as PDF and saves to the online documents) with writing tips. Server component;
 * the studio itself loads after first paint (template-studio-lazy.tsx).
 */
export async function ReportV2Start() {
  const t = await getTranslations('aiReport');
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

      <Section id="studio" title={t('v2.studioTitle')} lead={t('v2.studioLead')} reveal={false}>
        <p>
          <SampleBadge />
        </p>
        <Suspense fallback={<p className="muted">{t('loading')}</p>}>
          <TemplateStudio badge={<SampleBadge />} facts={facts} />
        </Suspense>
      </Section>

      <Section id="tips" title={t('v2.tipsTitle')} tone="muted">
        <CardGrid items={tips.map((k) => ({ title: t(`v2.tips.${k}.title`), body: t(`v2.tips.${k}.body`) }))} />
      </Section>
    </>
  );
}
