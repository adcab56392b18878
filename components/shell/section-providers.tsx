import { AntdRegistry } from '@ant-design/nextjs-registry';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ClientNamespace } from '@/i18n/client-messages';
import { AntdProvider } from './antd-provider';
import { SectionMessages } from './section-messages';

/**
 * Providers for one route section, used by that folder's layout: the messages its client components read, and —
 * only where antd components are used — antd's style registry and ConfigProvider (active locale, popup z-index base
 * 2000). Marketing pages use neither, so they ship no antd and only the shell's messages. A section without antd
 * imports SectionMessages instead: importing this module alone puts antd's provider into its first load.
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
  const locale = await getLocale();
  const content = antd ? (
    <AntdRegistry>
      <AntdProvider locale={locale}>{children}</AntdProvider>
    </AntdRegistry>
  ) : (
    children
  );
  return <SectionMessages namespaces={namespaces}>{content}</SectionMessages>;
}
