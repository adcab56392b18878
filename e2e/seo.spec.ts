import { expect, test } from './fixtures';
import { localizePath, routing } from '@/i18n/routing';
import { reportPrices } from '@/lib/pricing';
import { templateIds } from '@/lib/reports/report-model';
import en from '../messages/en-US/reports.json';
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

  test('structured data: WebSite, Service, Offer and Article where they fit (issue 41)', async ({ request }) => {
    const ld = async (path: string) => {
      const html = await (await request.get(path, { headers: { 'user-agent': personUA } })).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
        (m) => JSON.parse(m[1]) as Record<string, unknown>,
      );
      return { html, byType: (type: string) => blocks.find((b) => b['@type'] === type) };
    };
    const home = await ld('/en-US');
    expect(home.byType('WebSite')).toMatchObject({ url: absoluteUrl('/en-US'), inLanguage: 'en-US' });
    const service = await ld('/service/riskWarning');
    expect(service.byType('Service')).toMatchObject({
      url: absoluteUrl('/service/riskWarning'),
      provider: { '@type': 'Organization' },
    });
    const pricing = await ld('/en-US/pricing');
    const offers = pricing.byType('OfferCatalog')?.itemListElement as { price: number; priceCurrency: string }[];
    expect(offers.map((o) => o.price)).toEqual(reportPrices.map((r) => r.list));
    expect(new Set(offers.map((o) => o.priceCurrency))).toEqual(new Set(['CNY']));
    const story = await ld('/customer/SpdBank');
    expect(story.byType('Article')).toMatchObject({ url: absoluteUrl('/customer/SpdBank'), inLanguage: 'zh-CN' });
    expect(story.html).toMatch(/<meta property="og:type" content="article"/);
  });

  test('/AI/reportV2 has its template gallery in the server HTML (issue 41)', async ({ request }) => {
    const html = await (await request.get('/en-US/AI/reportV2', { headers: { 'user-agent': personUA } })).text();
    for (const id of templateIds) {
      expect(html).toContain(`data-template="${id}"`);
      expect(html).toContain(en.aiReport.templates[id].name);
      expect(html).toContain(`/en-US/AI/reportV2?template=${id}#studio`);
    }
  });

  test('home carries Organization JSON-LD', async ({ request }) => {
    const html = await (
      await request.get('/', { headers: { 'user-agent': personUA, cookie: 'i18n_redirected=zh-CN' } })
    ).text();
    expect(html).toContain('"@type":"Organization"');
  });
});

test.describe('share cards and icons', () => {
  test('every indexable page has its own 1200 × 630 share card, a large Twitter card and a fetchable PNG', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const cards = new Set<string>();
    const meta = (html: string, key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    const missing: string[] = [];
    for (const path of pages) {
      // `/` answers in the browser's language: ask for Chinese, the locale the sitemap lists it under.
      const headers = { 'user-agent': personUA, 'accept-language': 'zh-CN,zh;q=0.9' };
      const html = await (await request.get(path, { headers })).text();
      const image = meta(html, 'og:image');
      if (!image) {
        missing.push(path);
        continue;
      }
      expect(meta(html, 'og:image:width'), path).toBe('1200');
      expect(meta(html, 'og:image:height'), path).toBe('630');
      expect(meta(html, 'og:image:alt'), path).toBeTruthy();
      expect(meta(html, 'twitter:card'), path).toBe('summary_large_image');
      expect(meta(html, 'twitter:image'), path).toBe(image);
      cards.add(new URL(image).pathname);
    }
    expect(missing).toEqual([]);
    // One card per page and locale, each a real PNG of the announced size.
    expect(cards.size).toBe(pages.length);
    for (const card of cards) {
      const res = await request.get(card);
      expect(res.status(), card).toBe(200);
      expect(res.headers()['content-type'], card).toBe('image/png');
      const png = await res.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630]);
    }
    expect((await request.get('/og/zh-CN/company.png')).status()).toBe(404);
  });

  test('favicon, touch icon and web manifest are served, and the Organization has a logo', async ({ request }) => {
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toBe('image/x-icon');
    expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const touch = await request.get('/apple-touch-icon.png');
    expect(touch.headers()['content-type']).toBe('image/png');
    expect((await touch.body()).readUInt32BE(16)).toBe(180);
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const icons = ((await manifest.json()) as { icons: { src: string }[] }).icons;
    for (const icon of icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    const html = await (await request.get('/en-US', { headers: { 'user-agent': personUA } })).text();
    expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
    expect(html).toMatch(/rel="apple-touch-icon" href="\/apple-touch-icon.png"/);
    const logo = /"logo":"([^"]+)"/.exec(html)?.[1];
    expect(logo).toBeTruthy();
    expect((await request.get(new URL(logo!).pathname)).headers()['content-type']).toBe('image/png');
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
