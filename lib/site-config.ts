/**
 * Site configuration read from the environment, in one place (every variable is listed in .env.example).
 * Values that would be claims about the company (filing numbers, certifications) are empty unless configured,
 * and the UI hides what is empty — they are never invented.
 */

function env(name: string): string {
  return (process.env[name] ?? '').trim();
}

/**
 * Public origin used for canonical URLs, hreflang, sitemap and Open Graph; no trailing slash. Read at build time
 * (pages are prerendered), so set it for the build. The default is the fictional brand's reserved example domain.
 */
export const siteUrl = (env('NEXT_PUBLIC_SITE_URL') || 'https://www.hengxi.example').replace(/\/+$/, '');

/** Brand, in one place (SITE.md §2). */
export const brand = {
  zh: '衡析',
  en: 'Hengxi',
  /** Full display form used in titles. */
  display: '衡析 · Hengxi',
  companyZh: '衡析科技',
  companyEn: 'Hengxi Technology',
} as const;

/** Filing lines and certifications; shown only when set. */
export const compliance = {
  icpFiling: env('NEXT_PUBLIC_ICP_FILING'),
  psbFiling: env('NEXT_PUBLIC_PSB_FILING'),
  certifications: env('NEXT_PUBLIC_CERTIFICATIONS')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
} as const;

/** Contact details shown in the footer; the defaults are the fictional brand's own example domain. */
export const contact = {
  email: env('NEXT_PUBLIC_CONTACT_EMAIL') || 'hello@hengxi.example',
  phone: env('NEXT_PUBLIC_CONTACT_PHONE'),
} as const;

/** App-store download URLs used by the pageJump rules for /APP/download/{ios,android}. */
export const appDownloads = {
  ios: env('APP_DOWNLOAD_IOS_URL') || 'https://apps.apple.com/app/id0000000000',
  android: env('APP_DOWNLOAD_ANDROID_URL') || 'https://play.google.com/store/apps/details?id=example.hengxi.app',
} as const;

/** Absolute URL of a site path; the home page is the bare origin (as Next writes it in canonical links). */
export function absoluteUrl(path: string): string {
  if (path === '/' || path === '') return siteUrl;
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
