import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SectionProviders } from '@/components/shell/section-providers';
import type { Locale } from '@/i18n/routing';

/** /dueDiligence/*: the KYC report is watermarked and has a client print button. */
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // The locale from the URL (not from request headers), so the section's pages can be prerendered and cached.
  setRequestLocale((await params).locale as Locale);
  return (
    <SectionProviders namespaces={['kycReport']} antd>
      {children}
    </SectionProviders>
  );
}
