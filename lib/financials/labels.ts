/**
 * Texts of the financial analysis, shared by the page (client) and the PDF (server), so both say the same thing:
 * a ratio's value in its unit, a ratio's formula as statement lines, and a red flag's name, rule (with its
 * thresholds) and measured value with its evidence. `t` is a translator over `liveDemos.finance`.
 */
import { formatCount, type Formatter } from '@/lib/format';
import { ratioDefs, type RatioUnit } from './ratios';
import { redFlagRules, type RedFlag } from './red-flags';

type T = (key: string, values?: Record<string, string | number>) => string;

const n2 = (f: Formatter, v: number) => f.number(v, { maximumFractionDigits: 2, minimumFractionDigits: 2 });

/** A ratio value in its unit (1.23×, 45.6%, 38 days), or "n/a". */
export function ratioText(t: T, f: Formatter, unit: RatioUnit, value: number | null): string {
  if (value === null) return t('notComputable');
  if (unit === 'pct')
    return t('units.pct', { value: f.number(value * 100, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) });
  if (unit === 'days') return t('units.days', { value: f.number(value, { maximumFractionDigits: 0 }) });
  return t('units.times', { value: n2(f, value) });
}

/** The unit of a ratio id. */
export function ratioUnit(id: string): RatioUnit {
  return ratioDefs.find((d) => d.id === id)?.unit ?? 'times';
}

/** A ratio's formula as the statement lines it reads, e.g. `BS05 流动资产合计 ÷ BS12 流动负债合计`. */
export function ratioSource(t: T, id: string): string {
  const d = ratioDefs.find((x) => x.id === id);
  if (!d) return '';
  return d.lines.map((l) => (l.startsWith('p') ? `${l.slice(1)}′` : `${l} ${t(`lines.${l}`)}`)).join(' · ');
}

/** An amount in yuan, exact with grouping. */
export function yuanText(f: Formatter, v: number): string {
  return formatCount(f, v);
}

/** Name, rule with thresholds, measured value and evidence lines of a red flag. */
export function flagTexts(
  t: T,
  f: Formatter,
  flag: RedFlag,
): { name: string; rule: string; measured: string; evidence: string[] } {
  const rule = redFlagRules[flag.rule] as Record<string, number>;
  const thresholds = Object.fromEntries(
    Object.entries(rule).map(([k, v]) => [k, flag.rule === 'highLeverage' ? `${f.number(v * 100)}%` : f.number(v)]),
  );
  const year = flag.years[flag.years.length - 1];
  const measuredValue =
    flag.rule === 'highLeverage'
      ? `${f.number(flag.measured * 100, { maximumFractionDigits: 1 })}%`
      : flag.rule === 'receivablesOutpaceRevenue' || flag.rule === 'inventoryBuildUp'
        ? f.number(flag.measured, { maximumFractionDigits: 1 })
        : flag.rule === 'ocfBelowProfit' || flag.rule === 'repeatedLosses'
          ? f.number(flag.measured)
          : n2(f, flag.measured);
  const years = flag.years.map(String).join(', ');
  return {
    name: t(`rules.${flag.rule}.name`),
    rule: t(`rules.${flag.rule}.rule`, thresholds),
    measured: t(`rules.${flag.rule}.measured`, { year, value: measuredValue, years }),
    evidence: flag.evidence.map((e) =>
      /^(BS|IS|CF)\d\d$/.test(e.ref)
        ? `${e.year} ${e.ref} ${t(`lines.${e.ref}`)}: ${yuanText(f, e.value)}`
        : `${e.year} ${e.ref}: ${n2(f, e.value)}`,
    ),
  };
}

/** Every rule with its thresholds filled in (the "rules and thresholds" list). */
export function ruleTexts(t: T, f: Formatter): { id: string; name: string; rule: string }[] {
  return Object.entries(redFlagRules).map(([id, r]) => ({
    id,
    name: t(`rules.${id}.name`),
    rule: t(
      `rules.${id}.rule`,
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [k, id === 'highLeverage' ? `${f.number(v * 100)}%` : f.number(v)]),
      ),
    ),
  }));
}
