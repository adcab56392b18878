'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ReactNode } from 'react';
import { KvTable } from '@/components/layout/kv-table';
import { Notice } from '@/components/layout/notice';
import { formatDate, sampleDate } from '@/lib/format';
import { useEngaged } from '@/components/lazy/engagement';
import { DraggableModal } from '@/components/sample/draggable-modal-lazy';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { reportSpecs, type ReportSubject, type ReportType } from '@/lib/reports/report-model';
import styles from './reports.module.css';
import { useReportContext } from './use-report';

/** How long a data-use authorisation stays valid, in days. */
const validityDays = 90;
const scopeItems = ['tax', 'invoices', 'socialInsurance', 'statements'] as const;
const termItems = ['purpose', 'validity', 'revocation', 'signing'] as const;

/**
 * Step 3 of the one-click report (/AI/reportV1/authorize): explains the enterprise's authorisation for data use
 * (scope, purpose, validity, revocation, signing), shows the sample authorisation letter, and records the
 * confirmation in a draggable dialog that can be moved off the letter while checking it.
 */
export function AuthorizePanel({ subject, type, badge }: { subject: ReportSubject; type: ReportType; badge: ReactNode }) {
  const t = useTranslations('aiReport.authorize');
  const ta = useTranslations('aiReport');
  const { tc, format } = useReportContext();
  const { ckey, figures: c, text } = subject;
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const engaged = useEngaged();
  const doneRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const needsAuth = reportSpecs[type].needsAuth;
  const validUntil = formatDate(format, new Date(sampleDate(c.asOf).getTime() + validityDays * 86_400_000));
  const reportHref = { pathname: pathFor('aiReportV1Generate'), query: { ckey, type, ...(needsAuth && confirmed ? { auth: '1' } : {}) } };

  function confirm() {
    setConfirmed(true);
    setOpen(false);
    window.setTimeout(() => doneRef.current?.focus(), 0);
  }

  return (
    <div className={styles.authorize}>
      <div className={`card ${styles.subject}`}>
        <dl>
          <div>
            <dt>{ta('think.subject')}</dt>
            <dd>{text.name}</dd>
          </div>
          <div>
            <dt>{tc('fields.uscc')}</dt>
            <dd>
              <code>{c.uscc}</code> <span className="muted">({tc('usccSample')})</span>
            </dd>
          </div>
          <div>
            <dt>{ta('think.type')}</dt>
            <dd>{ta(`types.${type}.name`)}</dd>
          </div>
        </dl>
      </div>

      {!needsAuth ? (
        <Notice tone="info" title={t('notNeeded.title')}>
          <p>{t('notNeeded.body', { kind: ta(`types.${type}.name`) })}</p>
          <Link className="btn btn--primary" href={reportHref}>
            {t('notNeeded.next')}
          </Link>
        </Notice>
      ) : null}

      <section aria-labelledby={`${id}-scope`} className={styles.block}>
        <h2 id={`${id}-scope`}>{t('scopeTitle')}</h2>
        <p className="muted">{t('scopeLead')}</p>
        <ul className={styles.scope}>
          {scopeItems.map((s) => (
            <li key={s} className="card">
              <h3>{t(`scope.${s}.title`)}</h3>
              <p className="muted">{t(`scope.${s}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${id}-terms`} className={styles.block}>
        <h2 id={`${id}-terms`}>{t('termsTitle')}</h2>
        <dl className={styles.terms}>
          {termItems.map((s) => (
            <div key={s}>
              <dt>{t(`terms.${s}.title`)}</dt>
              <dd>{t(`terms.${s}.body`, { days: validityDays })}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby={`${id}-letter`} className={styles.block}>
        <h2 id={`${id}-letter`}>{t('letter.heading')}</h2>
        <SampleWatermark>
          <div className={`card ${styles.letter}`}>
            {badge}
            <h3>{t('letter.title')}</h3>
            <p>{t('letter.body1', { name: text.name, uscc: c.uscc })}</p>
            <p>{t('letter.body2', { days: validityDays })}</p>
            <p>{t('letter.body3')}</p>
            <p className={styles.signature}>
              {t('letter.signature', { name: text.name })}
              <br />
              {t('letter.representative', { name: text.legalRep })}
              <br />
              {t('letter.date', { date: formatDate(format, c.asOf) })}
            </p>
          </div>
        </SampleWatermark>
      </section>

      {needsAuth && !confirmed ? (
        <div className="btn-row">
          <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
            {t('confirmButton')}
          </button>
          <Link className="btn btn--ghost" href={{ pathname: pathFor('aiReportV1Think'), query: { ckey, type } }}>
            {t('back')}
          </Link>
        </div>
      ) : null}

      {confirmed ? (
        <div ref={doneRef} tabIndex={-1} className={`card ${styles.finish}`} role="status">
          <h2>{t('done.title')}</h2>
          <p>{t('done.body', { name: text.name, date: validUntil })}</p>
          <Link className="btn btn--primary" href={reportHref}>
            {t('done.next')}
          </Link>
        </div>
      ) : null}

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
              [t('modal.subject'), text.name],
              [t('modal.scope'), scopeItems.map((s) => t(`scope.${s}.title`)).join(' · ')],
              [t('modal.validUntil'), validUntil],
            ]}
          />
          <p style={{ marginTop: 16 }}>
            <label className={styles.check}>
              <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
              {t('modal.checkbox', { name: text.name })}
            </label>
          </p>
        </DraggableModal>
      ) : null}
    </div>
  );
}
