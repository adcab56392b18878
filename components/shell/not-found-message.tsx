'use client';

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
  return pathname.startsWith(`${internal}/`)
    ? localizePath(pathname.slice(internal.length), routing.defaultLocale)
    : pathname;
}

/** The message's text before and after the path (`common.notFound.message`, formatted on the server). */
export interface NotFoundText {
  before: string;
  after: string;
}

function WithQuery({ text }: { text: NotFoundText }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return <>{text.before + readable(visitorPath(pathname) + (query ? `?${query}` : '')) + text.after}</>;
}

function PathOnly({ text }: { text: NotFoundText }) {
  return <>{text.before + readable(visitorPath(usePathname())) + text.after}</>;
}

/**
 * "Page not found: {fullPath}" (spec §8) with the path and query as requested. It reads the URL through the router
 * (not request headers), so the not-found boundary — which Next embeds in every page — doesn't make every page
 * dynamic. React escapes the text. `text`: the message around the path, from the server, so the boundary that every
 * page carries needs no message formatter in the browser.
 */
export function NotFoundMessage({ className, text }: { className?: string; text: NotFoundText }) {
  return (
    <p className={className} data-testid="not-found-message">
      <Suspense fallback={<PathOnly text={text} />}>
        <WithQuery text={text} />
      </Suspense>
    </p>
  );
}
