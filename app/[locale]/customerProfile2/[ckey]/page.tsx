import { notFound } from 'next/navigation';
import { companyMetadata } from '@/lib/company-metadata';
import { ProfileDashboard } from '@/components/profiles/profile-dashboard';
import { loadCompany } from '@/lib/registry/page-data';
import { resolveRouteParams } from '@/lib/route-params';

// Rendered per request, for every registry key (showcase included): the production CSP gives these pages a
// per-request nonce (lib/security/), and HTML that Next cached on a first request would replay an old nonce and
// have its scripts blocked. The registry itself is in memory, so a render costs tens of milliseconds.
export const dynamic = 'force-dynamic';
export const dynamicParams = true;

export const generateMetadata = companyMetadata('customerProfileDashboard', '/[locale]/customerProfile2/[ckey]');

/** /customerProfile2/{ckey}: a registry company as a customer dashboard (sample data). */
export default async function CustomerDashboardPage({ params }: PageProps<'/[locale]/customerProfile2/[ckey]'>) {
  const { locale, ckey } = await resolveRouteParams('/[locale]/customerProfile2/[ckey]', params);
  const company = await loadCompany(ckey, locale);
  if (!company) notFound();
  return <ProfileDashboard company={company} />;
}
