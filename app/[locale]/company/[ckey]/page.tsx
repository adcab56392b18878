import { notFound } from 'next/navigation';
import { companyMetadata } from '@/lib/company-metadata';
import { CompanyProfile } from '@/components/profiles/company-profile';
import { loadCompany } from '@/lib/registry/page-data';
import { resolveRouteParams } from '@/lib/route-params';

// Rendered per request, for every registry key (showcase included): the production CSP gives these pages a
// per-request nonce (lib/security/), and HTML that Next cached on a first request would replay an old nonce and
// have its scripts blocked. The registry itself is in memory, so a render costs tens of milliseconds.
export const dynamic = 'force-dynamic';
export const dynamicParams = true;

export const generateMetadata = companyMetadata('company', '/[locale]/company/[ckey]');

/** /company/{ckey}: the public enterprise profile of a registry company (sample data). */
export default async function CompanyPage({ params }: PageProps<'/[locale]/company/[ckey]'>) {
  const { locale, ckey } = await resolveRouteParams('/[locale]/company/[ckey]', params);
  const company = await loadCompany(ckey, locale);
  if (!company) notFound();
  return <CompanyProfile company={company} />;
}
