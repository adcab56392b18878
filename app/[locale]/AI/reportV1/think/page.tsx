import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import { FlowSteps } from '@/components/reports/flow-steps';
import { ThinkSteps } from '@/components/reports/think-steps';
import { SampleBadge } from '@/components/sample/sample-badge';
import type { Locale } from '@/i18n/routing';
import { pathFor } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'aiReport.think' });
  return pageMetadata({ locale: locale as Locale, routeName: 'aiReportV1Think', title: t('metaTitle'), description: t('metaDescription') });
}

/** /AI/reportV1/think: the analysis steps for `?ckey=…&type=…` appear one by one (read client-side; page is static). */
export default async function AiReportThinkPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('aiReport');
  const tb = await getTranslations('common.breadcrumbs');
  return (
    <>
      <PageHero
        crumbs={[{ label: tb('ai') }, { label: t('v1.breadcrumb'), href: pathFor('aiReportV1') }, { label: t('think.breadcrumb') }]}
        title={t('think.h1')}
        intro={t('think.intro')}
      >
        <FlowSteps current="analyse" />
      </PageHero>
      <div className="section">
        <div className="container">
          <Suspense fallback={<p className="muted">{t('loading')}</p>}>
            <ThinkSteps badge={<SampleBadge />} />
          </Suspense>
        </div>
      </div>
    </>
  );
}
