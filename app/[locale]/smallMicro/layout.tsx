import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SectionMessages } from '@/components/shell/section-messages';
import type { Locale } from '@/i18n/routing';

/**
 * /smallMicro/*: brand and portrait records are watermarked; the portrait list and random portrait run on the client.
 * Portrait cards label industry and region with `industryAnalysis` names, so those two lists ship too.
 */
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // The locale from the URL (not from request headers), so the section's pages are prerendered.
  setRequestLocale((await params).locale as Locale);
  return (
    <SectionMessages namespaces={['smallMicro', 'industryAnalysis.industries', 'industryAnalysis.regions']}>
      {children}
    </SectionMessages>
  );
}
