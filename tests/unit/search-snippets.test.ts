import { describe, expect, it } from 'vitest';
import sitemap from '@/app/sitemap';
import { translator, type PlainTranslate } from '@/i18n/translator';
import { routing, type Locale } from '@/i18n/routing';
import { fullTitle, metaNamespaceOf, metaValuesOf, snippetLimits } from '@/lib/page-meta';
import { matchRoute, type RouteName } from '@/lib/routes';
import { siteUrl } from '@/lib/site-config';

/**
 * What a search result shows of every sitemap page (issue 41): the full `<title>` (page title and brand) and the meta
 * description fit the lengths Baidu, Google and Bing show whole (lib/page-meta.ts), and no indexable title carries the
 * sample-data label — pages of sample data say so in their description instead (and on the page).
 */
const sampleLabel = /示例数据|sample data/i;
const chars = (s: string) => [...s].length;

const pages = sitemap().map((entry) => {
  const url = new URL(entry.url.replace(siteUrl, 'http://x'));
  const locale: Locale = url.pathname.startsWith('/en-US') ? 'en-US' : 'zh-CN';
  const path = url.pathname.replace(/^\/en-US/, '') || '/';
  const match = matchRoute(path);
  if (!match) throw new Error(`sitemap entry outside the route table: ${entry.url}`);
  return { url: entry.url, locale, route: match.route };
});

const translators = Object.fromEntries(routing.locales.map((locale) => [locale, translator(locale)])) as Record<
  Locale,
  PlainTranslate
>;

function snippet(locale: Locale, name: RouteName) {
  const t = translators[locale];
  const ns = metaNamespaceOf(name);
  const values = metaValuesOf(name);
  return {
    title: fullTitle(t(`${ns}.metaTitle`, values), t('common.brand.titleSuffix')),
    description: t(`${ns}.metaDescription`, values),
  };
}

describe('search-result snippets of every sitemap page', () => {
  it('covers the whole sitemap, both locales', () => {
    expect(pages.length).toBeGreaterThan(100);
    for (const locale of routing.locales) expect(pages.some((p) => p.locale === locale)).toBe(true);
  });

  it('titles and descriptions fit the result (zh 30 / 80, en 60 / 160 characters)', () => {
    const over = pages.flatMap(({ url, locale, route }) => {
      const { title, description } = snippet(locale, route.name as RouteName);
      const limit = snippetLimits[locale];
      return [
        ...(chars(title) > limit.title ? [`${url} title ${chars(title)}: ${title}`] : []),
        ...(chars(description) > limit.description ? [`${url} description ${chars(description)}`] : []),
        ...(chars(description) < limit.description / 3 ? [`${url} description too thin: ${description}`] : []),
      ];
    });
    expect(over).toEqual([]);
  });

  it('no title carries the sample-data label; sample-data pages say it in their description', () => {
    for (const { url, locale, route } of pages) {
      const { title, description } = snippet(locale, route.name as RouteName);
      expect(title, url).not.toMatch(sampleLabel);
      if (route.section === 'insights') expect(description, url).toMatch(sampleLabel);
    }
  });

  it('titles are unique per locale', () => {
    for (const locale of routing.locales) {
      const titles = pages
        .filter((p) => p.locale === locale)
        .map((p) => snippet(locale, p.route.name as RouteName).title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });
});
