import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import { FlowSteps } from '@/components/reports/flow-steps';
import { GeneratedReport } from '@/components/reports/generated-report';
import { SampleBadge } from '@/components/sample/sample-badge';
import type { Locale } from '@/i18n/routing';
import { pathFor } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'aiReport.generate' });
  return pageMetadata({ locale: locale as Locale, routeName: 'aiReportV1Generate', title: t('metaTitle'), description: t('metaDescription') });
}

/** /AI/reportV1/generateReport: the generated report, watermarked, printable and downloadable. */
export default async function AiReportGeneratePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('aiReport');
  const tb = await getTranslations('common.breadcrumbs');
  return (
    <>
      <PageHero
        crumbs={[{ label: tb('ai') }, { label: t('v1.breadcrumb'), href: pathFor('aiReportV1') }, { label: t('generate.breadcrumb') }]}
        title={t('generate.h1')}
        intro={t('generate.intro')}
      >
        <FlowSteps current="report" />
      </PageHero>
      <div className="section">
        <div className="container">
          <Suspense fallback={<p className="muted">{t('loading')}</p>}>
            <GeneratedReport badge={<SampleBadge />} />
          </Suspense>
        </div>
      </div>
    </>
  );
}
