import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { GET, generateStaticParams } from '@/app/og/[locale]/[card]/route';
import { loadMessages } from '@/i18n/messages';
import { routing } from '@/i18n/routing';
import { brandMarkSvg, icoFromPng } from '@/lib/brand-icon';
import { allRoutes, type RouteName } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { shareCardNamespace, shareCardPath, shareCardRoute, shareCardRoutes } from '@/lib/share-card';

// The messages as a request gets them (vitest does not resolve the loader's dynamic JSON import).
vi.mock('@/i18n/messages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/i18n/messages')>();
  const fromDisk = async (file: string) => ({
    default: JSON.parse(readFileSync(path.join(import.meta.dirname, '../../messages', `${file}.json`), 'utf8')),
  });
  return { ...actual, loadMessages: (locale: 'zh-CN' | 'en-US') => actual.loadMessages(locale, fromDisk) };
});

function lookup(messages: object, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], messages);
}

describe('share cards (lib/share-card.ts)', () => {
  it('exist for every indexable page and no other, each with its title and description in both locales', async () => {
    const withCard = shareCardRoutes().map((r) => r.name);
    expect(withCard).toEqual(allRoutes.filter((r) => r.indexable).map((r) => r.name));
    expect(generateStaticParams()).toHaveLength(withCard.length * routing.locales.length);
    for (const locale of routing.locales) {
      const messages = await loadMessages(locale);
      for (const r of shareCardRoutes()) {
        const ns = shareCardNamespace(r);
        expect(lookup(messages, `${ns}.metaTitle`), `${locale} ${r.name}`).toEqual(expect.any(String));
        expect(lookup(messages, `${ns}.metaDescription`), `${locale} ${r.name}`).toEqual(expect.any(String));
        expect(lookup(messages, `shareCard.section.${r.section}`), `${locale} ${r.section}`).toEqual(
          expect.any(String),
        );
      }
    }
  });

  it("are the page's og:image (1200 × 630, with alt) and a large Twitter card; noindex pages have none", () => {
    const meta = pageMetadata({ locale: 'en-US', routeName: 'service.riskWarning', title: 'T', description: 'D' });
    const images = (meta.openGraph as { images: object[] }).images;
    expect(images).toEqual([
      {
        url: expect.stringMatching(/\/og\/en-US\/service\.riskWarning\.png$/),
        width: 1200,
        height: 630,
        alt: 'T — 衡析 · Hengxi',
      },
    ]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images });
    const sample = pageMetadata({ locale: 'zh-CN', routeName: 'selfCheck', title: 'T', description: 'D' });
    expect((sample.openGraph as { images?: unknown }).images).toBeUndefined();
    expect(sample.twitter).toMatchObject({ card: 'summary' });
  });

  it('map file names back to their route, and unknown names to none', () => {
    expect(shareCardRoute('pricing.png')?.name).toBe('pricing');
    expect(shareCardPath('zh-CN', 'pricing' as RouteName)).toBe('/og/zh-CN/pricing.png');
    for (const bad of ['pricing', 'company.png', 'selfCheck.png', '../pricing.png', 'pricing.png.png'])
      expect(shareCardRoute(bad), bad).toBeNull();
  });

  it('render as a 1200 × 630 PNG, and an unknown card is a 404', async () => {
    const ok = await GET(new Request('http://localhost/og/zh-CN/home.png'), {
      params: Promise.resolve({ locale: 'zh-CN', card: 'home.png' }),
    });
    expect(ok.headers.get('content-type')).toBe('image/png');
    const png = PNG.sync.read(Buffer.from(await ok.arrayBuffer()));
    expect([png.width, png.height]).toEqual([1200, 630]);
    const missing = await GET(new Request('http://localhost/og/fr/home.png'), {
      params: Promise.resolve({ locale: 'fr', card: 'home.png' }),
    });
    expect(missing.status).toBe(404);
  }, 30_000);
});

describe('brand icons (lib/brand-icon.ts)', () => {
  it('draw the same mark as app/icon.svg', () => {
    expect(readFileSync(path.join(process.cwd(), 'app/icon.svg'), 'utf8').trim()).toBe(brandMarkSvg);
  });

  it('wrap a PNG in an ICO header browsers read', () => {
    const png = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const ico = icoFromPng(png, 32);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], view.getUint32(14, true), view.getUint32(18, true)]).toEqual([32, 32, 7, 22]);
    expect([...ico.slice(22)]).toEqual([...png]);
    expect(icoFromPng(png, 256)[6]).toBe(0);
    expect(() => icoFromPng(png, 300)).toThrow(RangeError);
  });
});
