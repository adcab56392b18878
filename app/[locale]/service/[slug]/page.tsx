import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/catalog/service-page';
import { serviceDemo } from '@/components/try-it/service-demos';
import type { Locale } from '@/i18n/routing';
import { serviceSlugs, type ServiceSlug } from '@/lib/catalog';
import { metadataFromParam } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; slug: string }> };

export function generateStaticParams() {
  return serviceSlugs.map((slug) => ({ slug }));
}

function isService(slug: string): slug is ServiceSlug {
  return (serviceSlugs as string[]).includes(slug);
}

export const generateMetadata = metadataFromParam('slug', serviceSlugs, 'service', 'services');

/** /service/{slug}: one of the 13 services, rendered by the service template. */
export default async function ServiceRoute({ params }: Props) {
  const { locale, slug } = await params;
  if (!isService(slug)) notFound();
  setRequestLocale(locale as Locale);
  return <ServicePage slug={slug} tryIt={serviceDemo(slug)} />;
}
