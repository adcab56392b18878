import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware navigation helpers; components import these instead of `next/link` / `next/navigation`. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
