import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { companyMetadata, parseCkey } from '@/lib/company-metadata';
import { CustomerProfile } from '@/components/profiles/customer-profile';
import type { Locale } from '@/i18n/routing';
import { loadCompany } from '@/lib/registry/page-data';

type Props = { params: Promise<{ locale: string; ckey: string }> };

// Rendered per request, for every registry key (showcase included): the production CSP gives these pages a
// per-request nonce (lib/security/), and HTML that Next cached on a first request would replay an old nonce and
// have its scripts blocked. The registry itself is in memory, so a render costs tens of milliseconds.
export const dynamic = 'force-dynamic';
export const dynamicParams = true;

export const generateMetadata = companyMetadata('customerProfile');

/** /customerProfile/{ckey}: the account manager’s 360° view of a registry company as a customer (sample data). */
export default async function CustomerProfilePage({ params }: Props) {
  const { locale, ckey: raw } = await params;
  const ckey = parseCkey('customerProfile', raw);
  const company = ckey ? await loadCompany(ckey, locale) : null;
  if (!company) notFound();
  setRequestLocale(locale as Locale);
  return <CustomerProfile company={company} />;
}
