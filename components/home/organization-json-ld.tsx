import { brandIconPaths } from '@/lib/brand-icon';
import { absoluteUrl, brand } from '@/lib/site-config';

/**
 * `Organization` structured data for the home page. Only facts from config: brand, company names, the site URL and
 * the brand mark as logo (512 × 512 PNG, lib/brand-icon.ts). No `sameAs` or contact claims are invented.
 */
export function OrganizationJsonLd({ description }: { description: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.display,
    alternateName: [brand.companyZh, brand.companyEn],
    url: absoluteUrl('/'),
    logo: absoluteUrl(brandIconPaths.large),
    description,
  };
  return (
    <script
      type="application/ld+json"
      // JSON.stringify output is safe here except for "</script>", which the replace below neutralises.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
