'use client';

import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/**
 * antd configuration for the active locale (SITE.md §5 — the spec's always-Chinese setting would show Chinese date
 * pickers on English pages), popup z-index base 2000 (spec §9), and the brand tokens of globals.css.
 */
export function AntdProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
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
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
