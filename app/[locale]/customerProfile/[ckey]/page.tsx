import { notFound } from 'next/navigation';
import { companyMetadata } from '@/lib/company-metadata';
import { CustomerProfile } from '@/components/profiles/customer-profile';
import { loadCompany } from '@/lib/registry/page-data';
import { resolveRouteParams } from '@/lib/route-params';

// Rendered per request, for every registry key (showcase included): the production CSP gives these pages a
// per-request nonce (lib/security/), and HTML that Next cached on a first request would replay an old nonce and
// have its scripts blocked. The registry itself is in memory, so a render costs tens of milliseconds.
export const dynamic = 'force-dynamic';
export const dynamicParams = true;

export const generateMetadata = companyMetadata('customerProfile', '/[locale]/customerProfile/[ckey]');

/** /customerProfile/{ckey}: the account manager’s 360° view of a registry company as a customer (sample data). */
export default async function CustomerProfilePage({ params }: PageProps<'/[locale]/customerProfile/[ckey]'>) {
  const { locale, ckey } = await resolveRouteParams('/[locale]/customerProfile/[ckey]', params);
  const company = await loadCompany(ckey, locale);
  if (!company) notFound();
  return <CustomerProfile company={company} />;
}
