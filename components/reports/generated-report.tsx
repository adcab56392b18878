'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Notice } from '@/components/layout/notice';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { ReportActions } from './report-actions';
import { ReportDocument } from './report-document';
import { pdfPath } from '@/lib/reports/pdf-path';
import { buildReport, reportSpecs, type ReportQuery, type ReportSubject } from '@/lib/reports/report-model';
import { isShowcase } from '@/lib/sample-data/keys';
import styles from './reports.module.css';
import { useReportContext } from './use-report';

/**
 * Step 4 of the one-click report (/AI/reportV1/generateReport): the report for `?ckey=…&type=…`, watermarked and
 * labelled as sample data, with print, download and save. A report type that needs authorisation shows its
 * operating section only after `auth=1` (set by the authorisation step).
 */
export function GeneratedReport({
  subject,
  query,
  generatedAt,
  badge,
}: {
  subject: ReportSubject;
  query: ReportQuery;
  /** When the page was rendered (on the server, so the HTML and the hydrated page show the same time). */
  generatedAt: Date;
  badge: ReactNode;
}) {
  const t = useTranslations('aiReport.generate');
  const { type, authorised } = query;
  const ctx = useReportContext();
  const { ckey } = subject;
  const needsAuth = reportSpecs[type].needsAuth;
  const doc = buildReport({ subject, kind: { type }, authorised: needsAuth && authorised, generatedAt }, ctx);

  return (
    <div className={styles.generated}>
      {needsAuth && !authorised ? (
        <Notice tone="warning" className={styles.noPrint} title={t('unauthorised.title')}>
          <p>{t('unauthorised.body')}</p>
          <Link href={{ pathname: pathFor('aiReportV1Authorize'), query: { ckey, type } }}>{t('unauthorised.link')}</Link>
        </Notice>
      ) : null}
      {/* The online documents keep showcase companies only (they are rebuilt in the browser from bundled data). */}
      <ReportActions
        doc={doc}
        pdfHref={pdfPath('ai', ckey, { type, auth: needsAuth && authorised ? '1' : undefined, locale: ctx.locale })}
        save={isShowcase(ckey) ? { ckey, kind: { type }, authorised: needsAuth && authorised } : undefined} />
      <SampleWatermark>
        <div className={`card ${styles.paper}`}>
          <ReportDocument doc={doc} level={2} badge={badge} />
        </div>
      </SampleWatermark>
      <p className={`${styles.noPrint} muted`}>
        <Link href={pathFor('aiReportV1')}>{t('another')}</Link>
      </p>
    </div>
  );
}
