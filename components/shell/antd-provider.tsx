'use client';

import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useReducedMotion } from '@/components/reports/use-reduced-motion';
import type { Locale } from '@/i18n/routing';

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/**
 * antd configuration for the active locale (SITE.md §5 — the spec's always-Chinese setting would show Chinese date
 * pickers on English pages), popup z-index base 2000 (spec §9), and the brand tokens of globals.css.
 *
 * Reduced motion: when the visitor asks for it (`prefers-reduced-motion: reduce`, e.g. Windows "show animations"
 * off), antd's own motion is switched off through its theme (`token.motion: false`), so popups, menus, confirms
 * and modals appear at once. Shortening antd's CSS animations from outside instead (a global `0.01ms` rule) breaks
 * its motion lifecycle: popups were left at their off-screen measuring position (x = −14,400). Our own animations
 * honour the preference in their own stylesheets.
 */
const noSubscription = () => () => {};

/** False while rendering on the server and hydrating, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

export function AntdProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  // Motion starts off (server render and hydration) and is turned on once hydrated unless reduced motion is asked
  // for. antd wraps its subtree in a motion provider the first time `motion` differs from the default and keeps it;
  // starting with `false` puts that wrapper in place from the first render, so a later switch never remounts the
  // page's form fields (a remount would drop what the visitor has typed).
  const motion = useHydrated() && !reducedMotion;
  return (
    <ConfigProvider
      locale={antdLocales[locale]}
      theme={{
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
          motion,
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
