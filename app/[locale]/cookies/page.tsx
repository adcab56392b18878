import { CookiesPage } from '@/components/general/legal-pages';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('cookies');

/** /cookies: the cookie notice. */
export default async function CookiesRoute({ params }: PageProps<'/[locale]/cookies'>) {
  await resolveLocale(params);
  return <CookiesPage />;
}
