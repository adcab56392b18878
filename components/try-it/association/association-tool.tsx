'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import type { AssociationResponse } from '@/lib/association/schemas';
import type { ScreeningInput } from '@/lib/screening';
import { DemoError, RunButton } from '../demo-form/demo-form-parts';
import { useDemoRequest } from '../use-demo-request';
import { watchlistRows } from '../demo-form/watchlist-rows';
import styles from '../risk/risk-demos.module.css';

const AssociationResults = dynamic(() => import('./association-results').then((m) => m.AssociationResults), {
  ssr: false,
});

/** The list form of related parties: paste 2–200 companies or use the sample; the list is read by the screening intake. */
export function AssociationTool({ sample }: { sample: string }) {
  const t = useTranslations('riskDemos');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const [data, setData] = useState<AssociationResponse | null>(null);
  const request = useDemoRequest();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setData(null);
    if (!text.trim()) return request.fail(t('common.errors.empty'));
    let body: string;
    if (text.trim() === sample.trim()) body = JSON.stringify({ sample: true, locale });
    else {
      // The list is read by the screening intake (columns, separators): one reader for every list.
      const form = new FormData();
      form.set('text', text);
      form.set('locale', locale);
      const read = await request.post<{ rows: ScreeningInput[] }>('/api/screening/file', form, { keepBusy: true });
      if (!read) return;
      body = JSON.stringify({ rows: watchlistRows(read.rows), locale });
    }
    setData(await request.post<AssociationResponse>('/api/association', body));
  }

  return (
    <div className={styles.demo}>
      <form className={styles.form} onSubmit={submit} data-tour="association-list">
        <label className={styles.label} htmlFor={`${id}-list`}>
          {t('association.inputLabel')}
        </label>
        <textarea
          id={`${id}-list`}
          className={styles.textarea}
          rows={7}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className={styles.row}>
          <button type="button" className={styles.linkButton} onClick={() => setText(sample)}>
            {t('association.useSample')}
          </button>
          <RunButton busy={request.busy} label={t('association.run')} />
        </div>
        <DemoError message={request.error} />
      </form>
      {data && (
        <div data-tour="association-results">
          <AssociationResults data={data} />
        </div>
      )}
    </div>
  );
}
