import { setRequestLocale } from 'next-intl/server';
import { DemoPage } from '@/components/general/demo-page';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('demo', 'demo');

/** /demo: book a demo (form) and the demo centre linking every sample report and interactive page. */
export default async function DemoRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <DemoPage />;
}
