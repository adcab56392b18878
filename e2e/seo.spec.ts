import { expect, test } from './fixtures';
import { localizePath, routing } from '@/i18n/routing';
import { allRoutes, concretePaths } from '@/lib/routes';
import { absoluteUrl, siteUrl } from '@/lib/site-config';
import { personUA } from './helpers';

/** href of every <link rel="alternate" hreflang> in a page. */
function alternates(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<link[^>]+rel="alternate"[^>]*>/g)) {
    const tag = m[0];
    const lang = /hrefLang="([^"]+)"|hreflang="([^"]+)"/i.exec(tag);
    const href = /href="([^"]+)"/.exec(tag);
    if (lang && href) out[lang[1] ?? lang[2]] = href[1].replace(/&amp;/g, '&');
  }
  return out;
}

/**
 * What is wrong with a page's breadcrumbs, for a crawler: a `BreadcrumbList` item but the last without `item` (Google
 * rejects the list), an `item` that is not a page of this site, or a visible crumb but the last that is not a link.
 */
function breadcrumbProblems(path: string, html: string): string[] {
  const problems: string[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const data = JSON.parse(m[1]) as { '@type'?: string; itemListElement?: { item?: string; name: string }[] };
    if (data['@type'] !== 'BreadcrumbList') continue;
    const items = data.itemListElement ?? [];
    items.slice(0, -1).forEach((it, i) => {
      if (!it.item) problems.push(`${path}: JSON-LD crumb ${i + 1} "${it.name}" has no item`);
      else if (!it.item.startsWith(siteUrl)) problems.push(`${path}: JSON-LD crumb ${it.item} is off-site`);
    });
  }
  const nav = /<nav[^>]*class="breadcrumbs"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1];
  if (nav) {
    const crumbs = [...nav.matchAll(/<li>(.*?)<\/li>/gs)].map((c) => c[1]);
    crumbs.slice(0, -1).forEach((c, i) => {
      if (!/^<a [^>]*href="\//.test(c)) problems.push(`${path}: crumb ${i + 1} is not a link`);
    });
  }
  return problems;
}

const canonicalOf = (html: string) => /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)?.[1];

test.describe('search engines', () => {
  test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body).toMatch(/User-Agent: \*/i);
    expect(body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test('sitemap lists every indexable page in both locales with reciprocal, absolute alternates', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = allRoutes
      .filter((r) => r.indexable)
      .flatMap((r) => concretePaths(r))
      .flatMap((p) => routing.locales.map((l) => absoluteUrl(localizePath(p, l))));
    expect(locs.sort()).toEqual(expected.sort());
    expect(locs).not.toContain(`${siteUrl}/company/c9f2a1e7b3`);
    for (const loc of locs) expect(loc).toMatch(/^https?:\/\//);
    // Every alternate of an entry is itself an entry (reciprocity).
    for (const m of xml.matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)) {
      expect(locs, `alternate ${m[2]}`).toContain(m[2]);
    }
  });

  test('pages carry canonical, reciprocal hreflang alternates and content-language', async ({ request }) => {
    const sample = [
      '/',
      '/pricing',
      '/service/kycDueDiligence',
      '/solution/factoring',
      '/customer/SpdBank',
      '/industryAnalysis',
    ];
    for (const path of sample) {
      const pages = await Promise.all(
        routing.locales.map(async (locale) => {
          const url = localizePath(path, locale);
          const res = await request.get(url, {
            headers: { 'user-agent': personUA, cookie: `i18n_redirected=${locale}` },
          });
          return { locale, url, html: await res.text(), language: res.headers()['content-language'] };
        }),
      );
      for (const { locale, url, html, language } of pages) {
        expect(canonicalOf(html), url).toBe(absoluteUrl(url));
        const alt = alternates(html);
        expect(alt['zh-CN'], url).toBe(absoluteUrl(localizePath(path, 'zh-CN')));
        expect(alt['en-US'], url).toBe(absoluteUrl(localizePath(path, 'en-US')));
        expect(alt['x-default'], url).toBe(alt['zh-CN']);
        // Baidu reads Content-Language; as an HTTP header, since the <meta http-equiv> form is obsolete HTML.
        expect(language, url).toBe(locale);
        expect(html).not.toContain('http-equiv="content-language"');
        expect(html).toMatch(/<meta property="og:title"/);
        if (path !== '/') expect(html).toContain('"@type":"BreadcrumbList"');
      }
      // Reciprocal: each locale's page names the other as its alternate, and vice versa.
      expect(alternates(pages[0].html)).toEqual(alternates(pages[1].html));
    }
  });

  test('sample and demo-only pages are noindex; marketing pages are not', async ({ request }) => {
    const get = async (p: string) => (await request.get(p, { headers: { 'user-agent': personUA } })).text();
    expect(await get('/customerProfile/test')).toMatch(/<meta name="robots" content="noindex/);
    expect(await get('/en-US/dueDiligence/kyc/KYC202611030001')).toMatch(/<meta name="robots" content="noindex/);
    expect(await get('/en-US/pricing')).not.toMatch(/<meta name="robots" content="noindex/);
  });

  test('home carries Organization JSON-LD', async ({ request }) => {
    const html = await (
      await request.get('/', { headers: { 'user-agent': personUA, cookie: 'i18n_redirected=zh-CN' } })
    ).text();
    expect(html).toContain('"@type":"Organization"');
  });
});

test.describe('crawl', () => {
  test('following links from home reaches every page of the route table, with no broken internal link', async ({
    request,
  }) => {
    test.setTimeout(300_000);
    const expected = new Set(
      routing.locales.flatMap((l) => allRoutes.flatMap((r) => concretePaths(r).map((p) => localizePath(p, l)))),
    );
    const seen = new Set<string>();
    const broken: string[] = [];
    const badCrumbs: string[] = [];
    const queue = ['/', '/en-US'];
    while (queue.length) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const res = await request.get(path, { headers: { 'user-agent': personUA }, maxRedirects: 0 });
      if (res.status() >= 300 && res.status() < 400) {
        const loc = res.headers()['location'];
        if (loc?.startsWith('/')) queue.push(loc.split('#')[0]);
        continue;
      }
      if (res.status() !== 200) {
        broken.push(`${path} → ${res.status()}`);
        continue;
      }
      const html = await res.text();
      badCrumbs.push(...breadcrumbProblems(path, html));
      for (const m of html.matchAll(/<a[^>]+href="(\/[^"#]*)[^"]*"/g)) {
        // Pages are visited without their query; an API example link (the API docs page) needs its query to answer.
        const raw = m[1].replace(/&amp;/g, '&');
        const href = raw.startsWith('/api/') ? raw : raw.split('?')[0];
        if (!href.startsWith('/_next') && !seen.has(href)) queue.push(href);
      }
    }
    expect(broken).toEqual([]);
    const missing = [...expected].filter((p) => !seen.has(p));
    expect(missing).toEqual([]);
    // Every page's breadcrumbs (issue 41): each crumb but the last links, in the HTML and in the JSON-LD.
    expect(badCrumbs).toEqual([]);
  });
});
