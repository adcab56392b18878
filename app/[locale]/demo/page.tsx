import { DemoPage } from '@/components/general/demo-page';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('demo', 'demo');

/** /demo: book a demo (form) and the demo centre linking every sample report and interactive page. */
export default async function DemoRoute({ params }: PageProps<'/[locale]/demo'>) {
  await resolveLocale(params);
  return <DemoPage />;
}
