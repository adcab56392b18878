import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SectionMessages } from '@/components/shell/section-messages';
import type { Locale } from '@/i18n/routing';

/**
 * /demo: the demo-request form reads its labels and the catalogue names on the client. It brings antd's
 * ConfigProvider with it when it loads (components/demo/demo-request-form-lazy.tsx), so no antd registry here.
 */
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // The locale from the URL (not from request headers), so the section's pages are prerendered.
  setRequestLocale((await params).locale as Locale);
  return (
    <SectionMessages namespaces={['demoForm', 'services', 'solutions']}>
      {children}
    </SectionMessages>
  );
}
