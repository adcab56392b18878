'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { Section } from '@/components/layout/section';
import { SampleWatermark } from '@/components/sample/sample-watermark';
import { matchesPortraitFilter, type PortraitFilter, type RiskLevel } from '@/lib/industry-insights';
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
  /** Risk level (lib/industry-insights.ts `portraitRiskLevel`). */
  risk: RiskLevel;
}

/**
 * The portrait list page's body: a semantic table with three filters (industry, region, risk level), then the full
 * portrait cards. The server renders every row and card; the filters hide the rows and cards that do not match,
 * so the table and the portraits below always show the same set, and a live region announces how many remain.
 * Each row links to its card.
 */
export function PortraitTable({
  rows,
  industries,
  regions,
  risks,
  list,
  cards,
}: {
  rows: PortraitRow[];
  /** Options present in the rows, with their labels. */
  industries: { key: IndustryKey; label: string }[];
  regions: { key: RegionKey; label: string }[];
  risks: { key: RiskLevel; label: string }[];
  /** Titles of the two sections (list, cards) and the risk rule shown under the filters. */
  list: { title: string; lead: string; riskNote: string };
  /** The server-rendered portrait cards, by portrait id, under their section's title. */
  cards: { title: string; lead: string; items: { id: string; node: ReactNode }[] };
}) {
  const t = useTranslations('smallMicro.portraitList');
  const [industry, setIndustry] = useState<PortraitFilter['industry']>('');
  const [region, setRegion] = useState<PortraitFilter['region']>('');
  const [risk, setRisk] = useState<PortraitFilter['risk']>('');
  const ids = { industry: useId(), region: useId(), risk: useId() };
  const visible = rows.filter((r) => matchesPortraitFilter(r, { industry, region, risk }));
  const visibleIds = new Set(visible.map((r) => r.id));
  const label = (list: { key: string; label: string }[], key: string) => list.find((x) => x.key === key)?.label ?? key;
  const filtered = Boolean(industry || region || risk);

  return (
    <>
      <Section id="list" title={list.title} lead={list.lead} reveal={false}>
        <div className={styles.filters} role="search" aria-label={t('filters.label')}>
          <label htmlFor={ids.industry}>
            {t('filters.industry')}
            <select
              id={ids.industry}
              value={industry}
              onChange={(e) => setIndustry(e.target.value as PortraitFilter['industry'])}
            >
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
            <select
              id={ids.region}
              value={region}
              onChange={(e) => setRegion(e.target.value as PortraitFilter['region'])}
            >
              <option value="">{t('filters.all')}</option>
              {regions.map((o) => (
                <option key={o.key} value={o.key}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={ids.risk}>
            {t('filters.risk')}
            <select id={ids.risk} value={risk} onChange={(e) => setRisk(e.target.value as PortraitFilter['risk'])}>
              <option value="">{t('filters.all')}</option>
              {risks.map((o) => (
                <option key={o.key} value={o.key}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          {filtered ? (
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setIndustry('');
                setRegion('');
                setRisk('');
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
                <th scope="col">{t('columns.risk')}</th>
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
                  <td>
                    <span className={`${styles.risk} ${styles[`risk_${r.risk}`]}`}>{label(risks, r.risk)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {visible.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : null}
        </div>
        <p className={`muted ${styles.note}`}>{list.riskNote}</p>
      </Section>

      <Section id="cards" title={cards.title} lead={cards.lead} tone="muted">
        {filtered ? <p className={styles.filterCount}>{t('cardsCount', { count: visible.length })}</p> : null}
        <SampleWatermark>
          <div className={styles.portraitGrid}>
            {cards.items.map(({ id, node }) => (
              <div key={id} hidden={!visibleIds.has(id)} data-portrait={id}>
                {node}
              </div>
            ))}
          </div>
        </SampleWatermark>
        {visible.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : null}
      </Section>
    </>
  );
}
