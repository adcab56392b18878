import { useFormatter, useTranslations } from 'next-intl';
import { KvTable } from '@/components/layout/kv-table';
import {
  creditSignalTone,
  invoiceBandOf,
  portraits,
  revenueBands,
  type PortraitId,
  type RevenueBand,
} from '@/lib/sample-data/industry';
import { portraitRiskLevel } from '@/lib/industry-insights';
import { figureFormat, type FigureFormat } from '@/lib/format/figures';
import styles from './insights.module.css';

type SmallMicroT = ReturnType<typeof useTranslations<'smallMicro'>>;

/** Localised label of a revenue band, e.g. `100万–300万元` / `CNY 1M–3M`. */
export function revenueBandLabel(t: SmallMicroT, f: FigureFormat, band: RevenueBand): string {
  const { min, max } = revenueBands[band];
  if (min === null) return t('revenueBands.under', { max: f.compact(max) });
  if (max === null) return t('revenueBands.over', { min: f.compact(min) });
  return t('revenueBands.between', { min: f.compact(min), max: f.compact(max) });
}

/**
 * One small-and-micro enterprise portrait: name, summary, the profile fields (industry, region, legal form, years
 * operating, stores, headcount, revenue band, invoice activity) and its credit signals, each marked positive,
 * neutral or watch in words as well as colour. Hook-based, so it renders both on the server and inside client
 * components (the random-portrait page). Callers wrap it in `SampleWatermark` and show the sample label.
 */
export function PortraitCard({ id, headingLevel = 3 }: { id: PortraitId; headingLevel?: 2 | 3 }) {
  const t = useTranslations('smallMicro');
  const ti = useTranslations('industryAnalysis');
  const f = figureFormat(useFormatter());
  const p = portraits[id];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `portrait-${id}-title`;
  const band = invoiceBandOf(p.invoiceMonths);

  const rows: [string, string][] = [
    [t('card.industry'), ti(`industries.${p.industry}`)],
    [t('card.region'), ti(`regions.${p.region}`)],
    [t('card.legalForm'), t(`legalForms.${p.legalForm}`)],
    [t('card.years'), t('card.yearsValue', { years: p.yearsOperating })],
    [t('card.stores'), t('card.storesValue', { count: p.stores })],
    [t('card.employees'), t('card.employeesValue', { count: p.employees })],
    [t('card.revenue'), revenueBandLabel(t, f, p.revenueBand)],
    [t('card.invoice'), t('card.invoiceValue', { band: t(`invoiceBands.${band}`), months: p.invoiceMonths })],
    [t('card.risk'), t(`riskLevels.${portraitRiskLevel(p)}`)],
  ];

  return (
    <article className={`card ${styles.portrait}`} id={`portrait-${id}`} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.portraitName}>
        {t(`portraits.${id}.name`)}
      </Heading>
      <p className="muted">{t(`portraits.${id}.summary`)}</p>
      <KvTable rows={rows} caption={t('card.caption', { name: t(`portraits.${id}.name`) })} captionHidden />
      <p className={styles.signalsTitle}>{t('card.signals')}</p>
      <ul className={styles.signals}>
        {p.creditSignals.map((s) => {
          const tone = creditSignalTone[s];
          return (
            <li key={s} className={styles[`tone_${tone}`]}>
              <span className={styles.toneTag}>{t(`card.tone.${tone}`)}</span>
              {t(`signals.${s}`)}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
