import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { companyMetadata, parseCkey } from '@/components/profiles/company-metadata';
import { CustomerProfile } from '@/components/profiles/customer-profile';
import type { Locale } from '@/i18n/routing';
import { staticParams } from '@/lib/routes';

type Props = { params: Promise<{ locale: string; ckey: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('customerProfile');
}

export const generateMetadata = companyMetadata('customerProfile');

/** /customerProfile/{ckey}: the account manager’s 360° view of a sample customer. */
export default async function CustomerProfilePage({ params }: Props) {
  const { locale, ckey: raw } = await params;
  const ckey = parseCkey('customerProfile', raw);
  if (!ckey) notFound();
  setRequestLocale(locale as Locale);
  return <CustomerProfile ckey={ckey} />;
}
