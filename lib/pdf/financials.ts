/**
 * The financial analysis as a PDF (lib/pdf/report.ts builder): red flags with their rule, threshold and the
 * statement lines that raised them; ratios by year with the lines each is computed from; the industry comparison;
 * and the three statements with their line codes, so every figure in the report traces to a statement line.
 */
import type { Locale } from '@/i18n/routing';
import { formatDate, siteFormatter } from '@/lib/format';
import { allLines, balanceLines, ratioDefs, openingYear, type FinancialAnalysis } from '@/lib/financials';
import { flagTexts, ratioSource, ratioText, ruleTexts, yuanText } from '@/lib/financials/labels';
import { translator } from '@/i18n/translator';
import { PdfReport } from './report';

/** Renders the PDF bytes; `title` names the company or the upload. */
export async function financialsPdf(
  a: FinancialAnalysis,
  title: string,
  locale: Locale,
  now = new Date(),
): Promise<Uint8Array> {
  const f = siteFormatter(locale, now);
  const years = a.statements.years.map((y) => y.year);
  const lt = translator(locale, 'liveDemos');
  const t = (key: string, v?: Record<string, string | number>) => lt(`finance.${key}`, v);
  const r = new PdfReport({
    locale,
    title,
    subtitle: a.statements.source === 'registry' ? t('sourceRegistry') : t('sourceUpload'),
    meta: [translator(locale, 'tryIt')('pdf.generated', { date: formatDate(f, now) })],
  });
  r.section(t('flagsTitle'));
  if (a.redFlags.length === 0) r.paragraph(t('flagsNone'));
  for (const flag of a.redFlags) {
    const x = flagTexts(t, f, flag);
    r.heading(`${x.name} · ${t(`severity.${flag.severity}`)}`);
    r.paragraph(x.rule, { muted: true, size: 9 });
    r.bullets([x.measured, ...x.evidence]);
  }
  r.heading(t('rulesTitle'));
  r.bullets(ruleTexts(t, f).map((x) => `${x.name}: ${x.rule}`));

  r.section(t('ratiosTitle'));
  r.table(
    [
      { label: t('ratio'), width: 2 },
      ...years.map((y) => ({ label: String(y), width: 1, align: 'right' as const })),
      { label: t('formula'), width: 3.2 },
    ],
    ratioDefs.map((d) => {
      const ys = a.ratios.map((y) => ratioText(t, f, d.unit, y.ratios[d.id]));
      return [t(`ratios.${d.id}`), ...ys, ratioSource(t, d.id)];
    }),
    { size: 8 },
  );
  if (a.industry) {
    const n = a.comparison.find((c) => c.quartiles)?.quartiles?.n ?? 0;
    r.heading(t('industryTitle', { year: years[years.length - 1] }));
    r.paragraph(t('industryLead', { n, industry: a.industry }), { muted: true, size: 9 });
    r.table(
      [
        { label: t('ratio'), width: 2 },
        { label: String(years[years.length - 1]), width: 1, align: 'right' },
        { label: t('q1'), width: 1, align: 'right' },
        { label: t('median'), width: 1, align: 'right' },
        { label: t('q3'), width: 1, align: 'right' },
        { label: t('position'), width: 1.3 },
      ],
      a.comparison.map((c) => {
        const unit = ratioDefs.find((d) => d.id === c.ratio)?.unit ?? 'times';
        const q = c.quartiles;
        return [
          t(`ratios.${c.ratio}`),
          ratioText(t, f, unit, c.value),
          q ? ratioText(t, f, unit, q.q1) : '—',
          q ? ratioText(t, f, unit, q.median) : '—',
          q ? ratioText(t, f, unit, q.q3) : '—',
          t(`quarter.${c.quarter ?? 'none'}`),
        ];
      }),
      { size: 8 },
    );
  }
  r.section(t('statementsTitle'));
  const groups = [
    { title: t('balance'), lines: balanceLines as readonly string[], opening: true },
    { title: t('income'), lines: allLines.filter((l) => l.startsWith('IS')), opening: false },
    { title: t('cashFlow'), lines: allLines.filter((l) => l.startsWith('CF')), opening: false },
  ];
  for (const g of groups) {
    r.heading(`${g.title} (${t('yuan')})`);
    const cols = [
      { label: t('code'), width: 0.7 },
      { label: t('item'), width: 2.6 },
      ...(g.opening
        ? [{ label: t('opening', { year: (years[0] ?? openingYear + 1) - 1 }), width: 1.3, align: 'right' as const }]
        : []),
      ...years.map((y) => ({ label: String(y), width: 1.3, align: 'right' as const })),
    ];
    r.table(
      cols,
      g.lines.map((l) => [
        l,
        t(`lines.${l}`),
        ...(g.opening ? [yuanText(f, (a.statements.opening as Record<string, number>)[l])] : []),
        ...a.statements.years.map((y) => yuanText(f, y.lines[l as keyof typeof y.lines])),
      ]),
      { size: 8 },
    );
  }
  return r.finish();
}
