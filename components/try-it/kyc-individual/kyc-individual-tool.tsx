'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { KycExample } from '@/lib/kyc/examples';
import type { KycIndividualResponse } from '@/lib/kyc/schemas';
import { DemoError, ExamplesRow, RunButton } from '../demo-form/demo-form-parts';
import { useDemoRequest } from '../use-demo-request';
import styles from '../risk/risk-demos.module.css';
import { KycIndividualResult } from './kyc-individual-result';
import { KycNameList } from './kyc-name-list';
import { RecordDownload } from '../screening/record-download';

/**
 * Two modes: one person (the consent box, name and ID number; the server checks consent and the number again, POST
 * /api/kyc-individual) or a pasted list of names without ID numbers (`KycNameList`, POST /api/screening/names).
 * `nameListSample` is the sample list the list mode offers.
 */
export function KycIndividualTool({ examples, nameListSample }: { examples: KycExample[]; nameListSample: string }) {
  const t = useTranslations('riskDemos');
  const [mode, setMode] = useState<'person' | 'list'>('person');
  return (
    <div className={styles.demo}>
      <div className={styles.row} role="group" aria-label={t('kyc.modes.label')}>
        {(['person', 'list'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={`btn ${mode === m ? 'btn--primary' : 'btn--ghost'}`}
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
          >
            {t(`kyc.modes.${m}`)}
          </button>
        ))}
      </div>
      {mode === 'list' ? <KycNameList sample={nameListSample} /> : <KycPerson examples={examples} />}
    </div>
  );
}

/** One person: consent, name and ID number, then the result. */
function KycPerson({ examples }: { examples: KycExample[] }) {
  const t = useTranslations('riskDemos');
  const locale = useLocale();
  const id = useId();
  const [consent, setConsent] = useState(false);
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [data, setData] = useState<KycIndividualResponse | null>(null);
  // The request the result answers: the record download sends it again with the reviewer's decision.
  const [asked, setAsked] = useState<{ name: string; idNumber: string; consent: boolean } | null>(null);
  const request = useDemoRequest();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setData(null);
    const body = { name, idNumber, consent };
    const answer = await request.post<KycIndividualResponse>(
      '/api/kyc-individual',
      JSON.stringify({ ...body, locale }),
    );
    setAsked(answer ? body : null);
    setData(answer);
  }

  return (
    <div className={styles.demo}>
      <form className={styles.form} onSubmit={submit} autoComplete="off" data-tour="kyc-individual-form">
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
            <input
              id={`${id}-id`}
              className={styles.input}
              value={idNumber}
              inputMode="text"
              onChange={(e) => setIdNumber(e.target.value)}
            />
          </div>
        </div>
        <ExamplesRow
          label={t('kyc.examples')}
          items={examples}
          itemKey={(x) => x.idNumber}
          render={(x) => x.name}
          onPick={(x) => {
            setName(x.name);
            setIdNumber(x.idNumber);
          }}
        />
        <div className={styles.row}>
          <RunButton busy={request.busy} label={t('kyc.run')} />
        </div>
        <DemoError message={request.error} />
      </form>
      {data && (
        <div data-tour="kyc-individual-result">
          <KycIndividualResult data={data} />
        </div>
      )}
      {data && asked && <RecordDownload endpoint="/api/kyc-individual/record" body={asked} fileBase="kyc-record" />}
    </div>
  );
}
