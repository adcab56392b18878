'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { localizePath, routing } from '@/i18n/routing';

/** Decodes a path for display; malformed percent-encoding is shown as requested. */
function readable(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The path as the visitor typed it: the internal default-locale prefix added by the rewrite is removed. */
function visitorPath(pathname: string): string {
  const internal = `/${routing.defaultLocale}`;
  if (pathname === internal) return '/';
  return pathname.startsWith(`${internal}/`) ? localizePath(pathname.slice(internal.length), routing.defaultLocale) : pathname;
}

function WithQuery() {
  const t = useTranslations('common.notFound');
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return <>{t('message', { path: readable(visitorPath(pathname) + (query ? `?${query}` : '')) })}</>;
}

function PathOnly() {
  const t = useTranslations('common.notFound');
  return <>{t('message', { path: readable(visitorPath(usePathname())) })}</>;
}

/**
 * "Page not found: {fullPath}" (spec §8) with the path and query as requested. It reads the URL through the router
 * (not request headers), so the not-found boundary — which Next embeds in every page — doesn't make every page
 * dynamic. React escapes the text.
 */
export function NotFoundMessage({ className }: { className?: string }) {
  return (
    <p className={className} data-testid="not-found-message">
      <Suspense fallback={<PathOnly />}>
        <WithQuery />
      </Suspense>
    </p>
  );
}
