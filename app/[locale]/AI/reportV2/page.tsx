import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Icon } from '@/components/icons/icon';
import { TemplateStudio } from '@/components/reports/template-studio';
import { SampleBadge } from '@/components/sample/sample-badge';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { pathFor } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

const tips = ['focus', 'audience', 'length'] as const;

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'aiReport.v2' });
  return pageMetadata({ locale: locale as Locale, routeName: 'aiReportV2', title: t('metaTitle'), description: t('metaDescription') });
}

/** /AI/reportV2: template- and prompt-driven reports with a live preview. */
export default async function AiReportV2Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
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
        <div className="grid">
          {tips.map((k) => (
            <div key={k} className="card">
              <h3>{t(`v2.tips.${k}.title`)}</h3>
              <p className="muted">{t(`v2.tips.${k}.body`)}</p>
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}
