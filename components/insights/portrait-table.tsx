'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { IndustryKey, RegionKey } from '@/lib/sample-data/industry';
import styles from './insights.module.css';

/** One row of the portrait list, already formatted on the server. */
export interface PortraitRow {
  id: string;
  name: string;
  industry: IndustryKey;
  region: RegionKey;
  years: string;
  stores: string;
  revenue: string;
  invoice: string;
  signals: string;
}

/**
 * The portrait list as a semantic table with two filters (industry, region). The server renders every row; the
 * filters only hide rows, and a live region announces how many remain. Each row links to the full portrait
 * card further down the page.
 */
export function PortraitTable({
  rows,
  industries,
  regions,
}: {
  rows: PortraitRow[];
  /** Options present in the rows, with their labels. */
  industries: { key: IndustryKey; label: string }[];
  regions: { key: RegionKey; label: string }[];
}) {
  const t = useTranslations('smallMicro.portraitList');
  const [industry, setIndustry] = useState<string>('');
  const [region, setRegion] = useState<string>('');
  const ids = { industry: useId(), region: useId() };
  const visible = rows.filter((r) => (!industry || r.industry === industry) && (!region || r.region === region));
  const label = (list: { key: string; label: string }[], key: string) => list.find((x) => x.key === key)?.label ?? key;

  return (
    <div>
      <div className={styles.filters} role="search" aria-label={t('filters.label')}>
        <label htmlFor={ids.industry}>
          {t('filters.industry')}
          <select id={ids.industry} value={industry} onChange={(e) => setIndustry(e.target.value)}>
            <option value="">{t('filters.all')}</option>
            {industries.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.region}>
          {t('filters.region')}
          <select id={ids.region} value={region} onChange={(e) => setRegion(e.target.value)}>
            <option value="">{t('filters.all')}</option>
            {regions.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        {industry || region ? (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setIndustry('');
              setRegion('');
            }}
          >
            {t('filters.reset')}
          </button>
        ) : null}
        <p className={styles.filterCount} role="status">
          {t('filters.count', { count: visible.length, total: rows.length })}
        </p>
      </div>
      <div className={styles.tableWrap} role="region" aria-label={t('caption')} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.industry')}</th>
              <th scope="col">{t('columns.region')}</th>
              <th scope="col" className={styles.num}>
                {t('columns.years')}
              </th>
              <th scope="col" className={styles.num}>
                {t('columns.stores')}
              </th>
              <th scope="col">{t('columns.revenue')}</th>
              <th scope="col">{t('columns.invoice')}</th>
              <th scope="col">{t('columns.signals')}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  <a href={`#portrait-${r.id}`}>{r.name}</a>
                </th>
                <td>{label(industries, r.industry)}</td>
                <td>{label(regions, r.region)}</td>
                <td className={styles.num}>{r.years}</td>
                <td className={styles.num}>{r.stores}</td>
                <td>{r.revenue}</td>
                <td>{r.invoice}</td>
                <td>{r.signals}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {visible.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : null}
      </div>
    </div>
  );
}
