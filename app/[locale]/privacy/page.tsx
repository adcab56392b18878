import { setRequestLocale } from 'next-intl/server';
import { PrivacyPage } from '@/components/general/legal-pages';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('privacy', 'privacy');

/** /privacy: the privacy policy (PIPL). */
export default async function PrivacyRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <PrivacyPage />;
}
