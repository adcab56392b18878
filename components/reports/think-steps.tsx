'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { reportSpecs, type ReportType, type ThinkStep } from '@/lib/reports/report-model';
import styles from './reports.module.css';
import { useReducedMotion } from './use-reduced-motion';

/** Time each analysis step takes to "complete" in the demo. */
const stepMs = 900;

// Whether every step has finished, shared with the page's H1 (rendered above the steps, in the hero).
let finishedNow = false;
const listeners = new Set<() => void>();
function setFinished(value: boolean) {
  if (finishedNow === value) return;
  finishedNow = value;
  for (const l of listeners) l();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The analysis page's H1: "analysing the company's data" while steps run, "analysis complete" once all have finished. */
export function ThinkHeading() {
  const t = useTranslations('aiReport.think');
  const finished = useSyncExternalStore(
    subscribe,
    () => finishedNow,
    () => false,
  );
  return <>{finished ? t('h1Done') : t('h1')}</>;
}

/**
 * Step 2 of the one-click report (/AI/reportV1/think): the analysis steps appear one by one, each with its finding
 * for the chosen company, then a link to the authorisation (report types that need it) or to the report. Under
 * prefers-reduced-motion, or after "show all", every step is shown at once. Progress is announced politely.
 * The steps' titles and findings are written on the server (`thinkSteps` in lib/reports/report-model.ts) and so are
 * the subject's name, the report type's name and the data date; this component reads the `aiReport.think` labels.
 * `badge` is the server-rendered sample label; the findings are watermarked.
 */
export function ThinkSteps({
  ckey,
  name,
  type,
  typeName,
  steps,
  asOf,
  badge,
}: {
  ckey: string;
  name: string;
  type: ReportType;
  typeName: string;
  steps: ThinkStep[];
  /** The data date, formatted. */
  asOf: string;
  badge: ReactNode;
}) {
  const t = useTranslations('aiReport');
  const reduced = useReducedMotion();
  const spec = reportSpecs[type];
  const [ticks, setTicks] = useState(0);
  const [skipped, setSkipped] = useState(false);
  const done = reduced || skipped ? steps.length : Math.min(ticks, steps.length);
  const finished = done >= steps.length;

  useEffect(() => {
    setFinished(finished);
  }, [finished]);
  useEffect(() => () => setFinished(false), []);

  useEffect(() => {
    if (reduced || skipped || ticks >= steps.length) return;
    const timer = window.setTimeout(() => setTicks((n) => n + 1), stepMs);
    return () => window.clearTimeout(timer);
  }, [reduced, skipped, ticks, steps.length]);

  const next = spec.needsAuth
    ? { href: { pathname: pathFor('aiReportV1Authorize'), query: { ckey, type } }, label: t('think.nextAuthorize') }
    : { href: { pathname: pathFor('aiReportV1Generate'), query: { ckey, type } }, label: t('think.nextReport') };
  const visible = steps.slice(0, Math.min(done + 1, steps.length));
  const progress = (done / steps.length) * 100;

  return (
    <div className={styles.think}>
      <div className={`card ${styles.subject}`}>
        {badge}
        <dl>
          <div>
            <dt>{t('think.subject')}</dt>
            <dd>{name}</dd>
          </div>
          <div>
            <dt>{t('think.type')}</dt>
            <dd>{typeName}</dd>
          </div>
        </dl>
        <Link href={pathFor('aiReportV1')} className={styles.textLink}>
          {t('think.change')}
        </Link>
      </div>

      <div className={styles.progress}>
        <div
          className={styles.progressBar}
          role="progressbar"
          aria-label={t('think.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={done}
          aria-valuetext={t('think.progress', { done, total: steps.length })}
        >
          <span style={{ width: `${progress}%` }} />
        </div>
        <span className="muted">{t('think.progress', { done, total: steps.length })}</span>
        {!finished ? (
          <button type="button" className={styles.linkButton} onClick={() => setSkipped(true)}>
            {t('think.showAll')}
          </button>
        ) : null}
      </div>

      <SampleWatermark>
        <ol className={styles.steps}>
          {visible.map((step, i) => {
            const complete = i < done;
            return (
              <li key={step.id} className={complete ? styles.stepDone : styles.stepRunning}>
                <span className={styles.stepMark} aria-hidden="true">
                  {complete ? '✓' : ''}
                </span>
                <div>
                  <h2>{step.title}</h2>
                  <p className="muted">{complete ? step.result : t('think.running')}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </SampleWatermark>

      <p className="visually-hidden" role="status" aria-live="polite">
        {finished ? t('think.finished') : done > 0 ? `${steps[done - 1].title}: ${steps[done - 1].result}` : ''}
      </p>

      {finished ? (
        <div className={`card ${styles.finish}`}>
          <h2 className={styles.finishTitle}>{t('think.finished')}</h2>
          <p className="muted">{spec.needsAuth ? t('think.finishedAuth') : t('think.finishedReport')}</p>
          <div className="btn-row">
            <Link className="btn btn--primary" href={next.href}>
              {next.label}
            </Link>
            <Link className="btn btn--ghost" href={pathFor('aiReportV1')}>
              {t('think.change')}
            </Link>
          </div>
          <p className="muted">{t('think.asOf', { date: asOf })}</p>
        </div>
      ) : null}
    </div>
  );
}
