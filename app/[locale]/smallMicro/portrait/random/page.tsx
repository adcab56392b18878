import { PortraitRandomPage } from '@/components/insights/portrait-random-page';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('smallMicroPortraitRandom');

/** /smallMicro/portrait/random: a random sample portrait, picked in the browser; the page itself is static. */
export default async function PortraitRandomRoute({ params }: PageProps<'/[locale]/smallMicro/portrait/random'>) {
  await resolveLocale(params);
  return <PortraitRandomPage />;
}
