import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { serviceSlugs } from '@/lib/catalog';
import { errorCodes, leadFields } from '@/lib/leads/fields';
import { localizeErrors } from '@/lib/leads/messages';

const messagesOf = (locale: Locale) =>
  loadMessages(locale, async (file) => ({
    default: JSON.parse(readFileSync(path.join(import.meta.dirname, '../../messages', `${file}.json`), 'utf8')),
  }));

// next-intl's server translator outside a request: the same messages a request would get.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace?: string }) =>
    createTranslator({ locale, messages: await messagesOf(locale), namespace: namespace as never }),
}));

const { bookingTexts } = await import('@/components/demo/booking-texts');

describe('booking form texts computed on the server (issue 28)', () => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    it(`${locale}: every field × error code shows the message the endpoint gives for it`, async () => {
      const texts = await bookingTexts(locale);
      for (const field of leadFields) {
        for (const code of errorCodes) {
          const shown = texts.errors[field]?.[code] ?? texts.invalidError;
          expect(shown, `${field}.${code}`).toBe(localizeErrors({ [field]: code }, locale)[field]);
          expect(shown).not.toMatch(/[{}]|errors\./);
        }
      }
    });

    it(`${locale}: labels, options and the confirmation's reference line`, async () => {
      const texts = await bookingTexts(locale);
      const messages = (await messagesOf(locale)) as unknown as {
        demoForm: { success: { reference: string }; fields: { name: { label: string } } };
      };
      expect(texts.fields.name.label).toBe(messages.demoForm.fields.name.label);
      expect(texts.services.groups.flatMap((g) => g.options.map((o) => o.value)).sort()).toEqual(
        [...serviceSlugs].sort(),
      );
      expect(texts.services.groups.every((g) => g.options.every((o) => o.label && o.label !== o.value))).toBe(true);
      expect(texts.permalink).toBe(locale === 'zh-CN' ? '/demo#book' : '/en-US/demo#book');
      expect(texts.success.reference.join('AB12CD34')).toBe(
        messages.demoForm.success.reference.replace('{reference}', 'AB12CD34'),
      );
    });
  }
});
