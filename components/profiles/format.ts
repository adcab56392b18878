import type { createFormatter } from 'next-intl';

/** The next-intl formatter, as returned by `useFormatter()` (client) or `getFormatter()` (server). */
export type Formatter = ReturnType<typeof createFormatter>;

const timeZone = 'Asia/Shanghai';

/** Parses a sample-data date (`YYYY-MM-DD` or `YYYY-MM`) as a date in China time. */
export function sampleDate(value: string): Date {
  const iso = value.length === 7 ? `${value}-01` : value;
  return iso.length === 10 ? new Date(`${iso}T00:00:00+08:00`) : new Date(iso);
}

/**
 * An amount in CNY, compact: zh-CN `¥4250万` / `¥3.86亿`, en-US `CNY 42.5M` / `CNY 386M` (SITE.md §2).
 * Pass `locale` so en-US shows the ISO code instead of the ambiguous `CN¥`.
 */
export function formatMoney(format: Formatter, locale: string, value: number): string {
  return format.number(value, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: locale.startsWith('en') ? 'code' : 'symbol',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
}

/** A percentage given in percent units (62 → 62%, 63.8 → 63.8%); `signed` adds +/−. */
export function formatPct(format: Formatter, value: number, signed = false): string {
  return format.number(value / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: signed ? 'exceptZero' : 'auto' });
}

/** A plain count with grouping (1,234 / 1,234). */
export function formatCount(format: Formatter, value: number): string {
  return format.number(value, { maximumFractionDigits: 0 });
}

/** A calendar date: zh `2026年11月21日`, en `Nov 21, 2026`. */
export function formatDate(format: Formatter, value: string | Date): string {
  return format.dateTime(typeof value === 'string' ? sampleDate(value) : value, { dateStyle: 'medium', timeZone });
}

/** A date and time: zh `2026年11月21日 09:30`, en `Nov 21, 2026, 9:30 AM`. */
export function formatDateTime(format: Formatter, value: string | Date): string {
  return format.dateTime(typeof value === 'string' ? new Date(value) : value, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** A month (`YYYY-MM`): zh `2026年6月`, en `Jun 2026`. */
export function formatMonth(format: Formatter, month: string): string {
  return format.dateTime(sampleDate(month), { year: 'numeric', month: 'short', timeZone });
}
