import { SelfCheckPage } from '@/components/general/self-check-page';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('selfCheck');

/** /test: the environment self-check for prospects' IT teams (noindex). */
export default async function SelfCheckRoute({ params }: PageProps<'/[locale]/test'>) {
  await resolveLocale(params);
  return <SelfCheckPage />;
}
