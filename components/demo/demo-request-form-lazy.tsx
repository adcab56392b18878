'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { WhenVisible } from '@/components/lazy/when-visible';
import type { Locale } from '@/i18n/routing';

/** Placeholder with the form's size while its code loads, so the page doesn't jump. */
function FormLoading() {
  const t = useTranslations('demoForm');
  return (
    <div role="status" aria-live="polite" style={{ minHeight: 640, padding: 'var(--hx-space-5)' }} className="card">
      <p className="muted">{t('loading')}</p>
    </div>
  );
}

/** The antd form and its ConfigProvider, fetched after the page has rendered. */
const LazyForm = dynamic(
  () =>
    Promise.all([import('./demo-request-form'), import('@/components/shell/antd-provider')]).then(([form, provider]) => {
      function FormWithAntd({ locale }: { locale: Locale }) {
        return (
          <provider.AntdProvider locale={locale}>
            <form.DemoRequestForm />
          </provider.AntdProvider>
        );
      }
      return FormWithAntd;
    }),
  { ssr: false, loading: FormLoading },
);

/**
 * The demo-request form, loaded after first paint and only once its spot comes near the viewport: antd's form
 * controls and the shared zod rules are the bulk of the page's JavaScript (~215 KiB gzip), so the page itself stays
 * within the marketing-page budget, the demo centre is usable at once, and a visitor who never scrolls to the form
 * (or a phone whose first screen is the hero) does not pay for it. It also waits for the visitor's first scroll,
 * tap, pointer move or key (or a `#book` link): on a phone the form's top edge is on the first screen, and loading
 * it there while the page starts cost ~400 ms of blocked main thread (Lighthouse mobile). Renders a sized
 * placeholder until then.
 */
export function DemoRequestFormLazy() {
  const locale = useLocale();
  return (
    <WhenVisible placeholder={<FormLoading />} afterEngagement>
      <LazyForm locale={locale} />
    </WhenVisible>
  );
}
