import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import styles from './app.module.css';
import { getContent } from '@/i18n/content';

/** Status-bar glyphs (signal, Wi-Fi, battery) drawn in SVG; decorative. */
function StatusBar() {
  return (
    <div className={styles.statusBar} aria-hidden="true">
      <svg width="64" height="12" viewBox="0 0 64 12">
        <rect x="0" y="8" width="3" height="4" rx="1" fill="currentColor" />
        <rect x="5" y="6" width="3" height="6" rx="1" fill="currentColor" />
        <rect x="10" y="3" width="3" height="9" rx="1" fill="currentColor" />
        <rect x="15" y="0" width="3" height="12" rx="1" fill="currentColor" />
        <path
          d="M24 5a9 9 0 0 1 12 0l-1.5 1.6a6.8 6.8 0 0 0-9 0zM27 8.2a4.6 4.6 0 0 1 6 0L30 11.5z"
          fill="currentColor"
        />
        <rect x="42" y="1" width="19" height="10" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.2" />
        <rect x="44" y="3" width="13" height="6" rx="1" fill="currentColor" />
        <rect x="62" y="4" width="2" height="4" rx="1" fill="currentColor" />
      </svg>
    </div>
  );
}

/** A phone frame drawn in CSS with a caption; the screen content is real, readable HTML. */
function Phone({ title, caption, children }: { title: string; caption: string; children: ReactNode }) {
  return (
    <figure className={styles.phoneFigure}>
      <div className={styles.phone}>
        <div className={styles.notch} aria-hidden="true" />
        <div className={styles.screen}>
          <StatusBar />
          <p className={styles.screenTitle}>{title}</p>
          <div className={styles.screenBody}>{children}</div>
        </div>
      </div>
      <figcaption className={styles.phoneCaption}>{caption}</figcaption>
    </figure>
  );
}

const levelClass = ['levelHigh', 'levelMed', 'levelLow'] as const;

/**
 * Three phone mock-ups of the app (company profile, risk alerts, AI report), drawn with CSS and inline SVG — no
 * images. Their companies and figures are fictional; the section that shows them carries the sample label.
 */
export async function PhoneMockups() {
  const t = await getTranslations('app.mockups');
  const content = (await getContent('app')).mockups;
  const profileRows = content.profile.rows;
  const signals = content.profile.signals;
  const alerts = content.alerts.items;
  const steps = content.report.steps;

  return (
    <div className={styles.phones}>
      <Phone title={t('profile.screenTitle')} caption={t('profile.caption')}>
        <div className={styles.companyHead}>
          <span className={styles.avatar} aria-hidden="true">
            {t('profile.company').slice(0, 1)}
          </span>
          <div>
            <p className={styles.companyName}>{t('profile.company')}</p>
            <span className={styles.pill}>{t('profile.status')}</span>
          </div>
        </div>
        <dl className={styles.miniKv}>
          {profileRows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.miniTitle}>{t('profile.signalsTitle')}</p>
        <ul className={styles.signals}>
          {signals.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </Phone>

      <Phone title={t('alerts.screenTitle')} caption={t('alerts.caption')}>
        <ul className={styles.alerts}>
          {alerts.map((a, i) => (
            <li key={a.title}>
              <span className={`${styles.level} ${styles[levelClass[i] ?? 'levelLow']}`}>{a.level}</span>
              <span className={styles.alertText}>{a.title}</span>
              <span className={styles.alertTime}>{a.time}</span>
            </li>
          ))}
        </ul>
      </Phone>

      <Phone title={t('report.screenTitle')} caption={t('report.caption')}>
        <p className={styles.companyName}>{t('report.reportName')}</p>
        <ol className={styles.steps}>
          {steps.map((step, i) => {
            const done = i < steps.length - 1;
            return (
              <li key={step} className={done ? styles.stepDone : styles.stepRunning}>
                <span className={styles.stepDot} aria-hidden="true" />
                <span>{step}</span>
                <span className={styles.stepState}>{done ? t('report.done') : t('report.running')}</span>
              </li>
            );
          })}
        </ol>
        <div className={styles.progress} aria-hidden="true">
          <span style={{ width: `${Math.round(((steps.length - 1) / steps.length) * 100)}%` }} />
        </div>
        <span className={styles.fakeButton}>{t('report.open')}</span>
      </Phone>
    </div>
  );
}
