import { formatMoney, type Formatter } from '@/components/profiles/format';

/** An exact amount from fen: zh `¥1,286,400.00`, en `CNY 1,286,400.00`. */
export function fenExact(format: Formatter, locale: string, fen: number): string {
  return format.number(fen / 100, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: locale.startsWith('en') ? 'code' : 'symbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** A compact amount from fen (¥4250万 / CNY 42.5M), via the site's money formatter. */
export function fenCompact(format: Formatter, locale: string, fen: number): string {
  return formatMoney(format, locale, fen / 100);
}
