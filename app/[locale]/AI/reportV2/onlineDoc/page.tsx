import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHero } from '@/components/layout/page-hero';
import { OnlineDocs } from '@/components/reports/online-docs';
import { SampleBadge } from '@/components/sample/sample-badge';
import type { Locale } from '@/i18n/routing';
import { pathFor } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'aiReport.onlineDoc' });
  return pageMetadata({ locale: locale as Locale, routeName: 'aiReportV2OnlineDoc', title: t('metaTitle'), description: t('metaDescription') });
}

/** /AI/reportV2/onlineDoc: the visitor's documents (kept in this browser) with pin, download, delete and more. */
export default async function OnlineDocPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('aiReport');
  const tb = await getTranslations('common.breadcrumbs');
  return (
    <>
      <PageHero
        crumbs={[{ label: tb('ai') }, { label: t('v2.breadcrumb'), href: pathFor('aiReportV2') }, { label: t('onlineDoc.breadcrumb') }]}
        title={t('onlineDoc.h1')}
        intro={t('onlineDoc.intro')}
      >
        <SampleBadge />
      </PageHero>
      <div className="section">
        <div className="container">
          <OnlineDocs />
        </div>
      </div>
    </>
  );
}
