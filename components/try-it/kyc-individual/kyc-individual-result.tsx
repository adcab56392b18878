'use client';

import { useTranslations } from 'next-intl';
import type { KycIndividualResponse } from '@/lib/kyc/schemas';
import { ListHitCard } from '../screening/list-hit';
import styles from '../risk/risk-demos.module.css';

/** The KYC result: identity consistency, roles, judicial records and PEP / sanctions hits with their strength. */
export function KycIndividualResult({ data }: { data: KycIndividualResponse }) {
  const t = useTranslations('riskDemos.kyc');
  const ts = useTranslations('riskDemos.listScreening');
  const id = data.identity;
  return (
    <div className={styles.grid2} data-testid="kyc-result">
      <section className={styles.panel}>
        <h3>{t('identityTitle')}</h3>
        <ul className={styles.list}>
          <li>✓ {t('checksum')}</li>
          <li data-testid="kyc-name">
            {t(`nameMatch.${id.nameMatch}`, { score: `${Math.round(id.nameScore * 100)}%`, name: id.registryName })}
          </li>
          <li>{t('age', { birthDate: id.birthDate, asOf: id.asOf, age: id.age, sex: t(`sex.${id.sex}`) })}</li>
        </ul>
        <h3>{t('rolesTitle', { count: data.roles.length })}</h3>
        {data.roles.length === 0 ? (
          <p>{t('noRoles')}</p>
        ) : (
          <ul className={styles.list}>
            {data.roles.map((r) => (
              <li key={r.ckey} className={styles.item}>
                <p>
                  <strong>{r.company}</strong> — {r.labels.join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        )}
        <h3>{t('judicialTitle')}</h3>
        <p>{t('restrictions', { count: data.judicial.restrictions })}</p>
        <p className={styles.muted}>{t('records')}</p>
        {data.judicial.records.length === 0 ? (
          <p>{t('noRecords')}</p>
        ) : (
          <ul className={styles.list}>
            {data.judicial.records.map((r) => (
              <li key={r.id} className={styles.item}>
                <p>
                  {r.date} · {r.type} · {r.company}
                </p>
                <p>{r.text}</p>
                <p className={styles.source}>{r.id}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.panel} data-testid="kyc-screening">
        <h3>{t('screeningTitle', { count: data.screening.listSize })}</h3>
        {data.screening.hits.length === 0 && (
          <p>
            {t('noHits', {
              threshold: data.screening.threshold,
              names: [...new Set(data.screening.subjects.map((s) => s.name))].join(' · '),
            })}
          </p>
        )}
        <ul className={styles.list}>
          {data.screening.hits.map((h) => (
            <ListHitCard
              key={`${h.entry.id}-${h.nameSource}`}
              hit={h}
              subject={data.screening.subjects.find((s) => s.source === h.nameSource && s.name === h.screenedName)}
            />
          ))}
        </ul>
        <details>
          <summary>{ts('howTitle')}</summary>
          <p className={styles.muted}>{ts('how')}</p>
        </details>
      </section>
    </div>
  );
}
