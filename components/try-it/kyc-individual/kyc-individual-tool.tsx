'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { KycExample } from '@/lib/kyc/examples';
import type { KycIndividualResponse } from '@/lib/kyc/schemas';
import styles from '../risk/risk-demos.module.css';
import { postForm } from '../upload';
import { KycIndividualResult } from './kyc-individual-result';

/** The consent box, name and ID number; the server checks consent and the number again (POST /api/kyc-individual). */
export function KycIndividualTool({ examples }: { examples: KycExample[] }) {
  const t = useTranslations('riskDemos');
  const locale = useLocale();
  const id = useId();
  const [consent, setConsent] = useState(false);
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [data, setData] = useState<KycIndividualResponse | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setData(null);
    setBusy(true);
    const res = await postForm<KycIndividualResponse>('/api/kyc-individual', JSON.stringify({ name, idNumber, consent, locale }), { network: t('common.network'), server: t('common.server') });
    setBusy(false);
    if (!res.ok) return setError(res.body.message);
    setData(res.body);
  }

  return (
    <div className={styles.demo}>
      <form className={styles.form} onSubmit={submit} autoComplete="off">
        <label className={styles.consent}>
          <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
          <span>{t('kyc.consent')}</span>
        </label>
        <div className={styles.grid2}>
          <div>
            <label className={styles.label} htmlFor={`${id}-name`}>
              {t('kyc.name')}
            </label>
            <input id={`${id}-name`} className={styles.input} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div>
            <label className={styles.label} htmlFor={`${id}-id`}>
              {t('kyc.idNumber')}
            </label>
            <input id={`${id}-id`} className={styles.input} value={idNumber} inputMode="text" onChange={(e) => setIdNumber(e.target.value)} />
          </div>
        </div>
        <div className={styles.row}>
          <span className={styles.muted}>{t('kyc.examples')}</span>
          {examples.map((x) => (
            <button
              key={x.idNumber}
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setName(x.name);
                setIdNumber(x.idNumber);
              }}
            >
              {x.name}
            </button>
          ))}
        </div>
        <div className={styles.row}>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? t('common.running') : t('kyc.run')}
          </button>
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
      {data && <KycIndividualResult data={data} />}
    </div>
  );
}
