'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { DetectedColumns } from '@/lib/intake/columns';
import type { StatementAnalysis, StatementField } from '@/lib/statements/types';
import { FilePicker } from '../file-picker';
import styles from '../try-it.module.css';
import type { ApiError } from '../api-client';
import { useDemoRequest } from '../use-demo-request';
import { StatementMapping, type NeedsMapping } from './statement-mapping';

/** A sample statement offered for download and one-click analysis. */
export interface SampleLink {
  ckey: string;
  name: string;
  industry: string;
  csv: string;
  xlsx: string;
}

interface AnalysisAnswer {
  kind: 'analysis';
  analysis: StatementAnalysis;
  columns: DetectedColumns<StatementField>;
  warnings: string[];
}

/** What was analysed, kept so the PDF can be requested for the same input (nothing is stored server-side). */
interface Source {
  sample?: string;
  file?: File;
  holder: string;
  related?: string;
  mapping?: Partial<Record<StatementField, number>>;
}

const endpoint = '/api/statement-analysis';

/** The results view (tables, findings, charts), loaded when the first analysis arrives. */
const StatementResult = dynamic(() => import('./statement-result').then((m) => m.StatementResult), { ssr: false });

/**
 * The interactive part of the bank-statement demo: one-click analysis of a sample, upload of the visitor's own
 * CSV/XLSX or text-based PDF with an optional account-holder name and related parties, the column-mapping step when headers are not recognised, and the
 * results (loaded on demand). Files go to `POST /api/statement-analysis` and are not stored.
 */
export function StatementAnalyzer({ samples, locale }: { samples: SampleLink[]; locale: string }) {
  const t = useTranslations('tryIt');
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  // Which action runs (its button says so); the request itself, its abort and its error are `request`'s.
  const [busy, setBusy] = useState<string | null>(null);
  const request = useDemoRequest();
  const error = request.error;
  const [result, setResult] = useState<{ answer: AnalysisAnswer; source: Source; isSample: boolean } | null>(null);
  const [mapping, setMapping] = useState<{
    need: NeedsMapping;
    source: Source;
    choice: Partial<Record<StatementField, number>>;
  } | null>(null);
  const [holder, setHolder] = useState('');
  const [related, setRelated] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  function formOf(source: Source, format: 'json' | 'pdf' = 'json'): FormData {
    const form = new FormData();
    if (source.sample) form.set('sample', source.sample);
    if (source.file) form.set('file', source.file);
    if (source.holder) form.set('holder', source.holder);
    if (source.related) form.set('related', source.related);
    if (source.mapping) form.set('mapping', JSON.stringify(source.mapping));
    form.set('locale', locale);
    form.set('format', format);
    return form;
  }

  async function run(source: Source, label: string) {
    setBusy(label);
    const res = await request.call<AnalysisAnswer>(endpoint, { body: formOf(source) });
    if (!res) return;
    setBusy(null);
    if (res.ok) {
      setMapping(null);
      setResult({ answer: res.body, source, isSample: Boolean(source.sample) });
      requestAnimationFrame(() => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
      return;
    }
    const body = res.body as ApiError & { needsMapping?: NeedsMapping };
    if (body.error === 'missingColumns' && body.needsMapping) {
      const need = body.needsMapping;
      setMapping({ need, source, choice: { ...need.columns.mapping } });
      if (need.holder && !source.holder) setHolder(need.holder);
      setResult(null);
    } else {
      request.fail(body.message);
    }
  }

  function onUpload(e: FormEvent) {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      request.fail(t('intake.errors.noFile'));
      return;
    }
    void run({ file, holder: holder.trim(), related: related.trim() }, 'upload');
  }

  async function downloadPdf() {
    if (!result) return;
    setBusy('pdf');
    await request.download(
      endpoint,
      formOf(result.source, 'pdf'),
      locale === 'zh-CN' ? '银行流水分析-示例.pdf' : 'statement-analysis-sample.pdf',
    );
    setBusy(null);
  }

  return (
    <div className={styles.demo}>
      <div className={styles.panels}>
        <div className="card" data-tour="statement-samples">
          <h3>{t('statement.samplesTitle')}</h3>
          <p className="muted">{t('statement.samplesLead')}</p>
          <ul className={styles.samples}>
            {samples.map((s) => (
              <li key={s.ckey}>
                <div>
                  <strong>{s.name}</strong>
                  <span className="muted"> · {s.industry}</span>
                </div>
                <div className={styles.sampleActions}>
                  <button
                    type="button"
                    className="btn btn--primary"
                    disabled={busy !== null}
                    onClick={() => void run({ sample: s.ckey, holder: '' }, s.ckey)}
                  >
                    {busy === s.ckey ? t('statement.analyzing') : t('statement.analyzeSample')}
                  </button>
                  <a className={styles.link} href={s.csv} download>
                    {t('statement.downloadCsv')}
                  </a>
                  <a className={styles.link} href={s.xlsx} download>
                    {t('statement.downloadXlsx')}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <form className="card" onSubmit={onUpload} aria-describedby={`${id}-hint`} data-tour="statement-upload">
          <h3>{t('statement.uploadTitle')}</h3>
          <p id={`${id}-hint`} className="muted">
            {t('statement.fileHint')}
          </p>
          <div className={styles.field}>
            <FilePicker
              inputRef={fileRef}
              name="file"
              pdf
              fileName={fileName}
              onPick={(picked) => {
                setFileName(picked);
                setMapping(null);
                request.clear();
              }}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-holder`}>{t('statement.holderLabel')}</label>
            <input
              id={`${id}-holder`}
              className={styles.input}
              value={holder}
              maxLength={200}
              onChange={(e) => setHolder(e.target.value)}
              aria-describedby={`${id}-holder-hint`}
            />
            <small id={`${id}-holder-hint`} className="muted">
              {t('statement.holderHint')}
            </small>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-related`}>{t('statement.relatedLabel')}</label>
            <textarea
              id={`${id}-related`}
              className={styles.input}
              value={related}
              rows={2}
              maxLength={2000}
              onChange={(e) => setRelated(e.target.value)}
              aria-describedby={`${id}-related-hint`}
            />
            <small id={`${id}-related-hint`} className="muted">
              {t('statement.relatedHint')}
            </small>
          </div>
          <button type="submit" className="btn btn--primary" disabled={busy !== null}>
            {busy === 'upload' ? t('statement.analyzing') : t('statement.analyze')}
          </button>
        </form>
      </div>

      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}

      {mapping ? (
        <StatementMapping
          need={mapping.need}
          choice={mapping.choice}
          busy={busy === 'upload'}
          disabled={busy !== null}
          onChoice={(choice) => setMapping({ ...mapping, choice })}
          onSubmit={() =>
            void run(
              { ...mapping.source, holder: holder.trim(), related: related.trim(), mapping: mapping.choice },
              'upload',
            )
          }
        />
      ) : null}

      <div ref={resultRef} aria-live="polite" data-tour={result ? 'statement-result' : undefined}>
        {result ? (
          <StatementResult
            analysis={result.answer.analysis}
            warnings={result.answer.warnings}
            isSample={result.isSample}
            onPdf={() => void downloadPdf()}
            pdfBusy={busy === 'pdf'}
          />
        ) : null}
      </div>
    </div>
  );
}
