'use client';

import { Provider as MotionProvider } from '@rc-component/motion';
import { ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { useReducedMotion } from '@/components/reports/use-reduced-motion';

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/** The brand tokens of globals.css, popup z-index base 2000 (spec §9), and AA-contrast greys. One object, never rebuilt. */
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b4f8a',
    colorError: '#b42318',
    colorText: '#17202b',
    // antd's default greys for help text and placeholders fall below WCAG AA contrast.
    colorTextDescription: '#4a5563',
    colorTextPlaceholder: '#6b7280',
    colorTextTertiary: '#4a5563',
    borderRadius: 6,
    zIndexPopupBase: 2000,
    fontFamily: 'var(--hx-font-sans)',
  },
};

/**
 * antd configuration for the active locale (read from next-intl) (SITE.md §5 — the spec's always-Chinese setting would show Chinese date
 * pickers on English pages), popup z-index base 2000 (spec §9), and the brand tokens of globals.css.
 *
 * Reduced motion: when the visitor asks for it (`prefers-reduced-motion: reduce`), antd's enter/leave animations
 * (popups, menus, confirms, modals) are switched off through the motion context antd's components read
 * (`@rc-component/motion`'s Provider, the one antd itself uses), so they appear at once. The theme stays one
 * constant object: switching antd's `motion` token after hydration re-themed every antd component on the page in
 * one long task (the token is part of the theme's hash), and inserting antd's own motion wrapper later would
 * remount the page's form fields. The Provider is always there; only its value changes, re-rendering just the
 * animated components. Shortening antd's CSS animations from outside instead (a global `0.01ms` rule) breaks its
 * motion lifecycle: popups were left at their off-screen measuring position (x = −14,400).
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider locale={antdLocales[locale]} theme={theme}>
      <MotionProvider motion={!reducedMotion}>{children}</MotionProvider>
    </ConfigProvider>
  );
}
