'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import type { AssociationResponse } from '@/lib/association/schemas';
import type { ScreeningInput } from '@/lib/screening';
import styles from '../risk/risk-demos.module.css';
import { postForm } from '../upload';

const AssociationResults = dynamic(() => import('./association-results').then((m) => m.AssociationResults), { ssr: false });

/** The list form of related parties: paste 2–200 companies or use the sample; the list is read by the screening intake. */
export function AssociationTool({ sample }: { sample: string }) {
  const t = useTranslations('riskDemos');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [data, setData] = useState<AssociationResponse | null>(null);
  const messages = { network: t('common.network'), server: t('common.server') };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setData(null);
    if (!text.trim()) return setError(t('common.errors.empty'));
    setBusy(true);
    let body: string;
    if (text.trim() === sample.trim()) body = JSON.stringify({ sample: true, locale });
    else {
      const form = new FormData();
      form.set('text', text);
      form.set('locale', locale);
      const read = await postForm<{ rows: ScreeningInput[] }>('/api/screening/file', form, messages);
      if (!read.ok) {
        setBusy(false);
        return setError(read.body.message);
      }
      body = JSON.stringify({ rows: read.body.rows, locale });
    }
    const res = await postForm<AssociationResponse>('/api/association', body, messages);
    setBusy(false);
    if (!res.ok) return setError(res.body.message);
    setData(res.body);
  }

  return (
    <div className={styles.demo}>
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.label} htmlFor={`${id}-list`}>
          {t('association.inputLabel')}
        </label>
        <textarea id={`${id}-list`} className={styles.textarea} rows={7} value={text} onChange={(e) => setText(e.target.value)} />
        <div className={styles.row}>
          <button type="button" className={styles.linkButton} onClick={() => setText(sample)}>
            {t('association.useSample')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? t('common.running') : t('association.run')}
          </button>
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
      {data && <AssociationResults data={data} />}
    </div>
  );
}
