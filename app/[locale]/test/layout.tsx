import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SectionMessages } from '@/components/shell/section-messages';
import type { Locale } from '@/i18n/routing';

/** /test: the self-check fills in its values on the client. */
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // The locale from the URL (not from request headers), so the section's pages are prerendered.
  setRequestLocale((await params).locale as Locale);
  return (
    <SectionMessages namespaces={['selfCheck']}>
      {children}
    </SectionMessages>
  );
}
