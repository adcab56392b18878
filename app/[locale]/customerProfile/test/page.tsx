import { CustomerProfile } from '@/components/profiles/customer-profile';
import { loadCompany } from '@/lib/registry/page-data';
import { resolveLocale } from '@/lib/route-params';
import { defaultCkey } from '@/lib/sample-data/companies';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('customerProfileSample', 'customerProfile', {
  title: 'sampleMetaTitle',
  description: 'sampleMetaDescription',
});

/** /customerProfile/test: a fixed sample 360° view for demos (the first sample company; noindex). */
export default async function CustomerProfileSamplePage({ params }: PageProps<'/[locale]/customerProfile/test'>) {
  const locale = await resolveLocale(params);
  const company = await loadCompany(defaultCkey, locale);
  return company ? <CustomerProfile company={company} sample /> : null;
}
