import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import { AuthorizePanel } from '@/components/reports/authorize-panel';
import { FlowSteps } from '@/components/reports/flow-steps';
import { SampleBadge } from '@/components/sample/sample-badge';
import type { Locale } from '@/i18n/routing';
import { pathFor } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'aiReport.authorize' });
  return pageMetadata({ locale: locale as Locale, routeName: 'aiReportV1Authorize', title: t('metaTitle'), description: t('metaDescription') });
}

/** /AI/reportV1/authorize: the enterprise's data-use authorisation, confirmed in a draggable dialog. */
export default async function AiReportAuthorizePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('aiReport');
  const tb = await getTranslations('common.breadcrumbs');
  return (
    <>
      <PageHero
        crumbs={[{ label: tb('ai') }, { label: t('v1.breadcrumb'), href: pathFor('aiReportV1') }, { label: t('authorize.breadcrumb') }]}
        title={t('authorize.h1')}
        intro={t('authorize.intro')}
      >
        <FlowSteps current="authorise" />
      </PageHero>
      <div className="section">
        <div className="container">
          <Suspense fallback={<p className="muted">{t('loading')}</p>}>
            <AuthorizePanel badge={<SampleBadge />} />
          </Suspense>
        </div>
      </div>
    </>
  );
}
