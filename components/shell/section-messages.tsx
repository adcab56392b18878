import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickClientMessages, type ClientNamespace } from '@/i18n/client-messages';

/**
 * The messages a route section's client components read (only the namespaces named), for sections without antd.
 * Kept apart from SectionProviders on purpose: Next puts every client module that a layout's server code
 * *imports* into the section's first-load JavaScript, rendered or not, so importing SectionProviders (which
 * imports antd's registry and ConfigProvider) costs ~48 KiB gzip even with `antd` off.
 */
export async function SectionMessages({ namespaces = [], children }: { namespaces?: readonly ClientNamespace[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickClientMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
