import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickClientMessages, type ClientNamespace } from '@/i18n/client-messages';

/**
 * The messages a route section's client components read (only the namespaces named), used by the section's
 * layout. No antd here: Next puts every client module that a layout's server code *imports* into the section's
 * first-load JavaScript, rendered or not (antd's provider alone was ~48 KiB gzip). antd controls bring their own
 * configuration when they load (components/shell/with-antd.tsx).
 */
export async function SectionMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly ClientNamespace[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickClientMessages(messages, namespaces)}>{children}</NextIntlClientProvider>
  );
}
