import { HubPage } from '@/components/catalog/hub-page';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('serviceHub');

/** `/service`: the services hub, every service by group (components/catalog/hub-page.tsx). Static per locale. */
export default async function ServiceHubRoute({ params }: PageProps<'/[locale]/service'>) {
  await resolveLocale(params);
  return <HubPage kind="services" />;
}
