import { describe, expect, it } from 'vitest';
import { figureFormat } from '@/lib/format/figures';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatFen,
  formatList,
  formatMoney,
  formatMonth,
  formatPct,
  siteFormatter,
} from '@/lib/format';

const zh = siteFormatter('zh-CN');
const en = siteFormatter('en-US');

describe('the site formats (lib/format, registered in i18n/request.ts)', () => {
  it('shows CNY amounts in 万/亿 with ¥ in Chinese and K/M/B with the ISO code in English', () => {
    expect(formatMoney(zh, 42_500_000)).toBe('¥4250万');
    expect(formatMoney(zh, 386_000_000)).toBe('¥3.86亿');
    expect(formatMoney(en, 42_500_000).replace(/\s/g, ' ')).toBe('CNY 42.5M');
    expect(formatFen(zh, 128_640_000)).toBe('¥1,286,400.00');
  });

  it('keeps list prices and fees as /pricing shows them', () => {
    expect(zh.number(198, 'price')).toBe('¥198');
    expect(en.number(198, 'price')).toBe('CN¥198');
    expect(zh.number(128_000, 'fee')).toBe('¥12.8万');
    expect(en.number(128_000, 'fee')).toBe('CN¥128K');
  });

  it('formats percentages from percent units, optionally signed', () => {
    expect(formatPct(zh, 63.8)).toBe('63.8%');
    expect(formatPct(en, 8.4, true)).toBe('+8.4%');
    expect(formatCount(en, 1234.4)).toBe('1,234');
  });

  it('shows sample dates as calendar days in China time', () => {
    expect(formatDate(zh, '2026-11-21')).toBe('2026年11月21日');
    expect(formatDate(en, '2026-11-21')).toBe('Nov 21, 2026');
    expect(formatMonth(zh, '2026-06')).toBe('2026年6月');
    expect(formatMonth(en, '2026-06-30')).toBe('Jun 2026');
    expect(formatDateTime(zh, '2026-11-21T01:30:00Z')).toBe('2026年11月21日 09:30');
  });

  it('joins lists the way each language enumerates', () => {
    expect(formatList(zh, ['甲', '乙', '丙'])).toBe('甲、乙、丙');
    expect(formatList(en, ['KYC', 'AML'])).toBe('KYC, AML');
  });

  it('gives the insight pages compact figures, one decimal, and axis ticks with the year on January', () => {
    const f = figureFormat(zh);
    expect(f.count(312_400)).toBe('31.2万');
    expect(f.count(12.34)).toBe('12.3');
    expect(f.money(25_590_000_000)).toBe('¥255.9亿');
    expect(figureFormat(en).money(25_590_000_000).replace(/\s/g, ' ')).toBe('CNY 25.6B');
    expect(f.growth(0.084)).toBe('+8.4%');
    expect(f.percent(0.12)).toBe('12.0%');
    expect(f.date('2026-10-31')).toBe('2026年10月31日');
    expect(figureFormat(en).monthTick('2026-10')).toBe('Oct');
    expect(figureFormat(en).monthTick('2026-01')).toBe('Jan 26');
  });
});
