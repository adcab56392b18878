'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { MonitoringResponse } from '@/lib/monitoring/schemas';
import styles from '../risk/risk-demos.module.css';
import { DemoError } from '../demo-form/demo-form-parts';
import { useDemoRequest } from '../use-demo-request';

/** A code block with a copy button. */
function Copyable({ label, text, testId }: { label: string; text: string; testId?: string }) {
  const t = useTranslations('riskDemos.common');
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <div className={styles.itemHead}>
        <h4>{label}</h4>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          {copied ? t('copied') : t('copy')}
        </button>
      </div>
      <pre className={styles.code} data-testid={testId} tabIndex={0}>
        {text}
      </pre>
    </div>
  );
}

/** The webhook delivery of the latest high alert (body, signature, curl) and the daily-digest downloads. */
export function MonitoringDelivery({ data, request }: { data: MonitoringResponse; request: string }) {
  const t = useTranslations('riskDemos');
  const { download: save, error } = useDemoRequest();
  const day = data.alerts[0]?.date ?? data.asOf;
  const download = (format: 'xlsx' | 'pdf') =>
    save(
      '/api/monitoring/digest',
      JSON.stringify({ ...(JSON.parse(request) as object), format }),
      `monitoring-digest-${data.asOf}.${format}`,
    );
  return (
    <div className={styles.grid2}>
      <section className={styles.panel} aria-labelledby="monitoring-digest">
        <h3 id="monitoring-digest">{t('monitoring.digest.title')}</h3>
        <p className={styles.muted}>{t('monitoring.digest.lead', { date: day })}</p>
        <div className={styles.row}>
          <button type="button" className="btn btn--ghost" onClick={() => void download('xlsx')}>
            {t('common.downloadXlsx')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void download('pdf')}>
            {t('common.downloadPdf')}
          </button>
        </div>
        <DemoError message={error} />
      </section>
      {data.webhook && (
        <section className={styles.panel} aria-labelledby="monitoring-webhook">
          <h3 id="monitoring-webhook">{t('monitoring.webhook.title')}</h3>
          <p className={styles.muted}>{t('monitoring.webhook.lead')}</p>
          <p>
            {t('monitoring.webhook.secret')}
            <code>{data.webhook.secret}</code>
          </p>
          <p>
            {t('monitoring.webhook.signature')}
            <code data-testid="webhook-signature">{data.webhook.signature}</code>
          </p>
          <Copyable label={t('monitoring.webhook.body')} text={data.webhook.body} testId="webhook-body" />
          <Copyable label={t('monitoring.webhook.curl')} text={data.webhook.curl} />
          <Copyable label={t('monitoring.webhook.verify')} text={data.webhook.verify} />
        </section>
      )}
    </div>
  );
}
