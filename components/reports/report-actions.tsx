'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icon';
import { notify } from '@/components/shell/notify';
import { Link } from '@/i18n/navigation';
import type { DocState } from '@/lib/reports/online-docs';
import type { ReportFileFormat } from '@/lib/reports/report-file-path';
import { pathFor } from '@/lib/routes';
import styles from './reports.module.css';

/**
 * The toolbar under a generated report: print, download as PDF, HTML or text — all three written by the server from
 * the same document as the page (`files`, from `reportFilePaths()` in lib/reports/report-file-path.ts) — and save to
 * the visitor's online documents. Hidden when printing.
 */
export function ReportActions({
  files,
  save,
  print = true,
}: {
  files: Record<ReportFileFormat, string>;
  /** What to store when the visitor saves the report to their documents; no save button without it. */
  save?: DocState;
  print?: boolean;
}) {
  const t = useTranslations('aiReport.actions');
  const tPdf = useTranslations('aiReport.pdf');

  /**
   * Saving is rare next to reading: the document store (with its zod schemas) and antd's message are fetched on
   * the click, not with the page (issue 10 item 6: report pages ≤ 260 KiB first-load JavaScript).
   */
  async function saveDoc() {
    if (!save) return;
    const { onlineDocs } = await import('./online-docs-store');
    onlineDocs.add(save);
    notify('success', t('saved'));
  }

  return (
    <div className={`${styles.actions} ${styles.noPrint}`}>
      {print ? (
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          {t('print')}
        </button>
      ) : null}
      <a
        className={`btn ${print ? 'btn--ghost' : 'btn--primary'}`}
        href={files.pdf}
        download
        rel="nofollow"
        data-testid="report-pdf"
      >
        <Icon name="download" size={18} />
        {tPdf('download')}
      </a>
      <a className="btn btn--ghost" href={files.html} download rel="nofollow" data-testid="report-html">
        <Icon name="download" size={18} />
        {t('downloadHtml')}
      </a>
      <a className="btn btn--ghost" href={files.txt} download rel="nofollow" data-testid="report-txt">
        <Icon name="download" size={18} />
        {t('downloadText')}
      </a>
      {save ? (
        <>
          <button type="button" className="btn btn--ghost" onClick={() => void saveDoc()}>
            <Icon name="document2" size={18} />
            {t('save')}
          </button>
          <Link href={pathFor('aiReportV2OnlineDoc')} className={styles.textLink}>
            {t('openDocs')}
          </Link>
        </>
      ) : null}
    </div>
  );
}
