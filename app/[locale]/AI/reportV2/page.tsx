import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CardGrid } from '@/components/layout/card-grid';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Icon } from '@/components/icons/icon';
import { TemplateStudioLazy as TemplateStudio } from '@/components/reports/template-studio-lazy';
import { SampleBadge } from '@/components/sample/sample-badge';
import { Link } from '@/i18n/navigation';
import { resolveLocale } from '@/lib/route-params';
import { pathFor } from '@/lib/routes';
import { metadataFrom } from '@/lib/seo';

const tips = ['focus', 'audience', 'length'] as const;

export const generateMetadata = metadataFrom('aiReportV2', 'aiReport.v2');

/** /AI/reportV2: template- and prompt-driven reports with a live preview. */
export default async function AiReportV2Page({ params }: PageProps<'/[locale]/AI/reportV2'>) {
  await resolveLocale(params);
  const t = await getTranslations('aiReport');
  const tb = await getTranslations('common.breadcrumbs');
  return (
    <>
      <PageHero crumbs={[{ label: tb('ai') }, { label: t('v2.breadcrumb') }]} eyebrow={t('v2.eyebrow')} title={t('v2.h1')} intro={t('v2.intro')}>
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
          <TemplateStudio badge={<SampleBadge />} />
        </Suspense>
      </Section>

      <Section id="tips" title={t('v2.tipsTitle')} tone="muted">
        <CardGrid items={tips.map((k) => ({ title: t(`v2.tips.${k}.title`), body: t(`v2.tips.${k}.body`) }))} />
      </Section>
    </>
  );
}
