'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import styles from './try-it.module.css';

/** The file types the demos accept (the server checks again: lib/intake); the statement demo also takes PDFs. */
const accept = '.csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const acceptPdf = `${accept},.pdf,application/pdf`;

/**
 * The "choose a file" control of the try-it demos: a styled button over a visually hidden file input, with the
 * chosen file's name announced politely. The parent keeps the input (`inputRef`) and the shown name, so it can
 * clear both; `onPick` receives the new file's name (or `null`).
 */
export function FilePicker({
  inputRef,
  fileName,
  onPick,
  name,
  pdf = false,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  fileName: string | null;
  onPick: (fileName: string | null) => void;
  /** Form field name, when the form is submitted as `FormData`. */
  name?: string;
  /** Offer PDFs too (text-based PDF statements, lib/intake/pdf.ts). */
  pdf?: boolean;
}) {
  const t = useTranslations('tryIt');
  return (
    <label className={styles.fileLabel}>
      <span className="btn btn--ghost">{t('intake.chooseFile')}</span>
      <input
        ref={inputRef}
        className="visually-hidden"
        type="file"
        name={name}
        accept={pdf ? acceptPdf : accept}
        onChange={(e) => onPick(e.currentTarget.files?.[0]?.name ?? null)}
      />
      <span className={styles.fileName} aria-live="polite">
        {fileName ?? t('intake.noFileChosen')}
      </span>
    </label>
  );
}
