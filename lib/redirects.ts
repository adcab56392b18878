/**
 * The page-jump redirect table (SITE.md §4), kept as data. Sources are unprefixed paths and match in either
 * locale (`/contact` and `/en-US/contact`); internal targets are route names, localized to the request's locale;
 * external targets are absolute `https:` URLs whose host must be on `externalHostAllowList`. Targets never come from
 * request data. `tests/unit/page-jump.test.ts` checks every rule.
 */
import { appChannels, availableChannels, downloadHosts, downloadTargets, type AppChannel } from './app-downloads';
import type { RouteName } from './routes';
import { appDownloadUrls } from './site-config';

export type RedirectTarget = { route: RouteName; params?: Record<string, string> } | { url: string };

export interface RedirectRule {
  /** Unprefixed source path, e.g. `/contact`. */
  source: string;
  /** Match the source regardless of letter case (aliases such as `/app` → `/APP`). */
  caseInsensitive?: boolean;
  target: RedirectTarget;
  /** 301/308 for permanent moves and aliases, 302/307 for targets that may change. */
  status: 301 | 302 | 307 | 308;
}

/**
 * The app download channels that are configured (lib/app-downloads.ts): the /APP page shows exactly these, and
 * the `/APP/download/…` rules below lead to them. A misconfigured URL is left out with a warning in the log.
 */
export const appDownloadChannels = availableChannels(appDownloadUrls, (message) => console.warn(message));

/** Hosts an external redirect may lead to: the app stores, and the operator's own host of the direct APK. */
export const externalHostAllowList: readonly string[] = [
  ...new Set([...appChannels.flatMap((c) => c.hosts ?? []), ...downloadHosts(appDownloadChannels)]),
];

/** The `/APP/download/…` rules for a set of available channels (302: store pages may move). */
export function appDownloadRules(channels: readonly AppChannel[]): RedirectRule[] {
  return downloadTargets(channels).map(({ path, url }) => ({
    source: path,
    caseInsensitive: true,
    target: { url },
    status: 302,
  }));
}

export const redirectRules: readonly RedirectRule[] = [
  { source: '/app', caseInsensitive: true, target: { route: 'app' }, status: 308 },
  { source: '/contact', caseInsensitive: true, target: { route: 'demo' }, status: 308 },
  { source: '/AI', caseInsensitive: true, target: { route: 'aiReportV2' }, status: 307 },
  // One rule per configured download channel; an unset channel's path has no rule and answers 404.
  ...appDownloadRules(appDownloadChannels),
];
