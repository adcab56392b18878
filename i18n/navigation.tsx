import type { ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

/** Locale-aware navigation helpers; components import these instead of `next/link` / `next/navigation`. */
export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * The site's link: next-intl's locale-aware `Link`, prefetching on intent rather than on visibility. Its default
 * is `prefetch={false}`, so a link scrolled into view fetches nothing; the shell's intent listener
 * (components/shell/runtime/use-intent-prefetch.ts) prefetches the page on hover, touch start or focus. Pass
 * `prefetch` explicitly to override.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={prefetch} {...props} />;
}
