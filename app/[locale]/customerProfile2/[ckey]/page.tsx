import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { companyMetadata, parseCkey } from '@/components/profiles/company-metadata';
import { ProfileDashboard } from '@/components/profiles/profile-dashboard';
import type { Locale } from '@/i18n/routing';
import { staticParams } from '@/lib/routes';

type Props = { params: Promise<{ locale: string; ckey: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('customerProfileDashboard');
}

export const generateMetadata = companyMetadata('customerProfileDashboard');

/** /customerProfile2/{ckey}: the sample customer as a dashboard with charts and a timeline. */
export default async function CustomerDashboardPage({ params }: Props) {
  const { locale, ckey: raw } = await params;
  const ckey = parseCkey('customerProfileDashboard', raw);
  if (!ckey) notFound();
  setRequestLocale(locale as Locale);
  return <ProfileDashboard ckey={ckey} />;
}
