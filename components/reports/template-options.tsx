'use client';

import { useTranslations } from 'next-intl';
import type { Dispatch, SetStateAction } from 'react';
import { routing } from '@/i18n/routing';
import type { SectionId } from '@/lib/reports/report-model';
import { maxKeyPoints, reportLengths, reportTones, type ReportOptions } from '@/lib/reports/report-options';
import fields from './form-fields.module.css';
import styles from './reports.module.css';

/**
 * The template studio's structured writing options as native fields: sections of the chosen template (at least one
 * stays on), language, length, tone and number of key points. Controlled: `options` is the form's state, `onChange`
 * its setter, so a prompt applied to the form shows here at once. `id` prefixes the fields' ids.
 */
export function TemplateOptionsFields({
  id,
  sections,
  options,
  onChange,
}: {
  id: string;
  sections: readonly SectionId[];
  options: ReportOptions;
  onChange: Dispatch<SetStateAction<ReportOptions>>;
}) {
  const t = useTranslations('aiReport');

  function toggleSection(s: SectionId, on: boolean) {
    onChange((o) => {
      const kept = sections.filter((x) => (x === s ? on : o.sections.includes(x)));
      return kept.length ? { ...o, sections: kept } : o;
    });
  }

  return (
    <fieldset className={fields.field}>
      <legend className={fields.label}>{t('v2.optionsTitle')}</legend>
      <div className={styles.options}>
        <fieldset>
          <legend className={fields.label}>{t('v2.sectionsLabel')}</legend>
          <div className={styles.checks}>
            {sections.map((s) => (
              <label key={s}>
                <input
                  type="checkbox"
                  name="sections"
                  value={s}
                  checked={options.sections.includes(s)}
                  onChange={(e) => toggleSection(s, e.target.checked)}
                />{' '}
                {t(`sections.${s}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className={fields.label}>{t('v2.languageLabel')}</legend>
          <div className={styles.checks}>
            {routing.locales.map((l) => (
              <label key={l}>
                <input
                  type="radio"
                  name="language"
                  value={l}
                  checked={options.language === l}
                  onChange={() => onChange((o) => ({ ...o, language: l }))}
                />{' '}
                {t(`v2.languages.${l}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className={fields.label}>{t('v2.lengthLabel')}</legend>
          <div className={styles.checks}>
            {reportLengths.map((l) => (
              <label key={l}>
                <input
                  type="radio"
                  name="length"
                  value={l}
                  checked={options.length === l}
                  onChange={() => onChange((o) => ({ ...o, length: l }))}
                />{' '}
                {t(`v2.lengths.${l}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className={fields.label}>{t('v2.toneLabel')}</legend>
          <div className={styles.checks}>
            {reportTones.map((tone) => (
              <label key={tone}>
                <input
                  type="radio"
                  name="tone"
                  value={tone}
                  checked={options.tone === tone}
                  onChange={() => onChange((o) => ({ ...o, tone }))}
                />{' '}
                {t(`v2.tones.${tone}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label className={fields.label} htmlFor={`${id}-points`}>
            {t('v2.keyPointsLabel')}
          </label>
          <select
            id={`${id}-points`}
            name="keyPoints"
            value={options.keyPoints}
            onChange={(e) => onChange((o) => ({ ...o, keyPoints: Number(e.target.value) }))}
          >
            {Array.from({ length: maxKeyPoints + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n === 0 ? t('v2.keyPointsNone') : n}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={fields.help}>{t('v2.languageSwitch')}</p>
    </fieldset>
  );
}
