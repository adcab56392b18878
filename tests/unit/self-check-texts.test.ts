import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { fillSlots } from '@/i18n/slots';

const messagesOf = (locale: Locale) =>
  loadMessages(locale, async (file) => ({
    default: JSON.parse(readFileSync(path.join(import.meta.dirname, '../../messages', `${file}.json`), 'utf8')),
  }));

// next-intl's server translator outside a request: the same messages a request would get.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace?: string }) =>
    createTranslator({ locale, messages: await messagesOf(locale), namespace: namespace as never }),
}));

const { checkRows, selfCheckTexts, slotTemplateArgs } = await import('@/components/general/self-check-texts');

/** Sample values per ICU argument: what the checks put in (numbers for status and ms, strings otherwise). */
const samples: Record<string, (string | number)[]> = {
  name: ['Chrome', 'Edge', ''],
  version: ['131', '109.0', ''],
  os: ['Windows 10/11', 'unknown OS', ''],
  zoom: ['0.8', '0.6667'],
  latest: ['20261125-1a2b3c4', 'b-{x}'],
  type: ['4g', 'slow-2g'],
  status: [200, 503, 0],
  ms: [0, 37, 10004],
};

describe('self-check texts computed on the server (issue 28)', () => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    it(`${locale}: every slot template fills to what next-intl formats`, async () => {
      const texts = await selfCheckTexts(locale);
      const t = createTranslator({
        locale,
        messages: await messagesOf(locale),
        namespace: 'selfCheck.values',
      }) as unknown as (key: string, values: Record<string, string | number>) => string;
      for (const [key, args] of Object.entries(slotTemplateArgs)) {
        for (let i = 0; i < 3; i++) {
          const values = Object.fromEntries(args.map((arg) => [arg, samples[arg][i % samples[arg].length]]));
          const template = texts.values[key as keyof typeof slotTemplateArgs] as Parameters<typeof fillSlots>[0];
          expect(fillSlots(template, values), `${key} ${JSON.stringify(values)}`).toBe(t(key, values));
        }
      }
    });

    it(`${locale}: labels in display order, plain values and statuses as in the messages`, async () => {
      const texts = await selfCheckTexts(locale);
      const { selfCheck } = (await messagesOf(locale)) as unknown as {
        selfCheck: {
          rows: Record<string, { label: string; hint: string }>;
          values: Record<string, string>;
          results: { status: Record<string, string>; checking: string };
        };
      };
      expect(texts.rows.map((r) => r.key)).toEqual([...checkRows]);
      expect(Object.keys(selfCheck.rows).sort()).toEqual([...checkRows].sort());
      for (const row of texts.rows) expect(row).toEqual({ key: row.key, ...selfCheck.rows[row.key] });
      expect(Object.keys(texts.values).sort()).toEqual(Object.keys(selfCheck.values).sort());
      for (const [key, text] of Object.entries(texts.values)) {
        const shown = typeof text === 'string' ? text : text.text;
        if (!(key in slotTemplateArgs)) expect(shown, key).toBe(selfCheck.values[key]);
        expect(shown, key).not.toMatch(/[{}]|values\./);
      }
      expect(texts.status).toEqual(selfCheck.results.status);
      expect(texts.results.checking).toBe(selfCheck.results.checking);
    });
  }
});
