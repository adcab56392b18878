/**
 * Site configuration read from the environment, in one place (every variable is listed in .env.example).
 * Values that would be claims about the company (filing numbers, certifications) are empty unless configured,
 * and the UI hides what is empty — they are never invented.
 */

import { appChannels, type AppDownloadConfig } from './app-downloads';

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

/**
 * Mobile-app download URLs per channel (App Store, direct APK, Huawei, Xiaomi, OPPO, vivo, Tencent MyApp, Google
 * Play), from the variables named in lib/app-downloads.ts. Empty when unset: that channel then has no button, QR
 * code or redirect — never a placeholder. Read when the site is built (the /APP page is prerendered) and by the
 * proxy, so set them for the build and the server alike.
 */
export const appDownloadUrls: AppDownloadConfig = Object.fromEntries(appChannels.map((c) => [c.id, env(c.envVar)]));

/** Absolute URL of a site path; the home page is the bare origin (as Next writes it in canonical links). */
export function absoluteUrl(path: string): string {
  if (path === '/' || path === '') return siteUrl;
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
