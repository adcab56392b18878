import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { companyMetadata, parseCkey } from '@/components/profiles/company-metadata';
import { CompanyProfile } from '@/components/profiles/company-profile';
import type { Locale } from '@/i18n/routing';
import { loadCompany } from '@/lib/registry/page-data';
import { staticParams } from '@/lib/routes';

type Props = { params: Promise<{ locale: string; ckey: string }> };

// The showcase companies are prerendered; any other registry key renders on its first request and is then served
// from the cache (the proxy has already answered 404 for keys the registry does not have).
export const dynamicParams = true;

export function generateStaticParams() {
  return staticParams('company');
}

export const generateMetadata = companyMetadata('company');

/** /company/{ckey}: the public enterprise profile of a registry company (sample data). */
export default async function CompanyPage({ params }: Props) {
  const { locale, ckey: raw } = await params;
  const ckey = parseCkey('company', raw);
  const company = ckey ? await loadCompany(ckey, locale) : null;
  if (!company) notFound();
  setRequestLocale(locale as Locale);
  return <CompanyProfile company={company} />;
}
