'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import own from '../live-demos.module.css';
import type { DecisionAnswer } from '@/lib/decision/answer';
import { localName } from '@/lib/registry/local-name';

const moneyRules = new Set(['revenuePct', 'equityMultiple', 'maxLimit']);

/**
 * The decision as text (what the chart shows, readable without it): the final decision and limit, then each stage's
 * outcome with every check — the rule, its threshold, the value read and where it comes from.
 */
export function DecisionSummary({ answer, locale }: { answer: DecisionAnswer; locale: string }) {
  const t = useTranslations('liveDemos.decision');
  const f = useFormatter();
  const name = localName(answer.company, locale);
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'));
  const val = (rule: string, v: number | boolean) =>
    typeof v === 'boolean' ? yesNo(v) : moneyRules.has(rule) ? formatMoney(f, v) : f.number(v);
  const thr = (rule: string, v: number | boolean) =>
    typeof v === 'boolean' ? yesNo(v) : rule === 'maxLimit' ? formatMoney(f, v) : f.number(v);
  return (
    <section
      className={own.decision}
      aria-labelledby="decision-result"
      data-testid="decision-summary"
      data-decision={answer.decision}
    >
      <h3 id="decision-result">{t('result', { name, decision: t(`decisions.${answer.decision}`) })}</h3>
      <p className={own.score}>
        {answer.limit === null ? t('noLimit') : t('limit', { amount: formatMoney(f, answer.limit) })}
      </p>
      <ol className={own.stageList}>
        {answer.stages.map((s) => (
          <li key={s.id} data-stage={s.id} data-outcome={s.outcome} className={own[`o_${s.outcome}`]}>
            <strong>{t(`stages.${s.kind}`)}</strong> · {t(`outcomes.${s.outcome}`)}
            {s.checks.length ? (
              <ul>
                {s.checks.map((c) => (
                  <li key={c.rule} data-outcome={c.outcome}>
                    {t(`outcomes.${c.outcome}`)} —{' '}
                    {t(`rules.${c.rule}` as 'rules.active', {
                      threshold: thr(c.rule, c.threshold),
                      value: val(c.rule, c.value),
                    })}{' '}
                    <span className="muted">{t('source', { source: c.source })}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
