'use client';

import { useSiteLocale } from '@/i18n/navigation';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/runtime/idle';
import { syncLocaleCookie } from '@/lib/runtime/locale-cookie';

/**
 * Saves the page's locale in the cookie when it differs from the saved one (SITE.md §3), once the browser is idle
 * after hydration: reading `document.cookie` is a synchronous round trip to the browser process.
 */
export function useLocaleCookieSync(): void {
  const locale = useSiteLocale();
  useEffect(() => whenIdle(() => void syncLocaleCookie(locale)), [locale]);
}
