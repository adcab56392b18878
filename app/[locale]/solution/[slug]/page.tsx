import { SolutionPage } from '@/components/catalog/solution-page';
import { solutionSlugs } from '@/lib/catalog';
import { resolveRouteParams } from '@/lib/route-params';
import { metadataFromParams } from '@/lib/seo';

// Every slug is prerendered; any other value is not a page.
export const dynamicParams = false;

export function generateStaticParams() {
  return solutionSlugs.map((slug) => ({ slug }));
}

export const generateMetadata = metadataFromParams('/[locale]/solution/[slug]');

/** /solution/{slug}: one of the 20 solutions, rendered by the solution template. */
export default async function SolutionRoute({ params }: PageProps<'/[locale]/solution/[slug]'>) {
  const { slug } = await resolveRouteParams('/[locale]/solution/[slug]', params);
  return <SolutionPage slug={slug} />;
}
