import { setRequestLocale } from 'next-intl/server';
import { PortraitListPage } from '@/components/insights/portrait-list-page';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('smallMicroPortraitList', 'smallMicro.portraitList');

/** /smallMicro/portrait/list: every sample portrait. */
export default async function PortraitListRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <PortraitListPage />;
}
