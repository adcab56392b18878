import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Notice } from '@/components/layout/notice';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { ReportActions } from './report-actions';
import { ReportDocument } from './report-document';
import { reportFilePaths } from '@/lib/reports/report-file-path';
import { buildReport, reportSpecs, type ReportQuery, type ReportSubject } from '@/lib/reports/report-model';
import { serverReportContext } from '@/lib/reports/server';
import { isShowcase } from '@/lib/sample-data/keys';
import type { Locale } from '@/i18n/routing';
import { SectionMessages } from '@/components/shell/section-messages';
import { reportFlowMessages } from '@/lib/reports/report-flow-messages';
import styles from './reports.module.css';

/**
 * Step 4 of the one-click report (/AI/reportV1/generateReport): the report for `?ckey=…&type=…`, watermarked and
 * labelled as sample data, with print, download and save. A report type that needs authorisation shows its
 * operating section only after `auth=1` (set by the authorisation step). The report is written here, on the
 * server, with the same builder and translators as its PDF (lib/reports/server.ts), so the browser formats nothing;
 * only the toolbar (`ReportActions`: print, downloads, save) is a client component.
 */
export async function GeneratedReport({
  subject,
  query,
  locale,
  generatedAt,
  badge,
}: {
  subject: ReportSubject;
  query: ReportQuery;
  locale: Locale;
  /** When the page was rendered. */
  generatedAt: Date;
  badge: ReactNode;
}) {
  const t = await getTranslations('aiReport.generate');
  const { type, authorised } = query;
  const ctx = await serverReportContext(locale);
  const { ckey } = subject;
  const needsAuth = reportSpecs[type].needsAuth;
  const doc = buildReport({ subject, kind: { type }, authorised: needsAuth && authorised, generatedAt }, ctx);

  return (
    <div className={styles.generated}>
      {needsAuth && !authorised ? (
        <Notice tone="warning" className={styles.noPrint} title={t('unauthorised.title')}>
          <p>{t('unauthorised.body')}</p>
          <Link href={{ pathname: pathFor('aiReportV1Authorize'), query: { ckey, type } }}>
            {t('unauthorised.link')}
          </Link>
        </Notice>
      ) : null}
      {/* The online documents keep showcase companies only (they are rebuilt in the browser from bundled data). */}
      <SectionMessages namespaces={reportFlowMessages.actions}>
        <ReportActions
          files={reportFilePaths('ai', ckey, { type, auth: needsAuth && authorised ? '1' : undefined, locale })}
          save={isShowcase(ckey) ? { ckey, kind: { type }, authorised: needsAuth && authorised } : undefined}
        />
      </SectionMessages>
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
