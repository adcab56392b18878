'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, useRef, useState, type FormEvent } from 'react';
import { CompanyField, type CompanyOption } from '@/components/reports/company-field';
import type { FinancialAnalysis } from '@/lib/financials';
import { standardKeys, type StandardKey } from '@/lib/financials/standard';
import { industrySections } from '@/lib/registry/vocab';
import { defaultCkey } from '@/lib/sample-data/companies';
import { FilePicker } from '../file-picker';
import styles from '../try-it.module.css';
import { useDemoRequest } from '../use-demo-request';

export interface FinanceAnswer {
  company: { ckey: string; name: string; nameEn: string; industry: string } | null;
  analysis: FinancialAnalysis;
  /** Uploads: which layout was read, printed names folded into totals, and the reader's notes (localized). */
  read?: { layout: 'template' | 'standard'; unrecognised: string[]; warnings: string[] } | null;
}

/** The mapping step: printed names the reader did not recognise, and the standard line chosen for each. */
interface LineMapping {
  names: string[];
  choice: Record<string, StandardKey | ''>;
  make: (lineMap: Record<string, StandardKey>) => FormData;
}

const endpoint = '/api/financial-analysis';
/** The result view (tables, flags), loaded with the first analysis. */
const FinanceResult = dynamic(() => import('./finance-result').then((m) => m.FinanceResult), { ssr: false });

/**
 * The interactive part of the financial-statement demo: pick a registry company, or upload the template or a
 * standard statements export (with an optional industry to compare against; names the reader does not know can be
 * matched to standard lines in the mapping step); the answer of `POST /api/financial-analysis` is shown by `FinanceResult`,
 * and the PDF is asked for with the same input (nothing is stored server-side).
 */
export function FinanceAnalyzer({ showcase, locale }: { showcase: CompanyOption[]; locale: string }) {
  const t = useTranslations('liveDemos.finance');
  const ts = useTranslations('registryText.sections');
  const id = useId();
  const [ckey, setCkey] = useState<string>(defaultCkey);
  const [industry, setIndustry] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // Which action runs (its button says so); the request itself, its abort and its error are `request`'s.
  const [busy, setBusy] = useState<null | 'company' | 'upload' | 'pdf'>(null);
  const request = useDemoRequest();
  const error = request.error;
  const [result, setResult] = useState<{ answer: FinanceAnswer; form: () => FormData } | null>(null);
  const [mapping, setMapping] = useState<LineMapping | null>(null);

  async function run(make: () => FormData, kind: 'company' | 'upload', remap?: LineMapping['make']) {
    setBusy(kind);
    const res = await request.call<FinanceAnswer>(endpoint, { body: make() });
    if (!res) return;
    setBusy(null);
    if (!res.ok) {
      request.fail(res.body.message);
      const unrecognised = (res.body as { details?: { unrecognised?: string[] } }).details?.unrecognised ?? [];
      setMapping(
        remap && unrecognised.length > 0
          ? { names: unrecognised, choice: Object.fromEntries(unrecognised.map((n) => [n, ''])), make: remap }
          : null,
      );
      return;
    }
    setMapping(null);
    setResult({ answer: res.body, form: make });
  }

  const companyForm = () => {
    const f = new FormData();
    f.set('ckey', ckey);
    f.set('locale', locale);
    return f;
  };

  function onUpload(e: FormEvent) {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      request.fail(t('errors.noInput'));
      return;
    }
    const chosen = industry;
    const make = (lineMap: Record<string, StandardKey> = {}) => {
      const f = new FormData();
      f.set('file', file);
      if (chosen) f.set('industry', chosen);
      if (Object.keys(lineMap).length > 0) f.set('lineMap', JSON.stringify(lineMap));
      f.set('locale', locale);
      return f;
    };
    void run(() => make(), 'upload', make);
  }

  function onRemap(e: FormEvent) {
    e.preventDefault();
    if (!mapping) return;
    const lineMap = Object.fromEntries(Object.entries(mapping.choice).filter(([, v]) => v !== '')) as Record<
      string,
      StandardKey
    >;
    void run(() => mapping.make(lineMap), 'upload', mapping.make);
  }

  async function pdf() {
    if (!result) return;
    setBusy('pdf');
    const f = result.form();
    f.set('format', 'pdf');
    await request.download(endpoint, f, locale === 'zh-CN' ? '财务分析-示例.pdf' : 'financial-analysis-sample.pdf');
    setBusy(null);
  }

  return (
    <div className={styles.demo} data-demo="finance">
      <div className={styles.panels}>
        <form
          className="card"
          onSubmit={(e) => (e.preventDefault(), void run(companyForm, 'company'))}
          data-tour="finance-company"
        >
          <h3>{t('pick')}</h3>
          <CompanyField
            id={`${id}-company`}
            value={ckey}
            onChange={setCkey}
            help={t('help')}
            showcase={showcase}
            search
          />
          <button type="submit" className="btn btn--primary" disabled={busy !== null}>
            {busy === 'company' ? t('analyzing') : t('analyze')}
          </button>
        </form>
        <form className="card" onSubmit={onUpload} data-tour="finance-upload">
          <h3>{t('uploadTitle')}</h3>
          <p className="muted">{t('uploadLead')}</p>
          <p className={styles.sampleActions}>
            <a className={styles.link} href={`/api/financial-analysis/template?format=xlsx&locale=${locale}`} download>
              {t('downloadTemplate')}
            </a>
            <a className={styles.link} href={`/api/financial-analysis/template?format=csv&locale=${locale}`} download>
              {t('downloadCsvTemplate')}
            </a>
          </p>
          <FilePicker inputRef={fileRef} fileName={fileName} onPick={setFileName} name="file" />
          <label className={styles.field}>
            <span>{t('industryLabel')}</span>
            <select
              className={styles.input}
              value={industry}
              onChange={(e) => setIndustry(e.currentTarget.value)}
              id={`${id}-industry`}
            >
              <option value="">{t('industryNone')}</option>
              {industrySections.map((s) => (
                <option key={s} value={s}>
                  {s} · {ts(s)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--primary" disabled={busy !== null}>
            {busy === 'upload' ? t('analyzing') : t('upload')}
          </button>
        </form>
      </div>
      {error ? (
        <p className={styles.error} role="alert" data-testid="finance-error">
          {error}
        </p>
      ) : null}
      {mapping ? (
        <form className="card" onSubmit={onRemap} data-testid="finance-mapping">
          <h3>{t('mapping.title')}</h3>
          <p className="muted">{t('mapping.lead')}</p>
          {mapping.names.map((name, i) => (
            <label key={name} className={styles.field}>
              <span>{name}</span>
              <select
                id={`${id}-map-${i}`}
                className={styles.input}
                value={mapping.choice[name]}
                onChange={(e) =>
                  setMapping({
                    ...mapping,
                    choice: { ...mapping.choice, [name]: e.currentTarget.value as StandardKey | '' },
                  })
                }
              >
                <option value="">{t('mapping.unused')}</option>
                {standardKeys.map((k) => (
                  <option key={k} value={k}>
                    {t(`standard.${k}`)}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button type="submit" className="btn btn--primary" disabled={busy !== null}>
            {t('mapping.submit')}
          </button>
        </form>
      ) : null}
      {result ? <FinanceResult answer={result.answer} locale={locale} onPdf={pdf} pdfBusy={busy === 'pdf'} /> : null}
    </div>
  );
}
