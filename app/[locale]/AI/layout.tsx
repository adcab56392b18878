import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SectionProviders } from '@/components/shell/section-providers';
import type { Locale } from '@/i18n/routing';

/** /AI/*: the report flow is interactive (antd controls, watermark, draggable dialog) and builds reports on the client. */
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // The locale from the URL (not from request headers), so the section's pages can be prerendered and cached.
  setRequestLocale((await params).locale as Locale);
  return (
    <SectionProviders namespaces={['aiReport', 'company', 'customerProfile', 'sampleData']} antd>
      {children}
    </SectionProviders>
  );
}
