'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { TemplateStudio as Studio } from './template-studio';

/** What the prerendered page shows until the studio runs (it reads the URL, so it never rendered on the server). */
function StudioLoading() {
  const t = useTranslations('aiReport');
  return <p className="muted">{t('loading')}</p>;
}

const LazyStudio = dynamic(() => import('./template-studio').then((m) => m.TemplateStudio), {
  ssr: false,
  loading: StudioLoading,
});

/**
 * The template studio, fetched after the page has rendered (issue 12 item 5: report pages ≤ 260 KiB first-load
 * JavaScript). It reads its state from the URL (`useSearchParams`), so the prerendered page held only the loading
 * line anyway; its code (the document-state schemas, the report builders) follows the first paint. It has no antd of
 * its own: its company field loads antd's Select on first use (company-field.tsx).
 */
export function TemplateStudioLazy(props: ComponentProps<typeof Studio>) {
  return <LazyStudio {...props} />;
}
