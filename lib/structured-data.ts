/**
 * schema.org structured data (JSON-LD) of the site's pages, built from the same facts the pages show (issue 41):
 * `WebSite` on the home page, `Service` on each service page, `Offer`s of the report price list on the pricing page,
 * `Article` on each case study. Only what the site states: the fictional brand from config, page texts from the
 * messages, prices from lib/pricing, dates from the build's content dates (lib/content-dates.ts) — nothing invented.
 * The Organization (with its logo) is components/home/organization-json-ld.tsx.
 */
import { brand, siteUrl } from './site-config';

type Thing = Record<string, unknown>;

/** The publisher and provider of everything on the site: the brand, by name and URL. */
function organization(): Thing {
  return { '@type': 'Organization', name: brand.display, url: `${siteUrl}/` };
}

/**
 * `WebSite` of the home page: the site's name in the page's language and its alternates.
 * @param url absolute URL of the home page in this locale
 * @param inLanguage BCP 47 tag of the page
 */
export function websiteLd({
  url,
  name,
  description,
  inLanguage,
}: {
  url: string;
  name: string;
  description: string;
  inLanguage: string;
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    url,
    name,
    alternateName: [brand.display, brand.companyZh, brand.companyEn],
    description,
    inLanguage,
    publisher: organization(),
  };
}

/**
 * `Service` of a service page: what it is, who provides it and where (the site serves institutions in China).
 * @param category the service's group in the catalogue, as the page names it
 */
export function serviceLd({
  url,
  name,
  description,
  category,
  inLanguage,
}: {
  url: string;
  name: string;
  description: string;
  category: string;
  inLanguage: string;
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    url,
    name,
    description,
    serviceType: category,
    category,
    inLanguage,
    areaServed: { '@type': 'Country', name: 'CN' },
    audience: { '@type': 'BusinessAudience', audienceType: 'Financial institutions' },
    provider: organization(),
  };
}

/**
 * The price list as an `OfferCatalog` of `Offer`s, one per report type: its name and list price in CNY per report.
 * @param items report names (in the page's language) and list prices (CNY, tax included)
 */
export function offersLd({
  url,
  name,
  items,
}: {
  url: string;
  name: string;
  items: { name: string; price: number }[];
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    url,
    name,
    itemListElement: items.map((item) => ({
      '@type': 'Offer',
      name: item.name,
      price: item.price,
      priceCurrency: 'CNY',
      url,
      seller: organization(),
    })),
  };
}

/**
 * `Article` of a case study: headline, summary, language and publisher; `dateModified` only when the build knows when
 * the case's text last changed.
 */
export function articleLd({
  url,
  headline,
  description,
  inLanguage,
  dateModified,
}: {
  url: string;
  headline: string;
  description: string;
  inLanguage: string;
  dateModified?: string;
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    mainEntityOfPage: url,
    url,
    headline,
    description,
    inLanguage,
    ...(dateModified ? { dateModified } : {}),
    author: organization(),
    publisher: organization(),
  };
}
