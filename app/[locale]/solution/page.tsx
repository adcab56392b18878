import { HubPage } from '@/components/catalog/hub-page';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('solutionHub');

/** `/solution`: the solutions hub, every solution by group (components/catalog/hub-page.tsx). Static per locale. */
export default async function SolutionHubRoute({ params }: PageProps<'/[locale]/solution'>) {
  await resolveLocale(params);
  return <HubPage kind="solutions" />;
}
