import { setRequestLocale } from 'next-intl/server';
import { PortraitOverviewPage } from '@/components/insights/portrait-overview-page';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('smallMicroPortrait', 'smallMicro.portrait');

/** /smallMicro/portrait: what a small-and-micro enterprise portrait is, with a featured sample. */
export default async function PortraitOverviewRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <PortraitOverviewPage />;
}
