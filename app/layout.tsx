import type { ReactNode } from 'react';
import './globals.css';

/**
 * The root layout only passes through: `<html>` is rendered by `app/[locale]/layout.tsx`, which knows the locale,
 * and by `app/not-found.tsx` for paths outside any locale.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
