import { setRequestLocale } from 'next-intl/server';
import { PortraitRandomPage } from '@/components/insights/portrait-random-page';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('smallMicroPortraitRandom', 'smallMicro.portraitRandom');

/** /smallMicro/portrait/random: a random sample portrait, picked in the browser; the page itself is static. */
export default async function PortraitRandomRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <PortraitRandomPage />;
}
