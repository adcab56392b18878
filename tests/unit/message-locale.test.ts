import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

/**
 * instrumentation-client.ts answers a lookup of the site's locales as given instead of looking them up among the browser's
 * available locales. For the site's two locales every message must format exactly as before: plain values,
 * numbers, plurals, ordinals and skeletons.
 */
const cases: [locale: 'zh-CN' | 'en-US', message: string, values: Record<string, string | number>][] = [
  ['zh-CN', '{count} 个章节', { count: 12345 }],
  ['zh-CN', '持股 {pct}%', { pct: '12.5' }],
  ['zh-CN', '{n, plural, other {共 # 条}}', { n: 1200 }],
  ['zh-CN', '{share, number, ::percent}', { share: 0.256 }],
  ['en-US', '{count, plural, one {# section} other {# sections}}', { count: 1 }],
  ['en-US', '{count, plural, one {# section} other {# sections}}', { count: 1234 }],
  ['en-US', '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 23 }],
  [
    'en-US',
    '{kind, select, person {a person} other {an enterprise}} holds {pct, number}%',
    { kind: 'person', pct: 33.3 },
  ],
];

function formatAll() {
  return cases.map(([locale, message, values]) => {
    const mf = new IntlMessageFormat(message, locale);
    return { text: mf.format(values), locale: mf.resolvedOptions().locale };
  });
}

describe('ICU messages with the locale taken as given (instrumentation-client.ts)', () => {
  it('format every kind of argument exactly as with the looked-up locale, in both locales', async () => {
    const before = formatAll();
    const lookup = Intl.NumberFormat.supportedLocalesOf;
    await import('@/instrumentation-client');
    try {
      expect(Intl.NumberFormat.supportedLocalesOf).not.toBe(lookup);
      // Other lookups still go to the engine.
      expect(Intl.NumberFormat.supportedLocalesOf(['fr-FR'])).toEqual(lookup.call(Intl.NumberFormat, ['fr-FR']));
      const after = formatAll();
      expect(after).toEqual(before);
      expect(after.map((r) => r.locale)).toEqual(cases.map(([locale]) => locale));
      expect(after[3].text).toBe('26%');
      expect(after[4].text).toBe('1 section');
      expect(after[5].text).toBe('1,234 sections');
      expect(after[6].text).toBe('23rd');
    } finally {
      Intl.NumberFormat.supportedLocalesOf = lookup;
    }
  });
});
