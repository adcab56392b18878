'use client';

import { useEffect, useRef } from 'react';
import styles from '@/components/forms/lead-form.module.css';
import type { BookingTexts } from './booking-texts';

/**
 * What the booking form turns into once a request is stored: the confirmation and its reference, focused (and
 * announced) when it replaces the form in the browser; on the page the server renders after a post without
 * JavaScript, it is in the same place. "Send another request" loads the page afresh (`again`, a GET form). `texts`:
 * the confirmation's texts from the server (`bookingTexts`), the reference line split around the reference.
 */
export function BookingSuccess({
  reference,
  again,
  texts,
}: {
  reference: string;
  again: string;
  texts: BookingTexts['success'];
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} role="status" className={styles.success} data-testid="demo-success">
      <h3>{texts.title}</h3>
      <p>{texts.body}</p>
      {reference ? (
        <p className={styles.reference}>{`${texts.reference[0]}${reference}${texts.reference[1]}`}</p>
      ) : null}
      <form method="get" action={again}>
        <button type="submit" className="btn btn--ghost">
          {texts.again}
        </button>
      </form>
    </div>
  );
}
