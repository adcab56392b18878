import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { companyMetadata, parseCkey } from '@/components/profiles/company-metadata';
import { CustomerProfile } from '@/components/profiles/customer-profile';
import type { Locale } from '@/i18n/routing';
import { loadCompany } from '@/lib/registry/page-data';
import { staticParams } from '@/lib/routes';

type Props = { params: Promise<{ locale: string; ckey: string }> };

// The showcase companies are prerendered; any other registry key renders on its first request and is then served
// from the cache (the proxy has already answered 404 for keys the registry does not have).
export const dynamicParams = true;

export function generateStaticParams() {
  return staticParams('customerProfile');
}

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
