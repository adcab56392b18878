import { AntdRegistry } from '@ant-design/nextjs-registry';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickClientMessages, type ClientNamespace } from '@/i18n/client-messages';
import { AntdProvider } from './antd-provider';

/**
 * Providers for one route section, used by that folder's layout: the messages its client components read, and —
 * only where antd components are used — antd's style registry and ConfigProvider (active locale, popup z-index base
 * 2000). Marketing pages use neither, so they ship no antd and only the shell's messages.
 */
export async function SectionProviders({
  namespaces = [],
  antd = false,
  children,
}: {
  namespaces?: readonly ClientNamespace[];
  antd?: boolean;
  children: ReactNode;
}) {
  const messages = await getMessages();
  const locale = await getLocale();
  const content = antd ? (
    <AntdRegistry>
      <AntdProvider locale={locale}>{children}</AntdProvider>
    </AntdRegistry>
  ) : (
    children
  );
  return <NextIntlClientProvider messages={pickClientMessages(messages, namespaces)}>{content}</NextIntlClientProvider>;
}
