'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { KvTable } from '@/components/layout/kv-table';
import { useEngaged } from '@/components/lazy/engagement';
import { DraggableModal } from '@/components/sample/draggable-modal-lazy';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import type { ReportType } from '@/lib/reports/report-model';
import styles from './reports.module.css';

/**
 * The confirmation of /AI/reportV1/authorize, for report types that need the enterprise's authorisation: a button
 * that opens a draggable dialog (it can be moved off the letter while checking it) with the subject, the scope and
 * the validity, and a checkbox to tick before confirming; once confirmed, a focused note with the link to the report
 * (`auth=1`). `name`, `scope` and `validUntil` are written by the server; the labels are `aiReport.authorize.*`.
 */
export function AuthorizeConfirm({
  ckey,
  type,
  name,
  scope,
  validUntil,
}: {
  ckey: string;
  type: ReportType;
  name: string;
  /** The authorised data, as one line. */
  scope: string;
  /** The last day of validity, formatted. */
  validUntil: string;
}) {
  const t = useTranslations('aiReport.authorize');
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const engaged = useEngaged();
  const doneRef = useRef<HTMLDivElement>(null);

  function confirm() {
    setConfirmed(true);
    setOpen(false);
    window.setTimeout(() => doneRef.current?.focus(), 0);
  }

  return (
    <>
      {!confirmed ? (
        <div className="btn-row">
          <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
            {t('confirmButton')}
          </button>
          <Link className="btn btn--ghost" href={{ pathname: pathFor('aiReportV1Think'), query: { ckey, type } }}>
            {t('back')}
          </Link>
        </div>
      ) : (
        <div ref={doneRef} tabIndex={-1} className={`card ${styles.finish}`} role="status">
          <h2>{t('done.title')}</h2>
          <p>{t('done.body', { name, date: validUntil })}</p>
          <Link
            className="btn btn--primary"
            href={{ pathname: pathFor('aiReportV1Generate'), query: { ckey, type, auth: '1' } }}
          >
            {t('done.next')}
          </Link>
        </div>
      )}

      {/* Mounted (its code fetched) once the visitor starts using the page, not during start-up. */}
      {engaged || open ? (
        <DraggableModal
          open={open}
          title={t('modal.title')}
          mask={false}
          okText={t('modal.confirm')}
          cancelText={t('modal.cancel')}
          okButtonProps={{ disabled: !checked }}
          onOk={confirm}
          onCancel={() => setOpen(false)}
          destroyOnHidden
        >
          <p className="muted">{t('modal.dragHint')}</p>
          <KvTable
            rows={[
              [t('modal.subject'), name],
              [t('modal.scope'), scope],
              [t('modal.validUntil'), validUntil],
            ]}
          />
          <p style={{ marginTop: 16 }}>
            <label className={styles.check}>
              <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
              {t('modal.checkbox', { name })}
            </label>
          </p>
        </DraggableModal>
      ) : null}
    </>
  );
}
