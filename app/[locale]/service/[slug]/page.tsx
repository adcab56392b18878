import { ServicePage } from '@/components/catalog/service-page';
import { serviceDemo } from '@/components/try-it/service-demos';
import { serviceSlugs } from '@/lib/catalog';
import { resolveRouteParams } from '@/lib/route-params';
import { metadataFromParams } from '@/lib/seo';

// Every slug is prerendered; any other value is not a page.
export const dynamicParams = false;

export function generateStaticParams() {
  return serviceSlugs.map((slug) => ({ slug }));
}

export const generateMetadata = metadataFromParams('/[locale]/service/[slug]');

/** /service/{slug}: one of the 13 services, rendered by the service template. */
export default async function ServiceRoute({ params }: PageProps<'/[locale]/service/[slug]'>) {
  const { slug } = await resolveRouteParams('/[locale]/service/[slug]', params);
  return <ServicePage slug={slug} tryIt={serviceDemo(slug)} />;
}
