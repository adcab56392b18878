import { setRequestLocale } from 'next-intl/server';
import { AppPage } from '@/components/general/app-page';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('app', 'app');

/** /APP: the mobile app — features, phone mock-ups, download buttons and QR codes. */
export default async function AppRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <AppPage />;
}
