'use client';

import { useSiteLocale } from '@/i18n/navigation';
import { useEffect } from 'react';
import { syncLocaleCookie } from '@/lib/runtime/locale-cookie';

/** Saves the page's locale in the cookie when it differs from the saved one (SITE.md §3). */
export function useLocaleCookieSync(): void {
  const locale = useSiteLocale();
  useEffect(() => {
    syncLocaleCookie(locale);
  }, [locale]);
}
