'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, useRef, useState } from 'react';
import { markDuplicates, type ScreeningInput, type ScreeningResult } from '@/lib/screening';
import type { ClientColumns, ScreeningColumns } from '@/lib/screening/intake';
import { FilePicker } from '../file-picker';
import { ScreeningColumnsForm, type HeaderCandidate } from './screening-columns';
import styles from '../try-it.module.css';
import type { ApiError } from '../api-client';
import { useDemoRequest } from '../use-demo-request';

/** Rows per `POST /api/screening` request: small enough that the bar moves, large enough to be quick. */
const chunkSize = 500;

interface FileAnswer {
  columns: ScreeningColumns;
  rows: ScreeningInput[];
  extraHeaders: string[];
  clientColumns: ClientColumns;
  headerCandidates: HeaderCandidate[];
  sheet: string | null;
  sheets: string[];
  lines: {
    read: number;
    header: string[] | null;
    blank: number;
    noName: number[];
    preamble: number;
    totals: number[];
    footer: number;
  };
  preview: string[][];
  warnings: string[];
}

/** The mapping step's state: the columns as detected or chosen, the preview, header rows and sheets to pick from. */
interface Choice {
  columns: ScreeningColumns;
  preview: string[][];
  headerCandidates: HeaderCandidate[];
  sheets: string[];
  sheet: string | null;
}

/** What the visitor confirmed: the columns, and the sheet when the workbook has several. */
type Chosen = Pick<ScreeningColumns, 'name' | 'uscc' | 'hasHeader' | 'headerRow'> & { sheet?: string | null };

function choiceOf(body: Partial<FileAnswer> & { columns: ScreeningColumns; preview?: string[][] }): Choice {
  return {
    columns: body.columns,
    preview: body.preview ?? [],
    headerCandidates: body.headerCandidates ?? [],
    sheets: body.sheets ?? [],
    sheet: body.sheet ?? null,
  };
}

/** The results view (summary, filters, virtualised table, downloads), loaded when results arrive. */
const ScreeningResults = dynamic(() => import('./screening-results').then((m) => m.ScreeningResults), { ssr: false });

/**
 * The interactive part of batch screening: paste or upload a list, confirm its columns when unsure, then screen it
 * in chunks through `POST /api/screening` with a progress bar (the page stays responsive: the work runs on the
 * server, a chunk at a time). Files are read by `POST /api/screening/file` and not stored.
 */
export function ScreeningTool({ sample }: { sample: string }) {
  const t = useTranslations('tryIt');
  const locale = useLocale();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  // The requests (abort, errors) are `request`'s; `busy` spans a whole sequence (read the list, then screen it).
  const request = useDemoRequest();
  const error = request.error;
  const setError = (message: string | null) => (message === null ? request.clear() : request.fail(message));
  const [warnings, setWarnings] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [choose, setChoose] = useState<Choice | null>(null);
  const [lastChoice, setLastChoice] = useState<Choice | null>(null);
  const [screened, setScreened] = useState<{
    rows: ScreeningInput[];
    extraHeaders: string[];
    clientColumns: ClientColumns | null;
    results: ScreeningResult[];
    /** The uploaded file's name (null for a pasted list), for the audit record. */
    fileName: string | null;
  } | null>(null);
  const [lines, setLines] = useState<string | null>(null);

  function source(columns?: Chosen, redetect?: { headerRow?: number; sheet?: string | null }): FormData {
    const form = new FormData();
    const file = fileRef.current?.files?.[0];
    if (file) form.set('file', file);
    else form.set('text', text);
    form.set('locale', locale);
    if (columns)
      form.set(
        'columns',
        JSON.stringify({
          name: columns.name,
          uscc: columns.uscc,
          hasHeader: columns.hasHeader,
          headerRow: columns.headerRow,
          ...(columns.sheet ? { sheet: columns.sheet } : {}),
        }),
      );
    if (redetect?.headerRow !== undefined) form.set('headerRow', String(redetect.headerRow));
    if (redetect?.sheet) form.set('sheet', redetect.sheet);
    return form;
  }

  /** The mapping step after the sheet or the header row changed: the intake detects the columns under it again. */
  async function redetect(change: { headerRow?: number; sheet?: string | null }) {
    if (!choose) return;
    setBusy(true);
    setError(null);
    const sheet = change.sheet !== undefined ? change.sheet : choose.sheet;
    const res = await request.call<FileAnswer>('/api/screening/file', {
      body: source(undefined, { ...change, sheet }),
    });
    if (!res) return;
    setBusy(false);
    const body = res.body as ApiError & Partial<FileAnswer> & { preview?: string[][] };
    if (!res.ok && body.error !== 'noNameColumn') {
      setError(body.message);
      return;
    }
    if (!body.columns) return;
    setChoose({
      columns: body.columns,
      preview: body.preview ?? [],
      headerCandidates: body.headerCandidates ?? choose.headerCandidates,
      sheets: body.sheets ?? choose.sheets,
      sheet: body.sheet ?? sheet,
    });
  }

  async function screen(rows: ScreeningInput[], extraHeaders: string[], clientColumns: ClientColumns | null) {
    const results: ScreeningResult[] = [];
    setProgress({ done: 0, total: rows.length });
    for (let offset = 0; offset < rows.length; offset += chunkSize) {
      const res = await request.call<{ results: ScreeningResult[] }>('/api/screening', {
        body: JSON.stringify({ rows: rows.slice(offset, offset + chunkSize), offset, locale }),
      });
      if (!res) return;
      if (!res.ok) {
        setError(res.body.message);
        setProgress(null);
        return;
      }
      results.push(...res.body.results);
      setProgress({ done: results.length, total: rows.length });
    }
    // Chunks are screened separately; duplicates are marked once over the whole list.
    setScreened({
      rows,
      extraHeaders,
      clientColumns,
      results: markDuplicates(results),
      fileName: fileRef.current?.files?.[0]?.name ?? null,
    });
    setProgress(null);
  }

  async function start(columns?: Chosen) {
    setError(null);
    setScreened(null);
    setLines(null);
    if (!fileRef.current?.files?.[0] && !text.trim()) {
      setError(t('screening.errors.empty'));
      return;
    }
    setBusy(true);
    const res = await request.call<FileAnswer>('/api/screening/file', { body: source(columns) });
    if (!res) return;
    if (!res.ok) {
      const body = res.body as ApiError & Partial<FileAnswer> & { preview?: string[][] };
      if (body.error === 'noNameColumn' && body.columns) setChoose(choiceOf({ ...body, columns: body.columns }));
      else setError(body.message);
      setBusy(false);
      return;
    }
    setWarnings(res.body.warnings);
    const file = fileRef.current?.files?.[0];
    setLastChoice(file ? choiceOf(res.body) : null);
    if (res.body.columns.unsure && !columns && file) {
      setChoose(choiceOf(res.body));
      setBusy(false);
      return;
    }
    setChoose(null);
    const l = res.body.lines;
    setLines(
      t('screening.linesRead', {
        read: l.read,
        screened: res.body.rows.length,
        header: l.header ? l.header.filter(Boolean).join(' · ') : 'none',
        blank: l.blank,
        noName: l.noName.length,
        noNameRows: l.noName.slice(0, 20).join(', '),
      }) +
        // Only when lines were skipped: a message that formats to nothing is shown as its key.
        (l.preamble + l.totals.length + l.footer > 0
          ? ` ${t('screening.linesSkipped', {
              preamble: l.preamble,
              totals: l.totals.length,
              totalRows: l.totals.slice(0, 10).join(', '),
              footer: l.footer,
            })}`
          : ''),
    );
    await screen(res.body.rows, res.body.extraHeaders, file ? res.body.clientColumns : null);
    setBusy(false);
  }

  /** The visitor accepted row `row`'s candidate: screen that row again by the candidate's USCC. */
  async function acceptCandidate(row: number) {
    if (!screened) return;
    const result = screened.results[row - 1];
    if (!result?.uscc) return;
    const input = { ...screened.rows[row - 1], accepted: result.uscc };
    const res = await request.call<{ results: ScreeningResult[] }>('/api/screening', {
      body: JSON.stringify({ rows: [input], offset: row - 1, locale }),
    });
    if (!res) return;
    if (!res.ok) {
      setError(res.body.message);
      return;
    }
    const rows = screened.rows.map((r, i) => (i === row - 1 ? input : r));
    const results = screened.results.map((r, i) => (i === row - 1 ? res.body.results[0] : r));
    setScreened({ ...screened, rows, results: markDuplicates(results) });
  }

  const readAs = lastChoice && !choose ? readAsText(lastChoice) : null;
  function readAsText({ columns: c, headerCandidates }: Choice): string {
    const line = headerCandidates.find((h) => h.row === c.headerRow)?.line ?? c.headerRow + 1;
    const col = (i: number | null) =>
      i === null ? t('screening.noColumn') : c.hasHeader ? c.headers[i] : String(i + 1);
    return c.hasHeader
      ? t('screening.mapping.readAs', { row: line, name: col(c.name), uscc: col(c.uscc) })
      : t('screening.mapping.readAsBare', { name: col(c.name), uscc: col(c.uscc) });
  }

  return (
    <div className={styles.demo}>
      <form
        className={`card ${styles.screenForm}`}
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <div className={styles.field} data-tour="screening-paste">
          <label htmlFor={`${id}-paste`}>{t('screening.pasteLabel')}</label>
          <textarea
            id={`${id}-paste`}
            className={`${styles.input} ${styles.textarea}`}
            rows={8}
            value={text}
            placeholder={t('screening.pastePlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
          <div>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setText(sample);
                if (fileRef.current) fileRef.current.value = '';
                setFileName(null);
              }}
            >
              {t('screening.useSample')}
            </button>
          </div>
        </div>
        <p className={styles.or}>{t('screening.or')}</p>
        <div className={styles.field} data-tour="screening-file">
          <FilePicker
            inputRef={fileRef}
            fileName={fileName}
            onPick={(picked) => {
              setFileName(picked);
              setChoose(null);
              setError(null);
            }}
          />
          <small className="muted">{t('intake.fileHint')}</small>
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy} data-tour="screening-start">
          {t('screening.start')}
        </button>
      </form>

      {lines ? (
        <p aria-live="polite" className="muted" data-testid="screening-lines">
          {lines}
        </p>
      ) : null}

      {readAs ? (
        <p className="muted" data-testid="screening-read-as">
          {readAs}{' '}
          <button type="button" className={styles.linkButton} onClick={() => setChoose(lastChoice)}>
            {t('screening.mapping.correct')}
          </button>
        </p>
      ) : null}

      {progress ? (
        <div role="status" aria-live="polite" className={styles.progressBox}>
          <span>{t('screening.running', { done: progress.done, total: progress.total })}</span>
          <progress className={styles.progress} value={progress.done} max={progress.total} />
        </div>
      ) : null}

      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}

      {warnings.length > 0 ? (
        <ul className={styles.warnings}>
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}

      {choose ? (
        <ScreeningColumnsForm
          columns={choose.columns}
          preview={choose.preview}
          busy={busy}
          headerCandidates={choose.headerCandidates}
          sheets={choose.sheets}
          sheet={choose.sheet}
          onChange={(columns) => setChoose({ ...choose, columns })}
          onHeaderRow={(headerRow) => void redetect({ headerRow })}
          onSheet={(sheet) => void redetect({ sheet, headerRow: undefined })}
          onSubmit={() => {
            if (choose.columns.name === null && choose.columns.uscc === null) {
              setError(t('screening.noNameColumn'));
              return;
            }
            void start({ ...choose.columns, sheet: choose.sheet });
          }}
        />
      ) : null}

      {screened ? (
        <ScreeningResults
          rows={screened.rows}
          extraHeaders={screened.extraHeaders}
          clientColumns={screened.clientColumns}
          results={screened.results}
          fileName={screened.fileName}
          onAccept={(row) => void acceptCandidate(row)}
        />
      ) : null}
    </div>
  );
}
