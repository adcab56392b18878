/**
 * The bank-statement analysis as a PDF report (lib/pdf/report.ts): summary and key points, anomalies with their
 * transactions, related-party flows with their source records, counterparties with their registry match, monthly
 * flows, balance breaks, and the rules with their legal source. Same numbers as the on-screen result.
 */

import { formatDate, formatMonth, formatPct, siteFormatter } from '@/lib/format';
import type { Locale } from '@/i18n/routing';
import { statementRuleSource } from '@/lib/statements/rules';
import { anomalyDetail, relationLabel, relationSource, statementFindings } from '@/lib/statements/present';
import type { StatementAnalysis } from '@/lib/statements/types';
import { PdfReport } from './report';
import { translator } from '@/i18n/translator';

/** Renders the analysis of one statement (amounts in fen) as PDF bytes. */
export async function statementPdf(a: StatementAnalysis, locale: Locale, now = new Date()): Promise<Uint8Array> {
  const format = siteFormatter(locale, now);
  const money = (fen: number) =>
    format.number(fen / 100, {
      style: 'currency',
      currency: 'CNY',
      currencyDisplay: locale === 'en-US' ? 'code' : 'symbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  const pct = (share: number) => formatPct(format, share * 100);
  const holder = a.holder
    ? locale === 'en-US' && a.holder.match
      ? `${a.holder.match.nameEn} (${a.holder.name})`
      : a.holder.name
    : '—';
  const tt = translator(locale, 'tryIt');
  // English: the registry's English name of a counterparty (related party or match), with the printed name after it.
  const cpName = (g: { name: string; match: { nameEn: string } | null; related?: { nameEn?: string } | null }) => {
    const en = locale === 'en-US' ? (g.related?.nameEn ?? g.match?.nameEn) : undefined;
    return en ? `${en}\n(${g.name})` : g.name;
  };
  const t = (key: string, values?: Record<string, string | number>) => tt(`statement.${key}`, values);

  const r = new PdfReport({
    locale,
    title: tt('pdf.statementTitle'),
    subtitle: holder,
    meta: [
      `${t('summary.period')}: ${a.period.from ? `${formatDate(format, a.period.from)} – ${formatDate(format, a.period.to)}` : '—'}`,
      tt('pdf.generated', { date: formatDate(format, now) }),
    ],
  });

  const f = { money, pct, name: (g: Parameters<typeof cpName>[0]) => cpName(g).replace('\n', ' ') };
  r.section(t('findings.title'));
  r.keyValues([
    [t('summary.count'), String(a.count)],
    [t('summary.inflow'), money(a.totals.inflow)],
    [t('summary.operating'), money(a.income.operating)],
    [t('summary.outflow'), money(a.totals.outflow)],
    [t('summary.net'), money(a.totals.net)],
    [t('summary.opening'), a.totals.opening === null ? '—' : money(a.totals.opening)],
    [t('summary.closing'), a.totals.closing === null ? '—' : money(a.totals.closing)],
    [t('summary.top5'), pct(a.top5CustomerShare)],
    [t('summary.anomalies'), String(a.anomalies.length)],
  ]);
  r.bullets(statementFindings(a, t, f));

  r.section(t('anomalies.title'));
  if (a.anomalies.length === 0) r.paragraph(t('anomalies.none'));
  a.anomalies.forEach((x, i) => {
    r.heading(
      `${i + 1}. ${t(`anomalies.${x.kind}`)} · ${t(x.severity === 'high' ? 'anomalies.severityHigh' : 'anomalies.severityMedium')}`,
    );
    r.paragraph(anomalyDetail(x, t, f));
    r.table(
      [
        { label: t('tx.row'), width: 0.7, align: 'right' },
        { label: t('tx.date'), width: 1.6 },
        { label: t('tx.time'), width: 1.1 },
        { label: t('tx.amount'), width: 2, align: 'right' },
        { label: t('tx.counterparty'), width: 3 },
        { label: t('tx.memo'), width: 1.6 },
      ],
      x.rows.map((row) => {
        const tx = a.transactions[row];
        return [
          String(row),
          tx.date,
          tx.time ?? '—',
          tx.inflow > 0 ? `+${money(tx.inflow)}` : `−${money(tx.outflow)}`,
          tx.counterparty || '—',
          tx.memo || '—',
        ];
      }),
    );
  });
  r.heading(t('anomalies.rulesTitle'));
  r.paragraph(t('anomalies.rulesBody'));
  r.paragraph(`${tt('pdf.sources')}: ${statementRuleSource[locale]}`);
  r.paragraph(t('anomalies.rulesHeuristic'), { muted: true });

  r.section(t('related.title'));
  if (a.related === null) r.paragraph(t('findings.relatedUnavailable'));
  else if (a.related.length === 0) r.paragraph(t('findings.relatedNone'));
  else {
    r.paragraph(t('related.lead'), { muted: true });
    r.table(
      [
        { label: t('counterparties.name'), width: 3 },
        { label: t('related.relation'), width: 1.8 },
        { label: t('counterparties.inflow'), width: 1.8, align: 'right' },
        { label: t('counterparties.outflow'), width: 1.8, align: 'right' },
        { label: tt('pdf.sources'), width: 2 },
      ],
      a.related.map((g) => [
        cpName(g),
        g.related ? relationLabel(g.related, t, (n) => formatPct(format, n)) : '',
        money(g.inflow),
        money(g.outflow),
        (g.related && relationSource(g.related, t)) ?? '',
      ]),
    );
  }

  r.section(t('categories.title'));
  r.paragraph(t('categories.lead'), { muted: true });
  r.table(
    [
      { label: t('categories.category'), width: 2.2 },
      { label: t('counterparties.count'), width: 0.8, align: 'right' },
      { label: t('tx.amount'), width: 2.2, align: 'right' },
      { label: t('categories.rule'), width: 5 },
    ],
    a.categories.map((c) => [
      `${t(c.direction === 'in' ? 'categories.in' : 'categories.out')} · ${t(`categories.${c.category}.name`)}`,
      String(c.count),
      money(c.amount),
      t(`categories.${c.category}.rule`),
    ]),
  );
  if (a.recurring.length > 0) {
    r.heading(t('recurring.title'));
    r.table(
      [
        { label: t('tx.counterparty'), width: 3.4 },
        { label: t('categories.category'), width: 1.8 },
        { label: t('tx.amount'), width: 2, align: 'right' },
        { label: t('recurring.times'), width: 1, align: 'right' },
      ],
      a.recurring.map((x) => [
        x.counterparty,
        t(`categories.${x.category}.name`),
        `${x.direction === 'in' ? '+' : '−'}${money(x.amount)}`,
        String(x.rows.length),
      ]),
    );
  }

  r.section(t('counterparties.title'));
  r.table(
    [
      { label: t('counterparties.name'), width: 3.2 },
      { label: t('counterparties.inflow'), width: 2, align: 'right' },
      { label: t('counterparties.outflow'), width: 2, align: 'right' },
      { label: t('counterparties.count'), width: 0.8, align: 'right' },
      { label: t('counterparties.registry'), width: 2.6 },
    ],
    [
      ...a.counterparties.map((g) => [
        cpName(g) + (g.related ? ` · ${t('counterparties.related')}` : ''),
        money(g.inflow),
        money(g.outflow),
        String(g.count),
        g.match
          ? `${t('counterparties.matched', { score: pct(g.match.score) })}\n${g.match.uscc}`
          : t('counterparties.notMatched'),
      ]),
      ...(a.others.count
        ? [
            [
              t('counterparties.others', { count: a.others.count }),
              money(a.others.inflow),
              money(a.others.outflow),
              '',
              '',
            ],
          ]
        : []),
    ],
  );

  r.section(t('monthly.title'));
  r.table(
    [
      { label: t('monthly.month'), width: 1.6 },
      { label: t('charts.inflow'), width: 2, align: 'right' },
      { label: t('charts.outflow'), width: 2, align: 'right' },
      { label: t('charts.net'), width: 2, align: 'right' },
      { label: t('monthly.count'), width: 0.8, align: 'right' },
    ],
    a.monthly.map((m) => [
      formatMonth(format, m.month),
      money(m.inflow),
      money(m.outflow),
      money(m.net),
      String(m.count),
    ]),
  );
  if (a.continuity && a.continuity.breaks.length > 0) {
    r.heading(t('continuity.title'));
    r.table(
      [
        { label: t('continuity.row'), width: 1 },
        { label: t('continuity.previousRow'), width: 1 },
        { label: t('continuity.expected'), width: 2, align: 'right' },
        { label: t('continuity.actual'), width: 2, align: 'right' },
      ],
      a.continuity.breaks.map((b) => [String(b.row), String(b.previousRow), money(b.expected), money(b.actual)]),
    );
  }
  return r.finish();
}
