/**
 * Server-side loaders of the profile and report pages: a registry enterprise's figures with its names and prose in
 * the request's locale. Showcase companies read their curated prose from `sampleData`; every other enterprise's
 * prose is filled in from the `registryText` templates (lib/registry/profile.ts).
 *
 * Views are kept in a per-process LRU cache (`viewCache`), keyed by locale and key: a view depends only on the
 * registry, the messages and the locale, all fixed for a build, and building one formats some forty ICU templates
 * (next-intl parses each message again on every request). A page requested again then skips that work. Cached
 * views are shared between requests: treat them as read-only.
 */
import { LRUCache } from 'lru-cache';
import { hasLocale } from 'next-intl';
import { getFormatter, getLocale, getMessages, getTranslations } from 'next-intl/server';
import { formatDate, formatMoney, formatPct } from '@/lib/format';
import { routing, type Locale } from '@/i18n/routing';
import { isShowcase } from '@/lib/sample-data/keys';
import type { KycText } from '@/lib/sample-data/kyc-reports';
import { enterpriseByKycNo, getEnterprise, getRegistry } from './index';
import {
  companyTextOf,
  companyViewOf,
  kycFiguresOf,
  kycTextOf,
  kycWithAssessment,
  uboNoteOf,
  type CompanyView,
  type KycView,
  type TextContext,
  type Translate,
} from './profile';

export type { CompanyView, KycView } from './profile';

/**
 * Built company and KYC views, per `kind:locale:key`. 2,000 entries (about 1,000 companies in both locales; a view
 * is a few KB) bound the memory an instance spends on it to some tens of MB whatever a crawler requests.
 */
const viewCache = new LRUCache<string, CompanyView | KycView>({ max: 2000 });

/** The cached view under `key`, or the one `build` makes (cached unless it is null). */
async function cachedView<V extends CompanyView | KycView>(
  key: string,
  build: () => Promise<V | null>,
): Promise<V | null> {
  const hit = viewCache.get(key) as V | undefined;
  if (hit) return hit;
  const view = await build();
  if (view) viewCache.set(key, view);
  return view;
}

/** The given locale if supported, else the request's. */
async function localeOf(locale: string | undefined): Promise<Locale> {
  const l = locale ?? (await getLocale());
  return hasLocale(routing.locales, l) ? l : routing.defaultLocale;
}

async function textContext(locale: Locale): Promise<TextContext> {
  const [rt, company, format] = await Promise.all([
    getTranslations({ locale, namespace: 'registryText' }),
    getTranslations({ locale, namespace: 'company' }),
    getFormatter({ locale }),
  ]);
  // Template keys are assembled from record fields (`risks.${category}.title`); the message files define them all.
  const t: Translate = (key, values) => rt(key as never, values as never);
  const tc: Translate = (key, values) => company(key as never, values as never);
  return {
    t,
    tc,
    locale,
    money: (v) => formatMoney(format, v),
    pct: (v) => formatPct(format, v),
    date: (v) => formatDate(format, v),
  };
}

/** The company with this ckey in the request's (or the given) locale, or null when the registry has no such key. */
export async function loadCompany(ckey: string, locale?: string): Promise<CompanyView | null> {
  const e = getEnterprise(ckey);
  if (!e) return null;
  const loc = await localeOf(locale);
  return cachedView(`company:${loc}:${ckey}`, async () => {
    const registry = getRegistry();
    const ctx = await textContext(loc);
    const text = isShowcase(ckey)
      ? (await getMessages({ locale: loc })).sampleData.companies[ckey]
      : companyTextOf(e, registry, ctx);
    return companyViewOf(e, registry, text, ctx);
  });
}

/** The KYC report with this number in the request's (or the given) locale, or null. */
export async function loadKyc(kycNo: string, locale?: string): Promise<KycView | null> {
  const e = enterpriseByKycNo(kycNo);
  if (!e) return null;
  const loc = await localeOf(locale);
  return cachedView(`kyc:${loc}:${kycNo}`, async () => {
    const company = await loadCompany(e.ckey, loc);
    if (!company) return null;
    const registry = getRegistry();
    const curated: Record<string, KycText> = (await getMessages({ locale: loc })).sampleData.kyc;
    const text = Object.hasOwn(curated, kycNo) ? curated[kycNo] : kycTextOf(e, registry, await textContext(loc));
    return {
      ...kycWithAssessment(
        kycFiguresOf(e, registry),
        text,
        company.assessment,
        uboNoteOf(e.ckey, registry, await textContext(loc)),
      ),
      company,
      ubos: company.ownership.ubos,
    };
  });
}

/**
 * The company of the AI report flow's `?ckey=`: the showcase default when the parameter is absent, the registry
 * company when it names one, `notFound` (with the value as given, at most 40 characters) otherwise.
 */
export async function loadReportSubject(
  raw: string | string[] | undefined,
  fallback: string,
  locale: string,
): Promise<{ company: CompanyView } | { notFound: string }> {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return { company: (await loadCompany(fallback, locale))! };
  const company = await loadCompany(value, locale);
  return company ? { company } : { notFound: value.slice(0, 40) };
}
