import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SectionMessages } from '@/components/shell/section-messages';
import type { Locale } from '@/i18n/routing';

/** /customerProfile2/*: dashboard charts are labelled on the client; the profile is watermarked. */
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // The locale from the URL (not from request headers), so the section's pages can be prerendered and cached.
  setRequestLocale((await params).locale as Locale);
  return (
    <SectionMessages namespaces={['customerProfileDashboard', 'company']}>
      {children}
    </SectionMessages>
  );
}
