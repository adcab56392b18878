'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { DemoError } from '../demo-form/demo-form-parts';
import { useDemoRequest } from '../use-demo-request';
import styles from '../risk/risk-demos.module.css';

const outcomes = ['trueMatch', 'falsePositive', 'needsReview'] as const;
/** A reviewer's decision: true match, false positive or needs review. */
export type Outcome = (typeof outcomes)[number];
/** Longest reason the endpoint keeps (`maxReasonLength` of lib/screening/audit-record.ts). */
export const maxReason = 1000;

/**
 * The reviewer's decision fields, shared by every audit record form (one result here, one row of a batch list in
 * `batch-record.tsx`): the outcome as radio buttons and the reason (≤ 1,000 characters, required by the endpoints).
 * Controlled: the caller keeps `outcome` and `reason`.
 */
export function DecisionFields({
  outcome,
  reason,
  onOutcome,
  onReason,
}: {
  outcome: Outcome;
  reason: string;
  onOutcome: (o: Outcome) => void;
  onReason: (reason: string) => void;
}) {
  const t = useTranslations('riskDemos.listScreening.record');
  const id = useId();
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('outcomeLabel')}</legend>
        <div className={styles.row}>
          {outcomes.map((o) => (
            <label key={o} className={styles.consent}>
              <input
                type="radio"
                name={`${id}-outcome`}
                value={o}
                checked={outcome === o}
                onChange={() => onOutcome(o)}
              />
              <span>{t(`outcomes.${o}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className={styles.label} htmlFor={`${id}-reason`}>
        {t('reasonLabel')}
      </label>
      <textarea
        id={`${id}-reason`}
        className={styles.textarea}
        rows={3}
        maxLength={maxReason}
        value={reason}
        placeholder={t('reasonPlaceholder')}
        aria-describedby={`${id}-reason-hint`}
        onChange={(e) => onReason(e.target.value)}
      />
      <p id={`${id}-reason-hint`} className={styles.muted}>
        {t('reasonHint', { max: maxReason })}
      </p>
    </>
  );
}

/**
 * The reviewer's decision on a screening result and the audit record download (issue 39): true match / false
 * positive / needs review, a typed reason (required, ≤ 1,000 characters), then the record as PDF or JSON from
 * `endpoint` (`/api/kyc-individual/record` or `/api/screening/names/record`). `body` is the screening request the
 * result came from (the server screens it again and builds the record for the download; nothing is stored).
 */
export function RecordDownload({
  endpoint,
  body,
  fileBase,
}: {
  endpoint: string;
  body: Record<string, unknown>;
  fileBase: string;
}) {
  const t = useTranslations('riskDemos.listScreening.record');
  const locale = useLocale();
  const [outcome, setOutcome] = useState<Outcome>('needsReview');
  const [reason, setReason] = useState('');
  const request = useDemoRequest();

  async function download(format: 'pdf' | 'json') {
    if (!reason.trim()) return request.fail(t('needReason'));
    await request.download(
      endpoint,
      JSON.stringify({ ...body, decision: { outcome, reason }, format, locale }),
      `${fileBase}.${format}`,
    );
  }

  return (
    <section className={styles.panel} data-testid="record-download">
      <h3>{t('title')}</h3>
      <p className={styles.muted}>{t('lead')}</p>
      <DecisionFields outcome={outcome} reason={reason} onOutcome={setOutcome} onReason={setReason} />
      <div className={styles.row}>
        <button type="button" className="btn btn--primary" onClick={() => download('pdf')}>
          {t('downloadPdf')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => download('json')}>
          {t('downloadJson')}
        </button>
      </div>
      <DemoError message={request.error} />
    </section>
  );
}
