import { DemoPage } from '@/components/general/demo-page';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('demo');

/**
 * /demo: book a demo (form), the demo paths by institution type (`?path=leasing` selects one, rendered on the
 * server) and the demo centre linking every sample report and interactive page.
 */
export default async function DemoRoute({ params, searchParams }: PageProps<'/[locale]/demo'>) {
  await resolveLocale(params);
  const { path } = await searchParams;
  return <DemoPage path={Array.isArray(path) ? path[0] : path} />;
}
