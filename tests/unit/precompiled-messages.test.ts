import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import formatCompiled from 'use-intl/format-message/format-only';
import { describe, expect, it } from 'vitest';
import { pickClientMessages } from '@/i18n/client-messages';
import formatOnServer from '@/i18n/format-message';
import { loadMessages, type Messages } from '@/i18n/messages';
import { precompileMessage, precompileMessages } from '@/i18n/precompile';
import { routing, type Locale } from '@/i18n/routing';
import { siteFormats, siteTimeZone } from '@/lib/format';
// next-intl's ICU formatter (intl-messageformat) by file: vitest.config.mts aliases the package name
// `use-intl/format-message` to the server's formatter (i18n/format-message.ts), which this test compares against it.
// @ts-expect-error -- a JavaScript file of use-intl without a declaration beside it; typed below from its package export.
import formatIcuFile from '../../node_modules/use-intl/dist/esm/production/format-message/index.js';

const formatIcu = formatIcuFile as typeof import('use-intl/format-message').default;

/**
 * Issue 28: client components get their messages compiled ahead of time (i18n/precompile.ts) and format them with
 * next-intl's format-only runtime; server components keep formatting the raw ICU strings with intl-messageformat.
 * Every message that takes arguments must read exactly the same either way, in both locales, for every plural
 * category, select branch, number, date and rich-text tag it has.
 */

type Values = Record<string, unknown>;

/** Every string of nested records (arrays are content read as data, not formatted), with its dotted key. */
function messageStrings(tree: unknown, prefix = '', out: [string, string][] = []): [string, string][] {
  if (typeof tree === 'string') out.push([prefix, tree]);
  else if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) messageStrings(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

const sampleDate = new Date('2026-11-21T08:05:09Z');
const pluralSamples = [0, 1, 2, 3, 5, 11, 21, 100, 1234.5];

/**
 * Value sets that exercise a message: one base set, then each plural argument across `pluralSamples` and each
 * select argument across its branches (and one value no branch names). Rich-text tags get a function that wraps
 * their chunks in visible markers.
 */
function valueSets(elements: MessageFormatElement[]): Values[] {
  const base: Values = {};
  const variations: [string, unknown[]][] = [];
  const visit = (list: MessageFormatElement[]) => {
    for (const el of list) {
      switch (el.type) {
        case TYPE.argument:
          base[el.value] ??= `«${el.value}»`;
          break;
        case TYPE.number:
          base[el.value] = 4321.987;
          variations.push([el.value, [0, -1.5, 0.638, 1234567.891]]);
          break;
        case TYPE.date:
        case TYPE.time:
          base[el.value] = sampleDate;
          break;
        case TYPE.plural:
          base[el.value] = 2;
          variations.push([el.value, pluralSamples]);
          for (const option of Object.values(el.options)) visit(option.value);
          break;
        case TYPE.select:
          base[el.value] ??= 'other';
          variations.push([el.value, [...Object.keys(el.options), 'noSuchBranch']]);
          for (const option of Object.values(el.options)) visit(option.value);
          break;
        case TYPE.tag:
          base[el.value] = (chunks: unknown[]) => `<${el.value}>${chunks.join('')}</${el.value}>`;
          visit(el.children);
          break;
        default:
          break;
      }
    }
  };
  visit(elements);
  return [base, ...variations.flatMap(([name, samples]) => samples.map((sample) => ({ ...base, [name]: sample })))];
}

/** What a formatter returned, as text: rich text comes back as an array of chunks. */
const text = (result: unknown): string => (Array.isArray(result) ? result.map(text).join('') : String(result));

function formatterOptions(locale: Locale) {
  const cache = _createCache();
  return {
    cache,
    formatters: _createIntlFormatters(cache),
    globalFormats: siteFormats(locale),
    locale,
    timeZone: siteTimeZone,
  };
}

/** The message files as they are on disk (`loadMessages` merges them). */
const readMessageFile = async (file: string) => ({
  default: JSON.parse(readFileSync(path.join(import.meta.dirname, '../../messages', `${file}.json`), 'utf8')) as object,
});

const messagesByLocale = new Map<Locale, Messages>();
async function messagesOf(locale: Locale): Promise<Messages> {
  if (!messagesByLocale.has(locale)) messagesByLocale.set(locale, await loadMessages(locale, readMessageFile));
  return messagesByLocale.get(locale)!;
}

describe('precompiled messages', () => {
  for (const locale of routing.locales) {
    it(`${locale}: every message with arguments formats identically compiled (format-only) and raw (intl-messageformat)`, async () => {
      const options = formatterOptions(locale);
      let messages = 0;
      let cases = 0;
      for (const [key, source] of messageStrings(await messagesOf(locale))) {
        const ast = parse(source);
        if (ast.every((el) => el.type === TYPE.literal)) {
          // No ICU syntax: the compiled form is the text itself, which both formatters return as it is.
          expect(precompileMessage(source), key).toBe(source);
          continue;
        }
        messages++;
        const compiled = precompileMessage(source);
        for (const values of valueSets(ast)) {
          cases++;
          const raw = text(formatIcu(key, source, values as never, options as never));
          expect(
            text(formatCompiled(key, compiled as never, values as never, options as never)),
            `${key} ${JSON.stringify(values)}`,
          ).toBe(raw);
          // The server's formatter (next.config.ts aliases next-intl's to it) takes both forms and agrees.
          expect(text(formatOnServer(key, compiled as never, values as never, options as never)), key).toBe(raw);
          expect(text(formatOnServer(key, source, values as never, options as never)), key).toBe(raw);
        }
      }
      // About 500 messages with arguments per locale (issue 28); far fewer means the walk missed most of them.
      expect(messages).toBeGreaterThan(400);
      expect(cases).toBeGreaterThan(messages);
    });
  }

  it('client providers get compiled messages: arguments formatted, lists and plain texts unchanged', async () => {
    const messages = await messagesOf('en-US');
    const picked = pickClientMessages(messages, ['tryIt', 'apiDocs']) as Record<string, Record<string, unknown>>;
    expect(picked.tryIt).toEqual(precompileMessages(messages.tryIt));
    // A list read as data passes through as it is, ICU braces included.
    expect((picked.apiDocs.sandbox as { items: unknown }).items).toBe(messages.apiDocs.sandbox.items);
    expect(messages.apiDocs.sandbox.items.some((item) => item.includes('{'))).toBe(true);
    const withArgs = messageStrings(messages.tryIt).find(([, s]) => s.includes('{'));
    expect(withArgs).toBeDefined();
    const [key, source] = withArgs!;
    const compiled = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], picked.tryIt);
    expect(Array.isArray(compiled), `${key} is compiled`).toBe(true);
    expect(compiled).not.toEqual(source);
    // React passes provider messages from server to client components as JSON: only plain objects and arrays.
    // (icu-minify's plural and select branches are null-prototype objects until they go through JSON.)
    expect(picked).toStrictEqual(JSON.parse(JSON.stringify(picked)));
  });
});
