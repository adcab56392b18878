'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { listHitSchema, ScreenedSubject } from '@/lib/screening/list-schemas';
import { latinNameKey } from '@/lib/screening/latin-key';
import styles from '../risk/risk-demos.module.css';

type Hit = z.infer<typeof listHitSchema>;
const listKeys = { 'hx-pep': 'hxPep', 'hx-sanctions': 'hxSanctions' } as const;

/**
 * One PEP / sanctions list hit, as an auditor reads it: entry, list and version, band and strength, the name it was
 * matched on (entered or from the ID number), the method, the formula with its components, and a side-by-side table
 * of the subject and the entry with differences marked. `subject` is the screened name's record (Chinese form,
 * romanisation, birth date); data comes from `lib/screening/name-screening.ts` through the endpoint's answer.
 */
export function ListHitCard({ hit, subject }: { hit: Hit; subject?: ScreenedSubject }) {
  const t = useTranslations('riskDemos.listScreening');
  const tk = useTranslations('riskDemos');
  const locale = useLocale();
  const e = hit.entry;
  const [name, other] = hit.components;
  const none = t('table.none');
  const subjectBirth = subject?.birthDate ?? (subject?.birthYear ? String(subject.birthYear) : null);
  const entryBirth = e.birthDate ?? (e.birthYear ? String(e.birthYear) : null);
  const rows: [string, string | null, string, boolean | null][] = [
    [
      t('table.name'),
      subject?.zh ?? null,
      [e.name, ...(e.aliases ?? []).filter((a) => a.system === 'traditional').map((a) => a.name)].join(' / '),
      subject?.zh ? subject.zh !== e.name : null,
    ],
    [
      t('table.romanisation'),
      subject?.romanised ?? null,
      name.matchedForm &&
      name.matchedForm !== 'pinyin' &&
      name.matchedForm !== 'chinese' &&
      name.matchedForm !== 'english'
        ? `${e.nameEn} · ${name.matchedText}`
        : e.nameEn,
      subject?.romanised
        ? latinNameKey(subject.romanised) !==
          latinNameKey(
            name.matchedForm === 'wadeGiles' || name.matchedForm === 'cantonese' ? (name.matchedText ?? '') : e.nameEn,
          )
        : null,
    ],
    ...(e.kind === 'person'
      ? ([[t('table.birth'), subjectBirth, entryBirth ?? none, subjectBirth ? other.value < 1 : null]] as [
          string,
          string | null,
          string,
          boolean | null,
        ][])
      : ([
          [
            t('other.identifier'),
            other.subject ?? null,
            e.uscc ?? none,
            other.subject ? other.result === 'different' : null,
          ],
        ] as [string, string | null, string, boolean | null][])),
    [
      t('table.region'),
      subject?.region ?? null,
      `${e.nationality ?? ''} ${locale === 'zh-CN' ? e.region.zh : e.region.en}`.trim(),
      null,
    ],
    [
      t('table.list'),
      null,
      t('listLabel', {
        name: tk(`screeningLists.names.${listKeys[hit.list.id]}`),
        version: hit.list.version,
        date: hit.list.date,
      }),
      null,
    ],
    [t('table.category'), null, tk(`kyc.categories.${e.category}`), null],
  ];
  const otherNote =
    other.id === 'birth'
      ? other.gapYears === null || other.gapYears === undefined
        ? t('birth.unknown')
        : other.gapYears === 0
          ? other.value < 1
            ? t('birth.sameYearOtherDate')
            : t('birth.same')
          : t('birth.gap', { gap: other.gapYears })
      : t(`identifier.${other.result ?? 'notGiven'}`);
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
        <span className={styles.pill}>
          {t(`method.${name.method ?? 'exact'}`, {
            form: t(`form.${name.matchedForm ?? 'chinese'}`),
            similarity: name.similarity ?? 0,
          })}
        </span>
        <span className={styles.pill}>{otherNote}</span>
      </p>
      <p className={styles.source} data-testid="hit-formula">
        {t('formula', {
          strength: hit.strength,
          nameValue: name.value,
          nameWeight: name.weight,
          other: t(`other.${other.id === 'identifier' ? 'identifier' : 'birth'}`),
          otherValue: other.value,
          otherWeight: other.weight,
          threshold: hit.threshold,
        })}
      </p>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('table.caption', { id: e.id })}>
        <table className={styles.table} data-testid="hit-side-by-side">
          <caption className="visually-hidden">{t('table.caption', { id: e.id })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.field')}</th>
              <th scope="col">{t('table.subject')}</th>
              <th scope="col">{t('table.entry')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, s, en, differs]) => (
              <tr key={label} className={differs ? styles.differs : undefined}>
                <th scope="row">{label}</th>
                <td>{s ?? none}</td>
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
