/**
 * The page-jump redirect table (SITE.md §4), kept as data. Sources are unprefixed paths and match in either
 * locale (`/contact` and `/en-US/contact`); internal targets are route names, localized to the request's locale;
 * external targets are absolute `https:` URLs whose host must be on `externalHostAllowList`. Targets never come from
 * request data. `tests/unit/page-jump.test.ts` checks every rule.
 */
import { appDownloads } from './site-config';

export type RedirectTarget = { route: string; params?: Record<string, string> } | { url: string };

export interface RedirectRule {
  /** Unprefixed source path, e.g. `/contact`. */
  source: string;
  /** Match the source regardless of letter case (aliases such as `/app` → `/APP`). */
  caseInsensitive?: boolean;
  target: RedirectTarget;
  /** 301/308 for permanent moves and aliases, 302/307 for targets that may change. */
  status: 301 | 302 | 307 | 308;
}

/** Hosts an external redirect may lead to. */
export const externalHostAllowList = ['apps.apple.com', 'play.google.com', 'appgallery.huawei.com'] as const;

export const redirectRules: readonly RedirectRule[] = [
  { source: '/app', caseInsensitive: true, target: { route: 'app' }, status: 308 },
  { source: '/contact', caseInsensitive: true, target: { route: 'demo' }, status: 308 },
  { source: '/AI', caseInsensitive: true, target: { route: 'aiReportV2' }, status: 307 },
  { source: '/APP/download/ios', caseInsensitive: true, target: { url: appDownloads.ios }, status: 302 },
  { source: '/APP/download/android', caseInsensitive: true, target: { url: appDownloads.android }, status: 302 },
];
