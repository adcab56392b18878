'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import styles from '@/components/forms/lead-form.module.css';

/**
 * What the booking form turns into once a request is stored: the confirmation and its reference, focused (and
 * announced) when it replaces the form in the browser; on the page the server renders after a post without
 * JavaScript, it is in the same place. "Send another request" loads the page afresh (`again`, a GET form).
 */
export function BookingSuccess({ reference, again }: { reference: string; again: string }) {
  const t = useTranslations('demoForm.success');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} role="status" className={styles.success} data-testid="demo-success">
      <h3>{t('title')}</h3>
      <p>{t('body')}</p>
      {reference ? <p className={styles.reference}>{t('reference', { reference })}</p> : null}
      <form method="get" action={again}>
        <button type="submit" className="btn btn--ghost">
          {t('again')}
        </button>
      </form>
    </div>
  );
}
