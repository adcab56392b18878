import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Notice } from '@/components/layout/notice';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import { SectionMessages } from '@/components/shell/section-messages';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatDate, sampleDate } from '@/lib/format';
import { pathFor } from '@/lib/routes';
import { reportSpecs, type ReportSubject, type ReportType } from '@/lib/reports/report-model';
import { serverReportContext } from '@/lib/reports/server';
import { AuthorizeConfirm } from './authorize-confirm';
import { reportFlowMessages } from '@/lib/reports/report-flow-messages';
import styles from './reports.module.css';

/** How long a data-use authorisation stays valid, in days. */
const validityDays = 90;
const scopeItems = ['tax', 'invoices', 'socialInsurance', 'statements'] as const;
const termItems = ['purpose', 'validity', 'revocation', 'signing'] as const;

/**
 * Step 3 of the one-click report (/AI/reportV1/authorize): explains the enterprise's authorisation for data use
 * (scope, purpose, validity, revocation, signing) and shows the sample authorisation letter, written on the server;
 * report types that need the authorisation end with its confirmation (`AuthorizeConfirm`, a draggable dialog),
 * the others with a link to the report.
 */
export async function AuthorizePanel({
  subject,
  type,
  locale,
  badge,
}: {
  subject: ReportSubject;
  type: ReportType;
  locale: Locale;
  badge: ReactNode;
}) {
  const t = await getTranslations('aiReport.authorize');
  const { t: ta, tc, format } = await serverReportContext(locale);
  const { ckey, figures: c, text } = subject;
  const id = 'authorize';
  const needsAuth = reportSpecs[type].needsAuth;
  const validUntil = formatDate(format, new Date(sampleDate(c.asOf).getTime() + validityDays * 86_400_000));

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
          <Link className="btn btn--primary" href={{ pathname: pathFor('aiReportV1Generate'), query: { ckey, type } }}>
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

      {needsAuth ? (
        <SectionMessages namespaces={reportFlowMessages.authorize}>
          <AuthorizeConfirm
            ckey={ckey}
            type={type}
            name={text.name}
            scope={scopeItems.map((s) => t(`scope.${s}.title`)).join(' · ')}
            validUntil={validUntil}
          />
        </SectionMessages>
      ) : null}
    </div>
  );
}
