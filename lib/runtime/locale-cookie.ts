import { isLocale, localeCookie, type Locale } from '@/i18n/routing';

/** Reads the locale cookie from a `document.cookie` string; invalid or missing values give undefined. */
export function readLocaleCookie(cookieString: string): Locale | undefined {
  for (const part of cookieString.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === localeCookie.name) {
      const value = rest.join('=');
      return isLocale(value) ? value : undefined;
    }
  }
  return undefined;
}

/** The cookie string that saves a locale choice (same attributes as the server's, spec §9). */
export function localeCookieString(locale: Locale, secure: boolean): string {
  const parts = [
    `${localeCookie.name}=${locale}`,
    `path=${localeCookie.path}`,
    `max-age=${localeCookie.maxAgeSeconds}`,
    `samesite=${localeCookie.sameSite.toLowerCase()}`,
  ];
  if (secure) parts.push('secure');
  return parts.join('; ');
}

/** Saves the locale in the cookie from the browser (so prerendered HTML never carries Set-Cookie). */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = localeCookieString(locale, window.location.protocol === 'https:');
}

/** Writes the cookie when the page's locale differs from the saved one, or none (or an invalid one) is saved. */
export function syncLocaleCookie(locale: Locale): boolean {
  if (readLocaleCookie(document.cookie) === locale) return false;
  writeLocaleCookie(locale);
  return true;
}
