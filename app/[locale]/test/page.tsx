import { setRequestLocale } from 'next-intl/server';
import { SelfCheckPage } from '@/components/general/self-check-page';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('selfCheck', 'selfCheck');

/** /test: the environment self-check for prospects' IT teams (noindex). */
export default async function SelfCheckRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <SelfCheckPage />;
}
