'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { JudicialResponse } from '@/lib/judicial/schemas';
import { DemoError, ExamplesRow, RunButton } from '../demo-form/demo-form-parts';
import { useDemoRequest } from '../use-demo-request';
import styles from '../risk/risk-demos.module.css';
import { JudicialCompanyView } from './judicial-company';

/** The litigation search: a box (company, USCC or person), examples, candidates when a name is shared, results, PDF. */
export function JudicialTool({ examples }: { examples: string[] }) {
  const t = useTranslations('riskDemos');
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<{ data: JudicialResponse; body: string } | null>(null);
  const request = useDemoRequest();

  async function search(body: Record<string, string>) {
    const text = JSON.stringify({ ...body, locale });
    const data = await request.post<JudicialResponse>('/api/judicial', text);
    setResult(data ? { data, body: text } : null);
  }

  const data = result?.data;
  return (
    <div className={styles.demo}>
      <form
        className={styles.form}
        data-tour="judicial-search"
        onSubmit={(e) => {
          e.preventDefault();
          void search({ query });
        }}
      >
        <label className={styles.label} htmlFor={`${id}-q`}>
          {t('judicial.inputLabel')}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-q`}
            className={styles.input}
            style={{ flex: '1 1 240px', width: 'auto' }}
            value={query}
            placeholder={t('judicial.placeholder')}
            onChange={(e) => setQuery(e.target.value)}
          />
          <RunButton busy={request.busy} label={t('judicial.search')} />
        </div>
        <ExamplesRow
          label={t('judicial.examples')}
          items={examples}
          onPick={(x) => {
            setQuery(x);
            void search({ query: x });
          }}
        />
        <DemoError message={request.error} />
      </form>
      {data?.candidates && (
        <section className={styles.panel} data-testid="judicial-candidates">
          <p>{t('judicial.candidates', { query })}</p>
          <ul className={styles.list}>
            {data.candidates.persons.map((p) => (
              <li key={p.id}>
                <button type="button" className={styles.linkButton} onClick={() => void search({ personId: p.id })}>
                  {p.label}
                </button>
              </li>
            ))}
            {data.candidates.companies.map((c) => (
              <li key={c.ckey}>
                <button type="button" className={styles.linkButton} onClick={() => void search({ ckey: c.ckey })}>
                  {c.label}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && data.kind !== 'candidates' && (
        <div className={styles.demo} data-testid="judicial-result">
          <div className={styles.row}>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => void request.download('/api/judicial/pdf', result.body, 'litigation.pdf')}
            >
              {t('judicial.pdf')}
            </button>
          </div>
          {data.person && (
            <section className={styles.panel}>
              <h3>{t('judicial.personTitle', { name: data.person.name })}</h3>
              <h4>{t('judicial.personRoles')}</h4>
              <ul className={styles.list}>
                {data.person.roles.map((r) => (
                  <li key={r.ckey} className={styles.item}>
                    <p>
                      <strong>{r.company}</strong> — {r.labels.join(' · ')}
                    </p>
                  </li>
                ))}
              </ul>
              <p>{t('judicial.personRestrictions', { count: data.person.restrictions.length })}</p>
              {data.person.companies.length > 0 && <h4>{t('judicial.controlled')}</h4>}
            </section>
          )}
          {data.company && <JudicialCompanyView company={data.company} />}
          {data.person?.companies.map((c) => (
            <JudicialCompanyView key={c.ckey} company={c} />
          ))}
        </div>
      )}
    </div>
  );
}
