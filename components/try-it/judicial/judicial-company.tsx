'use client';

import { useTranslations } from 'next-intl';
import type { JudicialCompany } from '@/lib/judicial/schemas';
import styles from '../risk/risk-demos.module.css';

/** One company's litigation: summary figures, counts by case type and year, and every row with its source record. */
export function JudicialCompanyView({ company }: { company: JudicialCompany }) {
  const t = useTranslations('riskDemos.judicial');
  const s = company.summary;
  const max = Math.max(1, ...s.byYear.map((y) => y.count));
  return (
    <section className={styles.panel} data-ckey={company.ckey}>
      <h3>{t('companyHeading', { name: company.name, uscc: company.uscc })}</h3>
      <dl className={styles.figures}>
        <div>
          <dt>{t('exposure')}</dt>
          <dd data-testid="exposure" className={s.openExposureText.length > 8 ? styles.long : undefined}>
            {s.openExposureText}
          </dd>
        </div>
        <div>
          <dt>{t('cases')}</dt>
          <dd>{s.cases}</dd>
        </div>
        <div>
          <dt>{t('asDefendant')}</dt>
          <dd>{s.asDefendant}</dd>
        </div>
        <div>
          <dt>{t('enforcement')}</dt>
          <dd>{s.enforcement}</dd>
        </div>
        <div>
          <dt>{t('dishonest')}</dt>
          <dd>{s.dishonest}</dd>
        </div>
        <div>
          <dt>{t('restrictions')}</dt>
          <dd>{s.restrictions}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('exposureNote')}</p>
      <div className={styles.grid2}>
        <div>
          <h4>{t('byKind')}</h4>
          <p className={styles.muted}>{s.byKind.map((k) => `${k.label} ${k.count}`).join(' · ')}</p>
        </div>
        <div>
          <h4>{t('byYear')}</h4>
          <ul className={styles.bars}>
            {s.byYear.map((y) => (
              <li key={y.year}>
                <span>{y.year}</span>
                <span className={styles.bar} style={{ width: `${(y.count / max) * 100}%` }} aria-hidden="true" />
                <span className={styles.num}>{y.count}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <h4>{t('rowsTitle', { count: company.rows.length })}</h4>
      {company.rows.length === 0 ? (
        <p>{t('noRows')}</p>
      ) : (
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-label={t('rowsTitle', { count: company.rows.length })}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                {(['date', 'type', 'role', 'detail', 'amount', 'status', 'record'] as const).map((k) => (
                  <th key={k} scope="col">
                    {t(`columns.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {company.rows.map((r) => (
                <tr key={r.id} data-type={r.type}>
                  <td className={styles.nowrap}>{r.date}</td>
                  <td>{r.typeLabel}</td>
                  <td className={styles.nowrap}>{r.roleLabel}</td>
                  <td>{r.detail}</td>
                  <td className={`${styles.num} ${styles.nowrap}`}>{r.amountText}</td>
                  <td>{r.statusLabel}</td>
                  <td className={styles.nowrap}>
                    <code>{r.id}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
