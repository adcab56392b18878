import type { Metadata } from 'next';
import { loadCompany } from '@/lib/registry/page-data';
import { matchPageParams } from '@/lib/route-params';
import { translatedMetadata } from '@/lib/seo';

/** The sample-company pages keyed by `[ckey]`; each route name is also the page's message namespace. */
export type CompanyRouteName = 'company' | 'customerProfile' | 'customerProfileDashboard';

/** Their page patterns (see lib/route-params.ts). */
export type CompanyPattern =
  '/[locale]/company/[ckey]' | '/[locale]/customerProfile/[ckey]' | '/[locale]/customerProfile2/[ckey]';

/**
 * The `generateMetadata` of a registry-company page (/company, /customerProfile and /customerProfile2 with a
 * `[ckey]`): `metaTitle` and `metaDescription` of the route's namespace, with the company's `name` filled in.
 * An unknown key yields empty metadata (the page answers 404).
 */
export function companyMetadata(routeName: CompanyRouteName, pattern: CompanyPattern) {
  return async ({ params }: { params: Promise<{ locale: string; ckey: string }> }): Promise<Metadata> => {
    const resolved = matchPageParams(pattern, await params);
    const company = resolved ? await loadCompany(resolved.ckey, resolved.locale) : null;
    if (!resolved || !company) return {};
    const { locale, ckey } = resolved;
    return translatedMetadata({
      locale,
      routeName,
      namespace: routeName,
      params: { ckey },
      values: { name: company.text.name },
    });
  };
}
