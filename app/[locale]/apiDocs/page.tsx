import { ApiDocsPage } from '@/components/general/api-docs-page';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('apiDocs');

/** /apiDocs: the open API's documentation, rendered from /api/openapi.json's document (issue 26). */
export default async function ApiDocsRoute({ params }: PageProps<'/[locale]/apiDocs'>) {
  await resolveLocale(params);
  return <ApiDocsPage />;
}
