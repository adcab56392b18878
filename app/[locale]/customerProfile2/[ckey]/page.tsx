import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { companyMetadata, parseCkey } from '@/lib/company-metadata';
import { ProfileDashboard } from '@/components/profiles/profile-dashboard';
import type { Locale } from '@/i18n/routing';
import { loadCompany } from '@/lib/registry/page-data';

type Props = { params: Promise<{ locale: string; ckey: string }> };

// Rendered per request, for every registry key (showcase included): the production CSP gives these pages a
// per-request nonce (lib/security/), and HTML that Next cached on a first request would replay an old nonce and
// have its scripts blocked. The registry itself is in memory, so a render costs tens of milliseconds.
export const dynamic = 'force-dynamic';
export const dynamicParams = true;

export const generateMetadata = companyMetadata('customerProfileDashboard');

/** /customerProfile2/{ckey}: a registry company as a customer dashboard (sample data). */
export default async function CustomerDashboardPage({ params }: Props) {
  const { locale, ckey: raw } = await params;
  const ckey = parseCkey('customerProfileDashboard', raw);
  const company = ckey ? await loadCompany(ckey, locale) : null;
  if (!company) notFound();
  setRequestLocale(locale as Locale);
  return <ProfileDashboard company={company} />;
}
