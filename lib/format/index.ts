import { createFormatter, type Formats } from 'next-intl';
import type { Locale } from '@/i18n/routing';

/**
 * The site's one formatting path. `siteFormats(locale)` is the next-intl `formats` configuration registered in
 * `i18n/request.ts`, so every server component (`getFormatter()`) and client component (`useFormatter()`) formats
 * a figure by name — `format.number(v, 'money')`, `format.dateTime(d, 'date')`, `format.list(names, 'enumeration')`
 * — and both render the same string. Code outside React (pdfkit, JSON answers, tests) gets the same formatter from
 * `siteFormatter(locale)`. The helpers below name the common cases and parse sample-data dates.
 *
 * zh-CN shows 万/亿 and `¥` (`¥4250万`, `31.2万`); en-US shows K/M/B and the ISO code (`CNY 42.5M`), never the
 * ambiguous `CN¥` (SITE.md §2) — except list prices on /pricing, which keep Intl's own `CN¥` in English.
 */

/** The next-intl formatter, as returned by `useFormatter()` (client), `getFormatter()` (server) or `siteFormatter()`. */
export type Formatter = ReturnType<typeof createFormatter>;

/** Every date and time on the site is shown in China time. */
export const siteTimeZone = 'Asia/Shanghai';

/** The named number, date and list formats of a locale (next-intl `formats`). */
export function siteFormats(locale: string) {
  const currencyDisplay = locale.startsWith('en') ? 'code' : 'symbol';
  const cny = { style: 'currency', currency: 'CNY', currencyDisplay } as const;
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
  return {
    number: {
      /** Whole number with grouping: 1,234. */
      count: { maximumFractionDigits: 0 },
      /** Up to one decimal: 12.5. */
      decimal: { maximumFractionDigits: 1 },
      /** Compact, up to one decimal: 31.2万 / 312.4K. */
      compact: { notation: 'compact', maximumFractionDigits: 1 },
      /** CNY, compact, up to two decimals: ¥3.86亿 / CNY 386M (profiles, reports, statements). */
      money: { ...cny, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 },
      /** CNY, compact, up to one decimal: ¥255.9亿 / CNY 25.6B (insight charts and tables). */
      moneyShort: { ...cny, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 },
      /** CNY to the fen: ¥1,286,400.00 / CNY 1,286,400.00. */
      moneyExact: { ...cny, minimumFractionDigits: 2, maximumFractionDigits: 2 },
      /** A list price in whole yuan: ¥198 / CN¥198. */
      price: { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 },
      /** An annual fee, compact: ¥12.8万 / CN¥128K. */
      fee: {
        style: 'currency',
        currency: 'CNY',
        notation: 'compact',
        maximumFractionDigits: 1,
        trailingZeroDisplay: 'stripIfInteger',
      },
      /** A ratio as a percentage, up to one decimal: 0.638 → 63.8%. */
      percent: { style: 'percent', maximumFractionDigits: 1 },
      /** The same, signed: +8.4% / −3%. */
      percentSigned: { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' },
      /** A ratio with exactly one decimal: 0.12 → 12.0%. */
      percentFixed: { style: 'percent', ...oneDecimal },
      /** A ratio in whole percent: 0.16 → 16%. */
      percentWhole: { style: 'percent', maximumFractionDigits: 0 },
      /** A signed change with one decimal: 0.084 → +8.4%. */
      growth: { style: 'percent', ...oneDecimal, signDisplay: 'exceptZero' },
      /** Index points with one decimal: 104.0. */
      index: oneDecimal,
      /** Signed index points: +6.7. */
      delta: { ...oneDecimal, signDisplay: 'exceptZero' },
    },
    dateTime: {
      /** 2026年11月21日 / Nov 21, 2026. */
      date: { dateStyle: 'medium', timeZone: siteTimeZone },
      /** 2026年11月21日 09:30 / Nov 21, 2026, 9:30 AM. */
      dateTime: { dateStyle: 'medium', timeStyle: 'short', timeZone: siteTimeZone },
      /** With the time zone named, for documents read elsewhere: 2026年11月21日 中国标准时间 09:30 / Nov 21, 2026, 9:30 AM China Standard Time. */
      dateTimeZoned: {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: siteTimeZone,
        timeZoneName: 'long',
      },
      /** 2026年6月 / Jun 2026. */
      month: { year: 'numeric', month: 'short', timeZone: siteTimeZone },
      /** An axis tick: 10月 / Oct. */
      monthTick: { month: 'short', timeZone: siteTimeZone },
      /** An axis tick on January: 26年1月 / Jan 26. */
      monthTickYear: { year: '2-digit', month: 'short', timeZone: siteTimeZone },
    },
    list: {
      /** An enumeration: 甲、乙、丙 / A, B, C. */
      enumeration: { type: 'conjunction', style: 'narrow' },
    },
  } satisfies Formats;
}

/** The names accepted by `format.number(value, name)`. */
export type NumberFormatName = keyof ReturnType<typeof siteFormats>['number'];

/** A formatter with the site's formats, for code outside React (PDF rendering, JSON answers, tests). */
export function siteFormatter(locale: Locale, now?: Date): Formatter {
  return createFormatter({ locale, timeZone: siteTimeZone, now, formats: siteFormats(locale) });
}

/** Parses a sample-data date (`YYYY-MM-DD` or `YYYY-MM`, the first of the month) as a date in China time. */
export function sampleDate(value: string): Date {
  const iso = value.length === 7 ? `${value}-01` : value;
  return iso.length === 10 ? new Date(`${iso}T00:00:00+08:00`) : new Date(iso);
}

/** An amount in CNY, compact: zh-CN `¥4250万` / `¥3.86亿`, en-US `CNY 42.5M` / `CNY 386M` (SITE.md §2). */
export function formatMoney(format: Formatter, value: number): string {
  return format.number(value, 'money');
}

/** An exact amount from fen (1/100 yuan): zh `¥1,286,400.00`, en `CNY 1,286,400.00`. */
export function formatFen(format: Formatter, fen: number): string {
  return format.number(fen / 100, 'moneyExact');
}

/** A compact amount from fen: ¥4250万 / CNY 42.5M. */
export function formatFenCompact(format: Formatter, fen: number): string {
  return format.number(fen / 100, 'money');
}

/** A percentage given in percent units (62 → 62%, 63.8 → 63.8%); `signed` adds +/−. */
export function formatPct(format: Formatter, value: number, signed = false): string {
  return format.number(value / 100, signed ? 'percentSigned' : 'percent');
}

/**
 * A figure that may be unknown (issue 38: unknown is null, never 0): `fmt(value)`, or `undisclosed` — the locale's
 * 未披露 / Not disclosed (`company.notDisclosed`) — for null or undefined.
 */
export function orUndisclosed<T>(value: T | null | undefined, fmt: (v: T) => string, undisclosed: string): string {
  return value === null || value === undefined ? undisclosed : fmt(value);
}

/** A plain count with grouping (1,234). */
export function formatCount(format: Formatter, value: number): string {
  return format.number(value, 'count');
}

/** A calendar date (sample-data string or Date): zh `2026年11月21日`, en `Nov 21, 2026`. */
export function formatDate(format: Formatter, value: string | Date): string {
  return format.dateTime(typeof value === 'string' ? sampleDate(value) : value, 'date');
}

/** A date and time (ISO string or Date): zh `2026年11月21日 09:30`, en `Nov 21, 2026, 9:30 AM`. */
export function formatDateTime(format: Formatter, value: string | Date): string {
  return format.dateTime(typeof value === 'string' ? new Date(value) : value, 'dateTime');
}

/**
 * A date and time with its time zone named (ISO string or Date), for reports read outside China time:
 * zh `2026年11月21日 中国标准时间 09:30`, en `Nov 21, 2026, 9:30 AM China Standard Time`.
 */
export function formatDateTimeZoned(format: Formatter, value: string | Date): string {
  return format.dateTime(typeof value === 'string' ? new Date(value) : value, 'dateTimeZoned');
}

/** A month (`YYYY-MM` or a date within it): zh `2026年6月`, en `Jun 2026`. */
export function formatMonth(format: Formatter, month: string): string {
  return format.dateTime(sampleDate(month.slice(0, 7)), 'month');
}

/** An enumeration in the locale's style: 甲、乙、丙 / A, B, C. */
export function formatList(format: Formatter, items: readonly string[]): string {
  return format.list(items, 'enumeration');
}
