import { setRequestLocale } from 'next-intl/server';
import { CookiesPage } from '@/components/general/legal-pages';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('cookies', 'cookies');

/** /cookies: the cookie notice. */
export default async function CookiesRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <CookiesPage />;
}
