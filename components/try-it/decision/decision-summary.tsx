'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { formatDate, formatMoney } from '@/lib/format';
import own from '../live-demos.module.css';
import type { DecisionAnswer } from '@/lib/decision/answer';
import { localName } from '@/lib/registry/local-name';

const moneyRules = new Set(['revenuePct', 'equityMultiple', 'maxLimit']);

/**
 * The credit assessment beside the visitor's flow: its answer, rule version and as-of date, and — when the two differ
 * — each threshold (or missing stage, changed limit setting, hard rule outside the flow) that makes them differ.
 */
function AssessmentBeside({ answer }: { answer: DecisionAnswer }) {
  const t = useTranslations('liveDemos.decision');
  const f = useFormatter();
  const a = answer.assessment;
  const num = (rule: string, v: number | boolean) =>
    typeof v === 'boolean' ? (v ? t('yes') : t('no')) : rule === 'maxLimit' ? formatMoney(f, v) : f.number(v);
  const reasons = [
    ...a.differences.map((d) =>
      t('assessment.difference', {
        rule: t(`thresholds.${d.rule}` as 'thresholds.minAgeYears'),
        threshold: num(d.rule, d.threshold),
        defaultThreshold: num(d.rule, d.defaultThreshold),
        outcome: t(`outcomes.${d.outcome}`),
        defaultOutcome: t(`outcomes.${d.defaultOutcome}`),
      }),
    ),
    ...a.missingStages.map((s) => t('assessment.missing', { stage: t(`stages.${s}`) })),
    ...a.limitChanges.map((c) =>
      t('assessment.limitChange', {
        rule: t(`thresholds.${c.rule}` as 'thresholds.revenuePct'),
        threshold: num(c.rule, c.threshold),
        defaultThreshold: num(c.rule, c.defaultThreshold),
      }),
    ),
    ...a.beyondFlow.map((b) =>
      t('assessment.beyond', {
        rule: b.rule,
        label: t(`assessment.hardRules.${b.code}` as 'assessment.hardRules.pep'),
      }),
    ),
  ];
  return (
    <div
      className="card"
      data-testid="decision-assessment"
      data-agrees={a.agrees}
      data-recommendation={a.recommendation}
    >
      <strong>{t('assessment.title')}</strong>{' '}
      {t('assessment.line', {
        recommendation: t(`assessment.recommendations.${a.recommendation}`),
        grade: a.grade,
        score: a.score,
        line: formatMoney(f, a.line),
      })}
      <p className="muted">{t('assessment.rules', { version: a.version, date: formatDate(f, a.asOf) })}</p>
      {a.agrees && reasons.length === 0 ? (
        <p>{t('assessment.agrees')}</p>
      ) : (
        <>
          <p>{a.agrees ? t('assessment.agrees') : t('assessment.differs')}</p>
          {reasons.length > 0 && (
            <ul>
              {reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

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
      <AssessmentBeside answer={answer} />
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
