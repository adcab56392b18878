/**
 * A small user-agent summary for the environment self-check (/test): browser name and major version, operating
 * system, and whether the browser meets the site's build targets (Next.js "modern" baseline: Chrome/Edge/Firefox
 * 111, Safari 16.4). Product names are proper nouns and stay untranslated.
 */

export interface BrowserSummary {
  name: string;
  /** Major version (Safari: major.minor), or '' when unknown. */
  version: string;
  /** Operating system, or '' when unknown. */
  os: string;
  /** 'legacy' = Internet Explorer (unsupported); 'old' = below the build targets; 'ok' = supported; 'unknown'. */
  support: 'ok' | 'old' | 'legacy' | 'unknown';
}

/** Minimum versions the site is compiled for. */
const minimum = { chromium: 111, firefox: 111, safari: 16.4 } as const;

function match(ua: string, re: RegExp): string | undefined {
  return re.exec(ua)?.[1];
}

function osOf(ua: string): string {
  if (/HarmonyOS|OpenHarmony/i.test(ua)) return 'HarmonyOS';
  if (/iPhone|iPad|iPod/.test(ua)) {
    const v = match(ua, /OS (\d+)[_.](\d+)/);
    return v ? `iOS ${v}` : 'iOS';
  }
  const android = match(ua, /Android (\d+(?:\.\d+)?)/);
  if (android) return `Android ${android}`;
  if (/Android/.test(ua)) return 'Android';
  const nt = match(ua, /Windows NT (\d+\.\d+)/);
  if (nt)
    return (
      (
        { '10.0': 'Windows 10/11', '6.3': 'Windows 8.1', '6.2': 'Windows 8', '6.1': 'Windows 7' } as Record<
          string,
          string
        >
      )[nt] ?? `Windows NT ${nt}`
    );
  if (/Mac OS X/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return '';
}

/** Summarises a `navigator.userAgent` string. */
export function summariseUserAgent(ua: string): BrowserSummary {
  const os = osOf(ua);
  if (/Trident\/|MSIE /.test(ua)) {
    return { name: 'Internet Explorer', version: match(ua, /(?:MSIE |rv:)(\d+)/) ?? '', os, support: 'legacy' };
  }
  const chromium = Number(match(ua, /(?:Chrome|CriOS)\/(\d+)/) ?? NaN);
  const chromiumSupport = (): BrowserSummary['support'] =>
    Number.isFinite(chromium) ? (chromium >= minimum.chromium ? 'ok' : 'old') : 'unknown';

  // Browsers built on Chromium name themselves before the Chrome token; their engine version decides support.
  const branded: [string, RegExp][] = [
    ['WeChat', /MicroMessenger\/(\d+)/],
    ['DingTalk', /DingTalk\/(\d+)/],
    ['Microsoft Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['QQ Browser', /QQBrowser\/(\d+)/],
    ['Sogou Explorer', /SE (\d+)\.X MetaSr/],
    ['360 Browser', /(?:360SE|360EE|QIHU 360\w*)\/?(\d*)/],
    ['UC Browser', /UCBrowser\/(\d+)/],
    ['Huawei Browser', /HuaweiBrowser\/(\d+)/],
  ];
  for (const [name, re] of branded) {
    const m = re.exec(ua);
    if (m) return { name, version: m[1] ?? '', os, support: chromiumSupport() };
  }

  const firefox = match(ua, /(?:Firefox|FxiOS)\/(\d+)/);
  if (firefox)
    return { name: 'Firefox', version: firefox, os, support: Number(firefox) >= minimum.firefox ? 'ok' : 'old' };

  if (Number.isFinite(chromium)) return { name: 'Chrome', version: String(chromium), os, support: chromiumSupport() };

  const safari = match(ua, /Version\/(\d+(?:\.\d+)?)[^ ]* (?:Mobile\/\S+ )?Safari\//);
  if (safari) return { name: 'Safari', version: safari, os, support: Number(safari) >= minimum.safari ? 'ok' : 'old' };

  return { name: '', version: '', os, support: 'unknown' };
}
