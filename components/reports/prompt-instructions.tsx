'use client';

import { useTranslations } from 'next-intl';
import type { SectionId } from '@/lib/reports/report-model';
import type { ParsedPrompt } from '@/lib/reports/report-options';
import styles from './reports.module.css';

/**
 * What the template studio read from the visitor's prompt (lib/reports/report-options.ts `parsePrompt`): each applied
 * instruction with the clause it came from, and each clause it could not apply with the reason. A live region, so
 * the list is announced after "Generate".
 */
export function PromptInstructions({ parsed }: { parsed: ParsedPrompt }) {
  const t = useTranslations('aiReport');
  const sectionNames = (ids: readonly SectionId[]) => ids.map((s) => t(`sections.${s}`)).join(t('citation.separator'));
  const instructionValue = (i: ParsedPrompt['applied'][number]): string => {
    switch (i.kind) {
      case 'language':
        return t(`v2.languages.${i.value}`);
      case 'length':
        return t(`v2.lengths.${i.value}`);
      case 'keyPoints':
        return String(i.value);
      case 'tone':
        return t(`v2.tones.${i.value}`);
      case 'sections':
        return sectionNames(i.value);
    }
  };

  return (
    <div className={`card ${styles.applied}`} role="status" data-testid="prompt-instructions">
      {parsed.applied.length ? (
        <>
          <h3>{t('v2.appliedTitle')}</h3>
          <ul className="list">
            {parsed.applied.map((i, n) => (
              <li key={n}>
                {t(`v2.instruction.${i.kind}`, { value: instructionValue(i) })}{' '}
                <span className="muted">— “{i.clause}”</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('v2.nothingApplied')}</p>
      )}
      {parsed.notApplied.length ? (
        <>
          <h3>{t('v2.notAppliedTitle')}</h3>
          <ul className="list">
            {parsed.notApplied.map((i, n) => (
              <li key={n}>
                “{i.clause}”{' '}
                <span className="muted">— {t(`v2.reason.${i.kind === 'unknown' ? 'unknown' : i.reason}`)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
