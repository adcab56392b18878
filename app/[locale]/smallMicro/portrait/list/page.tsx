import { PortraitListPage } from '@/components/insights/portrait-list-page';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('smallMicroPortraitList');

/** /smallMicro/portrait/list: every sample portrait. */
export default async function PortraitListRoute({ params }: PageProps<'/[locale]/smallMicro/portrait/list'>) {
  await resolveLocale(params);
  return <PortraitListPage />;
}
