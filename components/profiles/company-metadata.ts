import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { parseRouteParam } from '@/lib/route-params';
import type { Ckey } from '@/lib/sample-data/keys';
import { translatedMetadata } from '@/lib/seo';
import { companyText } from './sample-text';

/** The sample-company pages keyed by `[ckey]`; each route name is also the page's message namespace. */
export type CompanyRouteName = 'company' | 'customerProfile' | 'customerProfileDashboard';

/** The sample company named by a `[ckey]` segment of `routeName`, or null when the segment is not a sample key. */
export function parseCkey(routeName: CompanyRouteName, raw: string): Ckey | null {
  return parseRouteParam<Ckey>(routeName, 'ckey', raw);
}

/**
 * The `generateMetadata` of a sample-company page (/company, /customerProfile and /customerProfile2 with a
 * `[ckey]`): `metaTitle` and `metaDescription` of the route's namespace, with the company's `name` filled in.
 * An unknown key yields empty metadata (the page answers 404).
 */
export function companyMetadata(routeName: CompanyRouteName) {
  return async ({ params }: { params: Promise<{ locale: string; ckey: string }> }): Promise<Metadata> => {
    const { locale, ckey: raw } = await params;
    const ckey = parseCkey(routeName, raw);
    if (!ckey) return {};
    const name = companyText((await getMessages({ locale: locale as Locale })) as Messages, ckey).name;
    return translatedMetadata({ locale, routeName, namespace: routeName, params: { ckey }, values: { name } });
  };
}
