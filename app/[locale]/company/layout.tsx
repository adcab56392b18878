import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SectionProviders } from '@/components/shell/section-providers';
import type { Locale } from '@/i18n/routing';

/** /company/*: the sample profile is watermarked (antd Watermark). */
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // The locale from the URL (not from request headers), so the section's pages can be prerendered and cached.
  setRequestLocale((await params).locale as Locale);
  return (
    <SectionProviders namespaces={['relations', 'correction']} antd>
      {children}
    </SectionProviders>
  );
}
