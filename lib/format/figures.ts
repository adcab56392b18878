import { type Formatter, sampleDate } from './index';

/** How a chart or table value of the insight pages is shown. */
export type ValueKind = 'count' | 'money' | 'percent' | 'growth' | 'index' | 'integer';

/**
 * The figure formatters of the insight pages (charts, tables, key stats), bound to a next-intl formatter from
 * `getFormatter()` or `useFormatter()`, so server and client render identical strings. Values are ratios for
 * `percent`/`growth` (0.123 → 12.3%), CNY for `money`, ISO dates (`YYYY-MM-DD`) or months (`YYYY-MM`) for dates.
 */
export function figureFormat(format: Formatter) {
  const fns = {
    /** Large counts compact (31.2万 / 312.4K), small ones plain with up to one decimal. */
    count: (v: number) => format.number(v, Math.abs(v) >= 10_000 ? 'compact' : 'decimal'),
    /** Whole numbers with grouping. */
    integer: (v: number) => format.number(v, 'count'),
    /** CNY amount, compact, one decimal at most (¥255.9亿 / CNY 25.6B). */
    money: (v: number) => format.number(v, 'moneyShort'),
    /** A compact number without currency, for use inside a message that names the currency. */
    compact: (v: number) => format.number(v, 'compact'),
    /** 0.123 → 12.3%. */
    percent: (v: number) => format.number(v, 'percentFixed'),
    /** Whole percent points → 16%. */
    wholePercent: (v: number) => format.number(v / 100, 'percentWhole'),
    /** Signed change: 0.084 → +8.4%. */
    growth: (v: number) => format.number(v, 'growth'),
    /** Index points with one decimal. */
    index: (v: number) => format.number(v, 'index'),
    /** Signed index points: 6.7 → +6.7. */
    delta: (v: number) => format.number(v, 'delta'),
    /** ISO date → 2026年10月31日 / Oct 31, 2026. */
    date: (iso: string) => format.dateTime(sampleDate(iso), 'date'),
    /** `YYYY-MM` or ISO date → 2026年10月 / Oct 2026. */
    month: (iso: string) => format.dateTime(sampleDate(iso.slice(0, 7)), 'month'),
    /** `YYYY-MM` → a short axis tick: the month alone (10月 / Oct), with the year added on January. */
    monthTick: (iso: string) => {
      const month = iso.slice(0, 7);
      return format.dateTime(sampleDate(month), month.endsWith('-01') ? 'monthTickYear' : 'monthTick');
    },
  };
  return {
    ...fns,
    /** Formats a value by kind. */
    value: (kind: ValueKind, v: number) => fns[kind](v),
  };
}

export type FigureFormat = ReturnType<typeof figureFormat>;
