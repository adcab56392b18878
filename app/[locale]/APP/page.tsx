import { AppPage } from '@/components/general/app-page';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('app');

/** /APP: the mobile app — features, phone mock-ups, download buttons and QR codes. */
export default async function AppRoute({ params }: PageProps<'/[locale]/APP'>) {
  await resolveLocale(params);
  return <AppPage />;
}
