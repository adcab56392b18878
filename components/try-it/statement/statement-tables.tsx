'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatFen, formatMonth, formatPct } from '@/lib/format';
import { RecordTable, recordCell } from '@/components/sample/record-table';
import { relationLabel, relationSource, type StatementT } from '@/lib/statements/present';
import type { CounterpartyFlow, StatementAnalysis } from '@/lib/statements/types';

import styles from '../try-it.module.css';
import { localName } from '@/lib/registry/local-name';

/**
 * English pages show a counterparty by the registry's English name (of the related party or the matched company);
 * undefined on Chinese pages or when the registry has no match.
 */
export function registryNameEn(
  g: { match: CounterpartyFlow['match']; related?: CounterpartyFlow['related'] },
  locale: string,
): string | undefined {
  return locale === 'en-US' ? (g.related?.nameEn ?? g.match?.nameEn) : undefined;
}

/**
 * The statement analysis's detail tables: related-party flows with their source records, top counterparties with
 * their registry match, monthly detail and balance breaks. Amounts arrive in fen.
 */
export function StatementTables({ analysis: a }: { analysis: StatementAnalysis }) {
  const t = useTranslations('tryIt.statement');
  const format = useFormatter();
  const locale = useLocale();
  const exact = (fen: number) => formatFen(format, fen);
  const pct = (share: number) => formatPct(format, share * 100);
  // English pages: the registry's English name of a counterparty, with the name as the statement prints it.
  const cpName = (g: CounterpartyFlow) => {
    const en = registryNameEn(g, locale);
    return en ? (
      <>
        {en}
        <small className={styles.source}>{t('counterparties.asPrinted', { name: g.name })}</small>
      </>
    ) : (
      g.name
    );
  };

  const st = t as unknown as StatementT;

  return (
    <>
      <section>
        <h4>{t('categories.title')}</h4>
        <p className="muted">{t('categories.lead')}</p>
        <RecordTable
          caption={t('categories.title')}
          captionHidden
          columns={[
            t('categories.category'),
            { label: t('counterparties.count'), num: true },
            { label: t('tx.amount'), num: true },
            t('categories.rule'),
          ]}
        >
          {a.categories.map((c) => (
            <tr key={`${c.direction}-${c.category}`}>
              <th scope="row" className={recordCell.nowrap}>
                {t(c.direction === 'in' ? 'categories.in' : 'categories.out')} · {st(`categories.${c.category}.name`)}
              </th>
              <td className={recordCell.num}>{c.count}</td>
              <td className={recordCell.num}>{exact(c.amount)}</td>
              <td>{st(`categories.${c.category}.rule`)}</td>
            </tr>
          ))}
        </RecordTable>
      </section>

      {a.recurring.length > 0 ? (
        <section>
          <h4>{t('recurring.title')}</h4>
          <p className="muted">{t('recurring.lead')}</p>
          <RecordTable
            caption={t('recurring.title')}
            captionHidden
            columns={[
              t('tx.counterparty'),
              t('categories.category'),
              { label: t('tx.amount'), num: true },
              { label: t('recurring.times'), num: true },
            ]}
          >
            {a.recurring.map((x) => (
              <tr key={`${x.direction}-${x.counterparty}-${x.amount}`}>
                <th scope="row">{x.counterparty}</th>
                <td>{st(`categories.${x.category}.name`)}</td>
                <td className={recordCell.num}>
                  {x.direction === 'in' ? '+' : '−'}
                  {exact(x.amount)}
                </td>
                <td className={recordCell.num}>{x.rows.length}</td>
              </tr>
            ))}
          </RecordTable>
        </section>
      ) : null}

      {a.related && a.related.length > 0 ? (
        <section>
          <h4>{t('related.title')}</h4>
          <p className="muted">{t('related.lead')}</p>
          <RecordTable
            caption={t('related.title')}
            captionHidden
            columns={[
              t('counterparties.name'),
              t('related.relation'),
              { label: t('counterparties.inflow'), num: true },
              { label: t('counterparties.outflow'), num: true },
              t('counterparties.count'),
            ]}
          >
            {a.related.map((g) => (
              <tr key={g.name}>
                <th scope="row">
                  {cpName(g)}
                  {g.related && relationSource(g.related, st) ? (
                    <small className={styles.source}>{relationSource(g.related, st)}</small>
                  ) : null}
                </th>
                <td>{g.related ? relationLabel(g.related, st, (n) => formatPct(format, n)) : ''}</td>
                <td className={recordCell.num}>{exact(g.inflow)}</td>
                <td className={recordCell.num}>{exact(g.outflow)}</td>
                <td className={recordCell.num}>{g.count}</td>
              </tr>
            ))}
          </RecordTable>
        </section>
      ) : null}

      <section>
        <h4>{t('counterparties.title')}</h4>
        <RecordTable
          caption={t('counterparties.title')}
          captionHidden
          columns={[
            t('counterparties.name'),
            { label: t('counterparties.inflow'), num: true },
            { label: t('counterparties.outflow'), num: true },
            { label: t('counterparties.count'), num: true },
            t('counterparties.registry'),
          ]}
        >
          {a.counterparties.map((g) => (
            <tr key={g.name}>
              <th scope="row">
                {cpName(g)}
                {g.related ? <span className="badge"> {t('counterparties.related')}</span> : null}
              </th>
              <td className={recordCell.num}>{exact(g.inflow)}</td>
              <td className={recordCell.num}>{exact(g.outflow)}</td>
              <td className={recordCell.num}>{g.count}</td>
              <td>
                {g.match ? (
                  <>
                    {t('counterparties.matched', { score: pct(g.match.score) })}
                    <small className={styles.source}>
                      {localName(g.match, locale)} · {g.match.uscc}
                    </small>
                  </>
                ) : (
                  <span className="muted">{t('counterparties.notMatched')}</span>
                )}
              </td>
            </tr>
          ))}
          {a.others.count > 0 ? (
            <tr>
              <th scope="row">{t('counterparties.others', { count: a.others.count })}</th>
              <td className={recordCell.num}>{exact(a.others.inflow)}</td>
              <td className={recordCell.num}>{exact(a.others.outflow)}</td>
              <td />
              <td />
            </tr>
          ) : null}
        </RecordTable>
      </section>

      <section>
        <h4>{t('monthly.title')}</h4>
        <RecordTable
          caption={t('monthly.title')}
          captionHidden
          columns={[
            t('monthly.month'),
            { label: t('charts.inflow'), num: true },
            { label: t('charts.outflow'), num: true },
            { label: t('charts.net'), num: true },
            { label: t('monthly.count'), num: true },
          ]}
        >
          {a.monthly.map((m) => (
            <tr key={m.month}>
              <th scope="row">{formatMonth(format, m.month)}</th>
              <td className={recordCell.num}>{exact(m.inflow)}</td>
              <td className={recordCell.num}>{exact(m.outflow)}</td>
              <td className={recordCell.num}>{exact(m.net)}</td>
              <td className={recordCell.num}>{m.count}</td>
            </tr>
          ))}
        </RecordTable>
      </section>

      {a.continuity && a.continuity.breaks.length > 0 ? (
        <section>
          <h4>{t('continuity.title')}</h4>
          <RecordTable
            caption={t('continuity.title')}
            captionHidden
            columns={[
              t('continuity.row'),
              t('continuity.previousRow'),
              { label: t('continuity.expected'), num: true },
              { label: t('continuity.actual'), num: true },
            ]}
          >
            {a.continuity.breaks.map((b) => (
              <tr key={b.row}>
                <th scope="row">{b.row}</th>
                <td>{b.previousRow}</td>
                <td className={recordCell.num}>{exact(b.expected)}</td>
                <td className={recordCell.num}>{exact(b.actual)}</td>
              </tr>
            ))}
          </RecordTable>
        </section>
      ) : null}
    </>
  );
}
