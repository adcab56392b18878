/**
 * Number and date formatting for the insights pages, on top of next-intl's formatter so both server components
 * (`getFormatter()`) and client components (`useFormatter()`) produce identical strings.
 * zh-CN: 万/亿 and ¥ (e.g. `31.2万`, `¥255.9亿`); en-US: K/M/B and CNY (e.g. `312.4K`, `CNY 25.6B`).
 */

/** The subset of next-intl's formatter these helpers need. */
export interface NumberDateFormatter {
  number(value: number, options?: Intl.NumberFormatOptions): string;
  dateTime(value: Date, options?: Intl.DateTimeFormatOptions): string;
}

/** How a chart or table value is shown. */
export type ValueKind = 'count' | 'money' | 'percent' | 'growth' | 'index' | 'integer';

/** A date at noon UTC, so the calendar day is the same in every time zone. */
export function isoDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, (m ?? 1) - 1, d ?? 15, 12));
}

/** Formatters bound to a locale; `locale` decides CNY display (¥ symbol in zh, `CNY` code in en). */
export function insightFormat(format: NumberDateFormatter, locale: string) {
  const zh = locale.startsWith('zh');
  const compact = (v: number) =>
    Math.abs(v) >= 10_000 ? format.number(v, { notation: 'compact', maximumFractionDigits: 1 }) : format.number(v, { maximumFractionDigits: 1 });
  const fns = {
    /** Large counts compact (31.2万 / 312.4K), small ones plain. */
    count: compact,
    /** Whole numbers with grouping. */
    integer: (v: number) => format.number(v, { maximumFractionDigits: 0 }),
    /** CNY amount, compact. */
    money: (v: number) =>
      format.number(v, {
        style: 'currency',
        currency: 'CNY',
        currencyDisplay: zh ? 'symbol' : 'code',
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }),
    /** A compact number without currency, for use inside a message that names the currency. */
    compact: (v: number) => format.number(v, { notation: 'compact', maximumFractionDigits: 1 }),
    /** 0.123 → 12.3%. */
    percent: (v: number) => format.number(v, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    /** Whole percent points → 16%. */
    wholePercent: (v: number) => format.number(v / 100, { style: 'percent', maximumFractionDigits: 0 }),
    /** Signed change: 0.084 → +8.4%. */
    growth: (v: number) =>
      format.number(v, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
    /** Index points with one decimal. */
    index: (v: number) => format.number(v, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    /** Signed index points: 6.7 → +6.7. */
    delta: (v: number) => format.number(v, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
    /** ISO date → 2026年10月31日 / Oct 31, 2026. */
    date: (iso: string) => format.dateTime(isoDate(iso), { dateStyle: 'medium', timeZone: 'UTC' }),
    /** `YYYY-MM` or ISO date → 2026年10月 / Oct 2026. */
    month: (iso: string) => format.dateTime(isoDate(iso.length === 7 ? `${iso}-15` : iso), { year: 'numeric', month: 'short', timeZone: 'UTC' }),
    /** `YYYY-MM` → a short axis tick: the month alone (10月 / Oct), with the year added on January. */
    monthTick: (iso: string) => {
      const d = isoDate(`${iso.slice(0, 7)}-15`);
      const opts: Intl.DateTimeFormatOptions =
        d.getUTCMonth() === 0 ? { year: '2-digit', month: 'short', timeZone: 'UTC' } : { month: 'short', timeZone: 'UTC' };
      return format.dateTime(d, opts);
    },
  };
  return {
    ...fns,
    /** Formats a value by kind. */
    value: (kind: ValueKind, v: number) => fns[kind](v),
  };
}

export type InsightFormat = ReturnType<typeof insightFormat>;
