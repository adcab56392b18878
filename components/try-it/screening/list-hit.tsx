'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { listHitSchema, ScreenedSubject } from '@/lib/screening/list-schemas';
import type { Locale } from '@/i18n/routing';
import {
  formulaLine,
  methodNote,
  otherNote,
  sideBySideRows,
  type RiskDemosTranslate,
} from '@/lib/screening/hit-explained';
import styles from '../risk/risk-demos.module.css';

type Hit = z.infer<typeof listHitSchema>;

/**
 * One PEP / sanctions list hit, as an auditor reads it: entry, list and version, band and strength, the name it was
 * matched on (entered or from the ID number), the method, the formula with its components, and a side-by-side table
 * of the subject and the entry with differences marked. `subject` is the screened name's record (Chinese form,
 * romanisation, birth date); data comes from `lib/screening/name-screening.ts` through the endpoint's answer.
 */
export function ListHitCard({ hit, subject }: { hit: Hit; subject?: ScreenedSubject }) {
  const t = useTranslations('riskDemos.listScreening');
  const riskDemos = useTranslations('riskDemos');
  // The explanation (lib/screening/hit-explained.ts) reads riskDemos.listScreening, .screeningLists and .kyc keys.
  const tk = riskDemos as unknown as RiskDemosTranslate;
  const locale = useLocale() as Locale;
  const e = hit.entry;
  const rows = sideBySideRows(hit, subject, tk, locale);
  return (
    <li
      className={`${styles.item} ${hit.band === 'possible' ? styles.sev_medium : styles.sev_high}`}
      data-entry={e.id}
      data-band={hit.band}
    >
      <div className={styles.itemHead}>
        <strong>
          {e.id} · {e.name} {e.nameEn}
        </strong>
        <span>
          <span
            className={`${styles.pill} ${hit.band === 'possible' ? styles.pill_medium : styles.pill_high}`}
            data-testid="hit-band"
          >
            {t(`band.${hit.band}`)}
          </span>
          <span className={`${styles.pill} ${styles.pill_high}`}>{t('strength', { strength: hit.strength })}</span>
        </span>
      </div>
      <p data-testid="hit-matched-on">
        {t('matchedOn', { name: hit.screenedName, source: t(`source.${hit.nameSource}`) })}
      </p>
      <p>
        <span className={styles.pill}>{methodNote(hit, tk)}</span>
        <span className={styles.pill}>{otherNote(hit, tk)}</span>
      </p>
      <p className={styles.source} data-testid="hit-formula">
        {formulaLine(hit, tk)}
      </p>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('table.caption', { id: e.id })}>
        <table className={`${styles.table} ${styles.sideBySide}`} data-testid="hit-side-by-side">
          <caption className="visually-hidden">{t('table.caption', { id: e.id })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.field')}</th>
              <th scope="col">{t('table.subject')}</th>
              <th scope="col">{t('table.entry')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ label, subject: s, entry: en, differs }) => (
              <tr key={label} className={differs ? styles.differs : undefined}>
                <th scope="row">{label}</th>
                <td>{s ?? t('table.none')}</td>
                <td>
                  {en}
                  {differs !== null && (
                    <span className={differs ? styles.diffMark : styles.sameMark}>
                      {' '}
                      {differs ? `≠ ${t('table.differs')}` : `= ${t('table.same')}`}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}
