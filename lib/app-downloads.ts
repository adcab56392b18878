/**
 * Mobile-app download channels (issue 7, item 9): which stores the /APP page offers and where the
 * `/APP/download/…` page-jump redirects lead. URLs come from configuration (`appDownloadUrls` in
 * lib/site-config.ts, variables in .env.example); a channel whose URL is unset — or not an https URL on that
 * store's hosts — has no button, no QR code and no redirect (its path answers 404). Nothing is ever a placeholder.
 *
 * Mainland-China Android phones ship without Google Play, so Android is offered as a direct APK download (the
 * operator's own https host) and through the domestic stores: Huawei AppGallery, Xiaomi GetApps, OPPO App Market,
 * vivo App Store and Tencent MyApp (应用宝); Google Play is kept for phones outside the mainland.
 */

export const appPlatforms = ['ios', 'android'] as const;
export type AppPlatform = (typeof appPlatforms)[number];

/** Channel ids, in display order; also the message keys under `app.download.channels`. */
export const appChannelIds = ['appStore', 'apk', 'huawei', 'xiaomi', 'oppo', 'vivo', 'tencent', 'googlePlay'] as const;
export type AppChannelId = (typeof appChannelIds)[number];

export interface AppChannelDef {
  id: AppChannelId;
  platform: AppPlatform;
  /** Environment variable holding the channel's URL. */
  envVar: string;
  /** Hosts the URL may point to; `null` for the direct APK, which lives on the operator's own https host. */
  hosts: readonly string[] | null;
}

/** Every channel the site knows, with its variable and store hosts. */
export const appChannels: readonly AppChannelDef[] = [
  { id: 'appStore', platform: 'ios', envVar: 'APP_DOWNLOAD_IOS_URL', hosts: ['apps.apple.com'] },
  { id: 'apk', platform: 'android', envVar: 'APP_DOWNLOAD_ANDROID_APK_URL', hosts: null },
  {
    id: 'huawei',
    platform: 'android',
    envVar: 'APP_DOWNLOAD_ANDROID_HUAWEI_URL',
    hosts: ['appgallery.huawei.com', 'appgallery.cloud.huawei.com'],
  },
  {
    id: 'xiaomi',
    platform: 'android',
    envVar: 'APP_DOWNLOAD_ANDROID_XIAOMI_URL',
    hosts: ['app.mi.com', 'app.xiaomi.com'],
  },
  {
    id: 'oppo',
    platform: 'android',
    envVar: 'APP_DOWNLOAD_ANDROID_OPPO_URL',
    hosts: ['store.heytap.com', 'app.cdo.oppomobile.com'],
  },
  {
    id: 'vivo',
    platform: 'android',
    envVar: 'APP_DOWNLOAD_ANDROID_VIVO_URL',
    hosts: ['h5.appstore.vivo.com.cn', 'app.vivo.com.cn'],
  },
  {
    id: 'tencent',
    platform: 'android',
    envVar: 'APP_DOWNLOAD_ANDROID_TENCENT_URL',
    hosts: ['sj.qq.com', 'a.app.qq.com'],
  },
  { id: 'googlePlay', platform: 'android', envVar: 'APP_DOWNLOAD_ANDROID_GOOGLE_PLAY_URL', hosts: ['play.google.com'] },
];

/** Configured URL per channel id; an empty string means unset. */
export type AppDownloadConfig = Partial<Record<AppChannelId, string>>;

/** A channel that is configured and valid: its store URL and the site path that redirects to it. */
export interface AppChannel {
  id: AppChannelId;
  platform: AppPlatform;
  url: string;
  /** Unprefixed site path, e.g. `/APP/download/android/huawei`. */
  path: string;
}

/** Site path of a platform's main download link (`/APP/download/ios`, `/APP/download/android`). */
export function platformPath(platform: AppPlatform): string {
  return `/APP/download/${platform}`;
}

/** Site path of one channel. iOS has a single channel, so its path is the platform path. */
export function channelPath(def: Pick<AppChannelDef, 'id' | 'platform'>): string {
  return def.platform === 'ios' ? platformPath('ios') : `${platformPath('android')}/${def.id}`;
}

/**
 * Why a configured URL is refused, or null when it is usable: it must be an absolute https URL, on one of the
 * channel's store hosts (any host for the direct APK).
 */
export function channelUrlProblem(def: AppChannelDef, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${def.envVar} is not an absolute URL`;
  }
  if (parsed.protocol !== 'https:') return `${def.envVar} must use https`;
  if (def.hosts && !def.hosts.includes(parsed.hostname))
    return `${def.envVar} must point to ${def.hosts.join(' or ')}, not ${parsed.hostname}`;
  return null;
}

/**
 * The channels to offer, in display order: those with a usable URL in `config`. Unset ones are skipped silently;
 * unusable ones are skipped and reported through `warn` (once per call), so a typo hides a button instead of
 * stopping the server or sending visitors somewhere unexpected.
 */
export function availableChannels(config: AppDownloadConfig, warn: (message: string) => void = () => {}): AppChannel[] {
  const out: AppChannel[] = [];
  for (const def of appChannels) {
    const url = (config[def.id] ?? '').trim();
    if (!url) continue;
    const problem = channelUrlProblem(def, url);
    if (problem) {
      warn(`App download channel ${def.id} hidden: ${problem}`);
      continue;
    }
    out.push({ id: def.id, platform: def.platform, url, path: channelPath(def) });
  }
  return out;
}

/**
 * The redirect targets of the `/APP/download/…` paths: one per available channel, plus `/APP/download/android`
 * leading to the preferred Android channel (the direct APK when set, else the first configured store), for the
 * QR code and for links that predate the channel list. Paths of unset channels get no entry.
 */
export function downloadTargets(channels: readonly AppChannel[]): { path: string; url: string }[] {
  const targets = channels.map((c) => ({ path: c.path, url: c.url }));
  const android = channels.find((c) => c.platform === 'android');
  if (android) targets.push({ path: platformPath('android'), url: android.url });
  return targets;
}

/** Every host a download redirect may lead to, for the page-jump allow-list. */
export function downloadHosts(channels: readonly AppChannel[]): string[] {
  return [...new Set(channels.map((c) => new URL(c.url).hostname))];
}

/** What the /APP page shows per platform: the main button's channel and the further Android stores. */
export interface DownloadCard {
  platform: AppPlatform;
  /** The channel of the main button (the APK for Android when set). */
  primary: AppChannel;
  /** Further channels of the platform, listed as links under the button. */
  others: AppChannel[];
  /** The path the QR code encodes (absolute on the page): the platform's main download path. */
  qrPath: string;
}

/** The download cards of the /APP page, iOS first; a platform with no available channel has no card. */
export function downloadCards(channels: readonly AppChannel[]): DownloadCard[] {
  return appPlatforms.flatMap((platform) => {
    const [primary, ...others] = channels.filter((c) => c.platform === platform);
    return primary ? [{ platform, primary, others, qrPath: platformPath(platform) }] : [];
  });
}
