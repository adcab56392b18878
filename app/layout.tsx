import type { ReactNode } from 'react';
import './globals.css';

/**
 * The root layout only passes through: `<html lang>` needs the locale, which only `app/[locale]/layout.tsx` knows;
 * `app/global-not-found.tsx` renders its own `<html>` for URLs no route matches.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
