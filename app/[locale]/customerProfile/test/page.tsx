import { setRequestLocale } from 'next-intl/server';
import { CustomerProfile } from '@/components/profiles/customer-profile';
import type { Locale } from '@/i18n/routing';
import { loadCompany } from '@/lib/registry/page-data';
import { defaultCkey } from '@/lib/sample-data/companies';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('customerProfileSample', 'customerProfile', {
  title: 'sampleMetaTitle',
  description: 'sampleMetaDescription',
});

/** /customerProfile/test: a fixed sample 360° view for demos (the first sample company; noindex). */
export default async function CustomerProfileSamplePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const company = await loadCompany(defaultCkey, locale);
  return company ? <CustomerProfile company={company} sample /> : null;
}
