import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { companyMetadata, parseCkey } from '@/components/profiles/company-metadata';
import { ProfileDashboard } from '@/components/profiles/profile-dashboard';
import type { Locale } from '@/i18n/routing';
import { loadCompany } from '@/lib/registry/page-data';
import { staticParams } from '@/lib/routes';

type Props = { params: Promise<{ locale: string; ckey: string }> };

// The showcase companies are prerendered; any other registry key renders on its first request and is then served
// from the cache (the proxy has already answered 404 for keys the registry does not have).
export const dynamicParams = true;

export function generateStaticParams() {
  return staticParams('customerProfileDashboard');
}

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
