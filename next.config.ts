import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { localeRewrites } from './lib/locale-rewrites';
import { reportingEndpoints } from './lib/security/csp';
// @ts-expect-error -- plain ESM helper shared with the build script; it has no type declarations.
import { readBuildId } from './scripts/build-id.mjs';

const buildId: string = readBuildId();

/**
 * next-intl's message formatter, per environment (issue 28, i18n/precompile.ts). Client components get messages
 * compiled ahead of time (`pickClientMessages`); in the browser they format them with next-intl's format-only
 * runtime (`use-intl/format-message/format-only`, what the plugin's `experimental.messages.precompile` aliases), so
 * no page ships the ICU parser (intl-messageformat). On the server, i18n/format-message.ts formats both kinds: the
 * raw messages of server components with the parser, as before, and the compiled ones of client components'
 * server-side rendering with the format-only runtime (Turbopack's alias conditions tell the browser from the server,
 * not server components from server-side rendering). Paths relative to the project, as Turbopack wants them.
 */
const requireHere = createRequire(path.join(process.cwd(), 'package.json'));
const formatOnlyPath = `./${path.relative(process.cwd(), requireHere.resolve('use-intl/format-message/format-only')).split(path.sep).join('/')}`;
const messageFormatterAlias = {
  'use-intl/format-message': { browser: formatOnlyPath, default: './i18n/format-message.ts' },
};

/**
 * Security headers that are the same for every response. The Content-Security-Policy is not among them because it
 * differs per page (build-time hashes or a per-request nonce): the proxy sets it (proxy.ts, lib/security/). HSTS is
 * sent by nginx, on HTTPS only (deploy/nginx/).
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  { key: 'Reporting-Endpoints', value: reportingEndpoints },
];

const nextConfig: NextConfig = {
  generateBuildId: async () => buildId,
  // Deployment: a self-contained server in .next/standalone, run as N identical instances behind nginx
  // (deploy/, docs/deploying.md); one deploymentId so every instance's assets and skew protection agree.
  output: 'standalone',
  deploymentId: buildId,
  // The PDF reports read their CJK font from node_modules by path (lib/pdf/report.ts), which file tracing cannot
  // follow: copy it into the standalone output.
  // Likewise the upload reader's worker bundle (scripts/build-intake-worker.mjs), which lib/intake/pool.ts starts
  // by path in worker threads, and piscina's own thread entry (dist/worker.js, started by path too).
  outputFileTracingIncludes: {
    '/**': [
      './node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
      './node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      './build/intake-worker.cjs',
      './node_modules/piscina/dist/**/*.js',
    ],
  },
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  poweredByHeader: false,
  // `HX_ANALYZE=1 npm run build` writes source maps of the browser chunks for `npm run analyze:js` (per-module sizes,
  // scripts/js-modules.mjs). Off otherwise: production does not publish its sources.
  productionBrowserSourceMaps: process.env.HX_ANALYZE === '1',
  // One prom-client for the instance server (server/index.mjs) and the app (lib/ops/metrics.ts): same registry.
  // piscina starts its threads from files beside its own module: bundled into a server chunk, that path would point
  // nowhere (the upload reader's pool, lib/intake/pool.ts), so it is loaded from node_modules at run time.
  serverExternalPackages: ['prom-client', 'nodemailer', 'piscina'],
  // `next dev` refuses its HMR socket to origins not listed; the site must work on any loopback address.
  allowedDevOrigins: ['127.0.0.1', 'localhost', '0.0.0.0'],
  // The 404 page for unmatched URLs renders its own <html> with the site shell (app/global-not-found.tsx).
  // No `inlineCss`: it put the page's CSS in every HTML document and again, twice, in the RSC payload (company page:
  // 198 KB of HTML → 119 KB without it), which made the document's parse the longest task of the load. The CSS is
  // now a cached stylesheet per route; Lighthouse on six page types: as good or better on every one.
  // `cssChunking: 'graph'` (Turbopack's cost-based CSS chunking): a page's render-blocking stylesheets hold the shell's
  // CSS and its own, not a 74 KB chunk merged from the CSS modules of reports, demos and forms of other routes
  // (home, APP, /test, /demo: 16.2–17.6 → 7.0–7.7 KB gzip before the first paint; Lantern's FCP ~120 ms earlier;
  // full-page screenshots of 10 page types at 1440/390 px pixel-identical to the default chunking). docs/performance.md.
  experimental: { globalNotFound: true, cssChunking: 'graph' },
  // `npm test` type-checks the whole project (`npm run typecheck`: next typegen + tsc, test files included) before it
  // builds, and sets SKIP_BUILD_TYPECHECK=1 for its build so the same program is not checked twice (~50 s on 2
  // cores). A build on its own (`npm run build`, the deploy) still checks the types and fails on an error.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  reactStrictMode: true,
  turbopack: { resolveAlias: messageFormatterAlias },
  async rewrites() {
    return { beforeFiles: localeRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    // The remote site-visit demo asks for the camera and, if the visitor ticks it, the location: only its page may
    // (same key, later entry wins). Every other page keeps both off.
    const visitPolicy = [{ key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(self)' }];
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/service/remoteDueDiligence', headers: visitPolicy },
      { source: '/:locale(zh-CN|en-US)/service/remoteDueDiligence', headers: visitPolicy },
    ];
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
