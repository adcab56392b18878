import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';

// Next's own compilation of `config.matcher` (the one the build writes into the middleware manifest), so the test
// checks the regular expression the server really uses, data/RSC suffixes included.
const require = createRequire(import.meta.url);
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers: (m: string[], c: object) => { regexp: string }[];
};
const [{ regexp }] = getMiddlewareMatchers(config.matcher, {});
const proxied = (path: string) => new RegExp(regexp).test(path);

describe("the proxy's matcher", () => {
  it('leaves exactly the metadata files and endpoint prefixes to Next', () => {
    for (const path of [
      '/robots.txt',
      '/sitemap.xml',
      '/icon.svg',
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/icon-512.png',
      '/manifest.webmanifest',
      '/og/zh-CN/home.png',
      '/api/ready',
      '/_next/static/x.js',
      '/_i18n/zh-CN/messages.json',
      '/builds/latest.json',
    ]) {
      expect(proxied(path), path).toBe(false);
    }
  });

  it('runs on every path that merely starts with a metadata name or prefix, so it gets the site 404', () => {
    const shapes = [
      '/robots.txtx',
      '/robots.txt/x',
      '/robots.txt%09',
      '/sitemap.xml%09',
      '/sitemap.xmlx',
      '/sitemap.xml/',
      '/favicon.icox',
      '/favicon.ico/x',
      '/apple-touch-icon.pngx',
      '/manifest.webmanifest.bak',
      '/ogx',
      '/icon.svgx',
      '/icon.svg/x',
      '/icon.svg.bak',
      '/apple-icon',
      '/apple-iconx',
      '/_vercelx',
      '/apix',
      '/_nextx',
      '/buildsx',
      '/en-US/robots.txt',
      '/zh-CN/sitemap.xml',
      '/pricing',
      '/',
    ];
    for (const path of shapes) expect(proxied(path), path).toBe(true);
  });
});
