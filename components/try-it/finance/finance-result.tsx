'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { allLines, balanceLines, openingYear } from '@/lib/financials/lines';
import { ratioDefs } from '@/lib/financials/ratios';
import { flagTexts, ratioSource, ratioText, ruleTexts, yuanText } from '@/lib/financials/labels';
import own from '../live-demos.module.css';
import styles from '../try-it.module.css';
import type { FinanceAnswer } from './finance-analyzer';
import { localName } from '@/lib/registry/local-name';

/**
 * The financial analysis as the page shows it: red flags (rule, threshold, measured value, the statement lines
 * behind it), the rules list, ratios by year with their source lines, the industry comparison, and the three
 * statements with their line codes. Texts come from lib/financials/labels.ts, as in the PDF.
 */
export function FinanceResult({
  answer,
  locale,
  onPdf,
  pdfBusy,
}: {
  answer: FinanceAnswer;
  locale: string;
  onPdf: () => void;
  pdfBusy: boolean;
}) {
  const t = useTranslations('liveDemos.finance');
  const ts = useTranslations('registryText.sections');
  const tt = (key: string, v?: Record<string, string | number>) => t(key as 'title', v);
  const f = useFormatter();
  const { company, analysis: a } = answer;
  // The columns are the years the statements hold (a young registry company has fewer than three).
  const years = a.statements.years.map((y) => y.year);
  const name = company ? localName(company, locale) : null;
  const n = a.comparison.find((c) => c.quartiles)?.quartiles?.n ?? 0;
  const statementGroups = [
    { key: 'balance', lines: balanceLines as readonly string[], opening: true },
    { key: 'income', lines: allLines.filter((l) => l.startsWith('IS')), opening: false },
    { key: 'cashFlow', lines: allLines.filter((l) => l.startsWith('CF')), opening: false },
  ] as const;
  return (
    <div className={styles.result} data-testid="finance-result" aria-live="polite">
      <div className={styles.resultHead}>
        <div>
          <h3>{name ? t('resultTitle', { name }) : t('resultUpload')}</h3>
          <p className="muted">{a.statements.source === 'registry' ? t('sourceRegistry') : t('sourceUpload')}</p>
          {answer.read ? (
            <p className="muted" data-testid="finance-read">
              {t(answer.read.layout === 'standard' ? 'read.standard' : 'read.template')}
              {answer.read.unrecognised.length > 0
                ? ` ${t('read.unrecognised', { names: answer.read.unrecognised.join('、') })}`
                : ''}
              {answer.read.warnings.map((w) => ` ${w}`).join('')}
            </p>
          ) : null}
        </div>
        <button type="button" className="btn btn--ghost" onClick={onPdf} disabled={pdfBusy}>
          {pdfBusy ? t('preparingPdf') : t('downloadPdf')}
        </button>
      </div>

      <section aria-labelledby="fin-flags" data-tour="finance-flags">
        <h4 id="fin-flags">{t('flagsTitle')}</h4>
        {a.redFlags.length === 0 ? <p>{t('flagsNone')}</p> : null}
        <ul className={styles.anomalies}>
          {a.redFlags.map((flag) => {
            const x = flagTexts(tt, f, flag);
            return (
              <li
                key={flag.rule}
                className={`card ${flag.severity === 'high' ? styles.high : ''}`}
                data-flag={flag.rule}
              >
                <p className={styles.anomalyHead}>
                  <strong>{x.name}</strong> <span className="badge">{t(`severity.${flag.severity}`)}</span>
                </p>
                <p className="muted">{x.rule}</p>
                <p>{x.measured}</p>
                <details>
                  <summary>{t('evidence')}</summary>
                  <ul>
                    {x.evidence.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
        <details className={styles.rules}>
          <summary>{t('rulesTitle')}</summary>
          <ul>
            {ruleTexts(tt, f).map((r) => (
              <li key={r.id}>
                <strong>{r.name}</strong>: {r.rule}
              </li>
            ))}
          </ul>
        </details>
      </section>

      <section aria-labelledby="fin-ratios" data-tour="finance-ratios">
        <h4 id="fin-ratios">{t('ratiosTitle')}</h4>
        <div className={own.tableWrap} tabIndex={0} role="region" aria-labelledby="fin-ratios">
          <table className={own.table}>
            <thead>
              <tr>
                <th scope="col">{t('ratio')}</th>
                {years.map((y) => (
                  <th key={y} scope="col" className={own.num}>
                    {y}
                  </th>
                ))}
                <th scope="col">{t('formula')}</th>
              </tr>
            </thead>
            <tbody>
              {ratioDefs.map((d) => (
                <tr key={d.id} data-ratio={d.id}>
                  <th scope="row">{t(`ratios.${d.id}` as 'ratios.currentRatio')}</th>
                  {a.ratios.map((y) => (
                    <td key={y.year} className={own.num}>
                      {ratioText(tt, f, d.unit, y.ratios[d.id])}
                    </td>
                  ))}
                  <td className={own.source}>{ratioSource(tt, d.id)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {a.industry ? (
        <section aria-labelledby="fin-industry" data-tour="finance-industry">
          <h4 id="fin-industry">{t('industryTitle', { year: years[years.length - 1] })}</h4>
          <p className="muted">{t('industryLead', { n, industry: ts(a.industry as 'A') })}</p>
          <div className={own.tableWrap} tabIndex={0} role="region" aria-labelledby="fin-industry">
            <table className={own.table}>
              <thead>
                <tr>
                  <th scope="col">{t('ratio')}</th>
                  <th scope="col" className={own.num}>
                    {years[years.length - 1]}
                  </th>
                  <th scope="col" className={own.num}>
                    {t('q1')}
                  </th>
                  <th scope="col" className={own.num}>
                    {t('median')}
                  </th>
                  <th scope="col" className={own.num}>
                    {t('q3')}
                  </th>
                  <th scope="col">{t('position')}</th>
                </tr>
              </thead>
              <tbody>
                {a.comparison.map((c) => {
                  const unit = ratioDefs.find((d) => d.id === c.ratio)?.unit ?? 'times';
                  const q = c.quartiles;
                  return (
                    <tr key={c.ratio}>
                      <th scope="row">{t(`ratios.${c.ratio}` as 'ratios.currentRatio')}</th>
                      <td className={own.num}>{ratioText(tt, f, unit, c.value)}</td>
                      <td className={own.num}>{q ? ratioText(tt, f, unit, q.q1) : '—'}</td>
                      <td className={own.num}>{q ? ratioText(tt, f, unit, q.median) : '—'}</td>
                      <td className={own.num}>{q ? ratioText(tt, f, unit, q.q3) : '—'}</td>
                      <td className={own[`q${c.quarter ?? 0}`]}>
                        {t(`quarter.${c.quarter ?? 'none'}` as 'quarter.none')}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="fin-statements">
        <h4 id="fin-statements">{t('statementsTitle')}</h4>
        {statementGroups.map((g) => (
          <details key={g.key}>
            <summary>
              {t(g.key)} ({t('yuan')})
            </summary>
            <div className={own.tableWrap} tabIndex={0} role="region" aria-label={t(g.key)}>
              <table className={own.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('code')}</th>
                    <th scope="col">{t('item')}</th>
                    {g.opening ? (
                      <th scope="col" className={own.num}>
                        {t('opening', { year: (years[0] ?? openingYear + 1) - 1 })}
                      </th>
                    ) : null}
                    {years.map((y) => (
                      <th key={y} scope="col" className={own.num}>
                        {y}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {g.lines.map((l) => (
                    <tr key={l} id={`line-${l}`}>
                      <td>
                        <code>{l}</code>
                      </td>
                      <th scope="row">{t(`lines.${l}` as 'lines.BS01')}</th>
                      {g.opening ? (
                        <td className={own.num}>{yuanText(f, (a.statements.opening as Record<string, number>)[l])}</td>
                      ) : null}
                      {a.statements.years.map((y) => (
                        <td key={y.year} className={own.num}>
                          {yuanText(f, y.lines[l as 'BS01'])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        ))}
      </section>
    </div>
  );
}
