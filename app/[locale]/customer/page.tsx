import { HubPage } from '@/components/catalog/hub-page';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('caseHub');

/** `/customer`: the customer-case hub, every case with its result and services (components/catalog/hub-page.tsx). */
export default async function CaseHubRoute({ params }: PageProps<'/[locale]/customer'>) {
  await resolveLocale(params);
  return <HubPage kind="cases" />;
}
