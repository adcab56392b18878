'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, useRef, useState } from 'react';
import type { MonitoringResponse } from '@/lib/monitoring/schemas';
import type { ScreeningInput } from '@/lib/screening';
import { FilePicker } from '../file-picker';
import { DemoError } from '../demo-form/demo-form-parts';
import { useDemoRequest } from '../use-demo-request';
import { watchlistRows } from '../demo-form/watchlist-rows';
import styles from '../risk/risk-demos.module.css';

const MonitoringResults = dynamic(() => import('./monitoring-results').then((m) => m.MonitoringResults), {
  ssr: false,
});

/**
 * The watchlist form of portfolio monitoring: paste names/USCCs, upload a CSV/XLSX (read by the existing intake,
 * `POST /api/screening/file`), or use the sample portfolio; then `POST /api/monitoring` and show the results.
 */
export function MonitoringTool({ sample }: { sample: string }) {
  const t = useTranslations('riskDemos');
  const locale = useLocale();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [phase, setPhase] = useState<'reading' | 'running'>('running');
  const [result, setResult] = useState<{
    data: MonitoringResponse;
    request: string;
    rows: { name?: string; uscc?: string }[] | null;
  } | null>(null);
  const request = useDemoRequest();

  async function run(list: { rows?: { name?: string; uscc?: string }[]; sample?: boolean }) {
    const body = JSON.stringify({ ...list, days: 180, locale });
    setPhase('running');
    const data = await request.post<MonitoringResponse>('/api/monitoring', body);
    if (data) setResult({ data, request: body, rows: list.rows ?? null });
  }

  /** The visitor accepted a candidate for an unconfirmed line: monitor that line by the candidate's USCC. */
  function accept(row: number, candidate: { name: string; uscc: string }) {
    if (!result?.rows) return;
    const rows = result.rows.map((r, i) => (i === row - 1 ? { name: candidate.name, uscc: candidate.uscc } : r));
    void run({ rows });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setResult(null);
    const file = fileRef.current?.files?.[0];
    if (!file && text.trim() === sample.trim()) return run({ sample: true });
    if (!file && !text.trim()) return request.fail(t('common.errors.empty'));
    // The list is read by the screening intake (CSV/XLSX, encodings, columns): one reader for every upload.
    const form = new FormData();
    if (file) form.set('file', file);
    else form.set('text', text);
    form.set('locale', locale);
    setPhase('reading');
    const read = await request.post<{ rows: ScreeningInput[] }>('/api/screening/file', form, { keepBusy: true });
    if (read) await run({ rows: watchlistRows(read.rows) });
  }

  return (
    <div className={styles.demo}>
      <form className={styles.form} onSubmit={submit} aria-busy={request.busy}>
        <div data-tour="monitoring-list">
          <label className={styles.label} htmlFor={`${id}-list`}>
            {t('monitoring.inputLabel')}
          </label>
          <textarea
            id={`${id}-list`}
            className={styles.textarea}
            rows={7}
            value={text}
            placeholder={t('monitoring.placeholder')}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className={styles.row}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setText(sample);
              setFileName(null);
              if (fileRef.current) fileRef.current.value = '';
            }}
          >
            {t('monitoring.useSample')}
          </button>
          <span className={styles.muted}>{t('monitoring.upload')}</span>
          <FilePicker inputRef={fileRef} fileName={fileName} onPick={setFileName} />
        </div>
        <div className={styles.row}>
          <button type="submit" className="btn btn--primary" disabled={request.busy} data-tour="monitoring-run">
            {request.busy ? (phase === 'reading' ? t('monitoring.reading') : t('common.running')) : t('monitoring.run')}
          </button>
        </div>
        <DemoError message={request.error} />
      </form>
      {result && (
        <div data-tour="monitoring-results">
          <MonitoringResults data={result.data} request={result.request} onAccept={accept} />
        </div>
      )}
    </div>
  );
}
