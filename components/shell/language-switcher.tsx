'use client';

import type { MouseEvent } from 'react';
import { usePathname, useSiteLocale } from '@/i18n/navigation';
import { localeLabels, localizePath, routing } from '@/i18n/routing';
import { writeLocaleCookie } from '@/lib/runtime/locale-cookie';

/**
 * Links to the same page in the other locale, keeping query and hash (SITE.md §3). The server-rendered href has the
 * path only; the query and hash are added at click time, so static pages need no search-params bailout.
 * Clicking saves the choice in the locale cookie before the browser navigates. `label`: its accessible name
 * (`common.languageSwitcher.switchTo`, given by the server).
 */
export function LanguageSwitcher({ className, label }: { className?: string; label: string }) {
  const locale = useSiteLocale();
  const pathname = usePathname();
  const other = routing.locales.find((l) => l !== locale) ?? routing.defaultLocale;
  const href = localizePath(pathname, other);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    writeLocaleCookie(other);
    event.currentTarget.href = href + window.location.search + window.location.hash;
  }

  return (
    <a
      className={className}
      href={href}
      hrefLang={other}
      lang={other}
      onClick={onClick}
      aria-label={label}
      data-testid="language-switcher"
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
      </svg>
      <span>{localeLabels[other]}</span>
    </a>
  );
}
