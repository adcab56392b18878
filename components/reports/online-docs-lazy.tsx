'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import styles from './reports.module.css';

/** The list's place while its code loads: about the height of the sample list, so the footer does not jump. */
function DocsLoading() {
  const t = useTranslations('aiReport');
  return (
    <div className={`${styles.docs} ${styles.docsLoading}`} role="status">
      <p className="muted">{t('loading')}</p>
    </div>
  );
}

const LazyDocs = dynamic(() => import('./online-docs').then((m) => m.OnlineDocs), { ssr: false, loading: DocsLoading });

/**
 * The visitor's online documents, fetched after the page has rendered (issue 12 item 5: /AI/reportV2/onlineDoc was
 * 358 KiB first-load JavaScript). The list lives in this browser's localStorage, so the server could only render
 * the sample list, which the visitor's own then replaced. The list follows the first paint; its antd menus and dialogs
 * follow the visitor's first use of the page (online-docs.tsx).
 */
export function OnlineDocsLazy() {
  return <LazyDocs />;
}
