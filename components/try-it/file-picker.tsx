'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import styles from './try-it.module.css';

/** The file types both demos accept (the server checks again: lib/intake). */
const accept = '.csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  fileName: string | null;
  onPick: (fileName: string | null) => void;
  /** Form field name, when the form is submitted as `FormData`. */
  name?: string;
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
        accept={accept}
        onChange={(e) => onPick(e.currentTarget.files?.[0]?.name ?? null)}
      />
      <span className={styles.fileName} aria-live="polite">
        {fileName ?? t('intake.noFileChosen')}
      </span>
    </label>
  );
}
