import type { Metadata } from 'next';
import { loadCompany } from '@/lib/registry/page-data';
import { parseRouteParam } from '@/lib/route-params';
import { translatedMetadata } from '@/lib/seo';

/** The sample-company pages keyed by `[ckey]`; each route name is also the page's message namespace. */
export type CompanyRouteName = 'company' | 'customerProfile' | 'customerProfileDashboard';

/** The registry ckey named by a `[ckey]` segment of `routeName`, or null when the registry has no such key. */
export function parseCkey(routeName: CompanyRouteName, raw: string): string | null {
  return parseRouteParam<string>(routeName, 'ckey', raw);
}

/**
 * The `generateMetadata` of a registry-company page (/company, /customerProfile and /customerProfile2 with a
 * `[ckey]`): `metaTitle` and `metaDescription` of the route's namespace, with the company's `name` filled in.
 * An unknown key yields empty metadata (the page answers 404).
 */
export function companyMetadata(routeName: CompanyRouteName) {
  return async ({ params }: { params: Promise<{ locale: string; ckey: string }> }): Promise<Metadata> => {
    const { locale, ckey: raw } = await params;
    const ckey = parseCkey(routeName, raw);
    const company = ckey ? await loadCompany(ckey, locale) : null;
    if (!ckey || !company) return {};
    return translatedMetadata({ locale, routeName, namespace: routeName, params: { ckey }, values: { name: company.text.name } });
  };
}
