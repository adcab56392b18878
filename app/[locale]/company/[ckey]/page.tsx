import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { companyMetadata, parseCkey } from '@/components/profiles/company-metadata';
import { CompanyProfile } from '@/components/profiles/company-profile';
import type { Locale } from '@/i18n/routing';
import { staticParams } from '@/lib/routes';

type Props = { params: Promise<{ locale: string; ckey: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('company');
}

export const generateMetadata = companyMetadata('company');

/** /company/{ckey}: the public enterprise profile of a sample company. */
export default async function CompanyPage({ params }: Props) {
  const { locale, ckey: raw } = await params;
  const ckey = parseCkey('company', raw);
  if (!ckey) notFound();
  setRequestLocale(locale as Locale);
  return <CompanyProfile ckey={ckey} />;
}
