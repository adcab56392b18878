import { CasePage } from '@/components/catalog/case-page';
import { caseSlugs } from '@/lib/catalog';
import { resolveRouteParams } from '@/lib/route-params';
import { metadataFromParams } from '@/lib/seo';

// Every slug is prerendered; any other value is not a page.
export const dynamicParams = false;

export function generateStaticParams() {
  return caseSlugs.map((slug) => ({ slug }));
}

export const generateMetadata = metadataFromParams('/[locale]/customer/[slug]');

/** /customer/{slug}: one of the customer cases, rendered by the case template. */
export default async function CaseRoute({ params }: PageProps<'/[locale]/customer/[slug]'>) {
  const { slug } = await resolveRouteParams('/[locale]/customer/[slug]', params);
  return <CasePage slug={slug} />;
}
