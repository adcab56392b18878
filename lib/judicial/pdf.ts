/**
 * The litigation search as a PDF (`lib/pdf/report.ts`): the subject, the summary, and every row with its source
 * record (`<ckey>/<id>`); for a person, their roles, restrictions naming them, and each represented or controlled
 * company's summary and rows. Sample data, labelled so by the report frame.
 */
import type { Locale } from '@/i18n/routing';
import { formatDate, siteFormatter } from '@/lib/format';
import { PdfReport, type TableColumn } from '@/lib/pdf/report';
import { translator } from '@/i18n/translator';
import { factsAsOf } from '@/lib/facts/as-of';
import type { JudicialCompany, JudicialResponse, JudicialRow } from './schemas';

export async function judicialPdf(result: JudicialResponse, locale: Locale, now = new Date()): Promise<Uint8Array> {
  const t = translator(locale, 'riskDemos');
  const format = siteFormatter(locale, now);
  const name = result.company ? result.company.name : (result.person?.name ?? '');
  const r = new PdfReport({
    locale,
    title: t('judicial.pdfTitle'),
    subtitle: t('judicial.pdfSubject', { name }),
    meta: [formatDate(format, factsAsOf)],
  });
  const c = (k: string) => t(`judicial.columns.${k}`);
  const columns: TableColumn[] = [
    { label: c('date'), width: 1.1 },
    { label: c('type'), width: 1.2 },
    { label: c('role'), width: 0.8 },
    { label: c('detail'), width: 2.4 },
    { label: c('amount'), width: 1.2, align: 'right' },
    { label: c('status'), width: 1 },
    { label: c('record'), width: 1.7 },
  ];
  const rows = (list: JudicialRow[]) =>
    list.map((x) => [x.date, x.typeLabel, x.roleLabel, x.detail, x.amountText, x.statusLabel, x.id]);
  const company = (co: JudicialCompany) => {
    r.section(t('judicial.companyHeading', { name: co.name, uscc: co.uscc }));
    const s = co.summary;
    r.keyValues([
      [t('judicial.exposure'), s.openExposureText],
      [
        t('judicial.cases'),
        `${s.cases} (${t('judicial.asDefendant')} ${s.asDefendant} / ${t('judicial.asPlaintiff')} ${s.asPlaintiff})`,
      ],
      [t('judicial.enforcement'), String(s.enforcement)],
      [t('judicial.dishonest'), String(s.dishonest)],
      [t('judicial.restrictions'), String(s.restrictions)],
      [t('judicial.byKind'), s.byKind.map((k) => `${k.label} ${k.count}`).join(' · ')],
      [t('judicial.byYear'), s.byYear.map((y) => `${y.year}: ${y.count}`).join(' · ') || '—'],
    ]);
    r.paragraph(t('judicial.exposureNote'), { muted: true });
    if (co.rows.length === 0) r.paragraph(t('judicial.noRows'));
    else r.table(columns, rows(co.rows));
  };
  if (result.company) company(result.company);
  if (result.person) {
    const p = result.person;
    r.section(t('judicial.personTitle', { name: p.name }));
    r.keyValues(p.roles.map((x): [string, string] => [x.company, x.labels.join(' · ')]));
    r.paragraph(t('judicial.personRestrictions', { count: p.restrictions.length }));
    if (p.restrictions.length) r.table(columns, rows(p.restrictions));
    for (const co of p.companies) company(co);
  }
  return r.finish();
}
