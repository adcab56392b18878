import { PortraitOverviewPage } from '@/components/insights/portrait-overview-page';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('smallMicroPortrait');

/** /smallMicro/portrait: what a small-and-micro enterprise portrait is, with a featured sample. */
export default async function PortraitOverviewRoute({ params }: PageProps<'/[locale]/smallMicro/portrait'>) {
  await resolveLocale(params);
  return <PortraitOverviewPage />;
}
