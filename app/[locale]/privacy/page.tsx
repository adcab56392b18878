import { PrivacyPage } from '@/components/general/legal-pages';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('privacy');

/** /privacy: the privacy policy (PIPL). */
export default async function PrivacyRoute({ params }: PageProps<'/[locale]/privacy'>) {
  await resolveLocale(params);
  return <PrivacyPage />;
}
