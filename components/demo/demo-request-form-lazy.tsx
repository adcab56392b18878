'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { WhenVisible } from '@/components/lazy/when-visible';
import { withAntd } from '@/components/shell/with-antd';

/** Placeholder with the form's size while its code loads, so the page doesn't jump. */
function FormLoading() {
  const t = useTranslations('demoForm');
  return (
    <div role="status" aria-live="polite" style={{ minHeight: 640, padding: 'var(--hx-space-5)' }} className="card">
      <p className="muted">{t('loading')}</p>
    </div>
  );
}

/** The antd form with its ConfigProvider, fetched after the page has rendered. */
const LazyForm = dynamic(withAntd(() => import('./demo-request-form').then((m) => m.DemoRequestForm)), { ssr: false, loading: FormLoading });

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
  return (
    <WhenVisible placeholder={<FormLoading />} afterEngagement>
      <LazyForm />
    </WhenVisible>
  );
}
