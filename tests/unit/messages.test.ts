import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages, messageFiles, type Messages } from '@/i18n/messages';
import { routing } from '@/i18n/routing';

const root = path.resolve(__dirname, '../../messages');

function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out[prefix] = value;
  }
  return out;
}

function read(locale: string, file: string) {
  return JSON.parse(readFileSync(path.join(root, locale, `${file}.json`), 'utf8'));
}

/** Words that betray unfinished copy, in either language. */
const placeholder = /lorem ipsum|\bTODO\b|\bTBD\b|coming soon|placeholder|敬请期待|待补充|占位|xxx/i;

describe('messages', () => {
  it('has the same files for every locale', () => {
    for (const locale of routing.locales) {
      expect(readdirSync(path.join(root, locale)).sort()).toEqual(messageFiles.map((f) => `${f}.json`).sort());
    }
  });

  for (const file of messageFiles) {
    it(`${file}: identical keys in both locales, none empty, no placeholder words`, () => {
      const [zh, en] = routing.locales.map((l) => flatten(read(l, file)));
      expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
      for (const [key, value] of [...Object.entries(zh), ...Object.entries(en)]) {
        expect(typeof value === 'string' && value.trim().length > 0, `${file}:${key} is empty`).toBe(true);
        expect(placeholder.test(String(value)), `${file}:${key} looks unfinished: ${value}`).toBe(false);
      }
    });
  }

  it('has Chinese text in zh-CN and no Chinese in most en-US strings', () => {
    const zh = Object.values(flatten(read('zh-CN', 'common')));
    const en = Object.values(flatten(read('en-US', 'common')));
    expect(zh.filter((v) => /\p{Script=Han}/u.test(String(v))).length / zh.length).toBeGreaterThan(0.8);
    // The only Chinese in en-US common is the switcher's label for Chinese.
    expect(en.filter((v) => /\p{Script=Han}/u.test(String(v))).length).toBeLessThanOrEqual(1);
  });

  it('logs "Failed to load messages for locale" and falls back instead of crashing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loaded = await loadMessages('zh-CN', async (file) => {
      if (file.startsWith('zh-CN/')) throw new Error('disk error');
      return { default: { marker: { file } } };
    });
    expect(error).toHaveBeenCalledWith('Failed to load messages for locale zh-CN', expect.any(Error));
    expect(loaded).toHaveProperty('marker');
    const nothing = await loadMessages('en-US', async () => {
      throw new Error('gone');
    });
    expect(nothing).toEqual({});
    expect(error).toHaveBeenCalledWith('Failed to load messages for locale en-US', expect.any(Error));
    error.mockRestore();
  });
});

describe('client message subsets', () => {
  it('ships a named part of a namespace, keeping its key paths, and nothing else of it', async () => {
    const { pickClientMessages } = await import('@/i18n/client-messages');
    // Providers get the messages compiled ahead of time (tests/unit/precompiled-messages.test.ts checks the output).
    const { precompileMessages } = await import('@/i18n/precompile');
    const read = (file: string) => JSON.parse(readFileSync(path.join(root, 'en-US', `${file}.json`), 'utf8')) as object;
    const messages = { ...read('common'), ...read('insights') } as Messages;
    const picked = pickClientMessages(messages, [
      'smallMicro',
      'industryAnalysis.industries',
      'industryAnalysis.regions',
    ]) as Record<string, Record<string, unknown>>;
    expect(picked.industryAnalysis).toEqual(
      precompileMessages({
        industries: messages.industryAnalysis.industries,
        regions: messages.industryAnalysis.regions,
      }),
    );
    expect(picked.smallMicro).toEqual(precompileMessages(messages.smallMicro));
    expect(() => pickClientMessages(messages, ['industryAnalysis.noSuchPart'])).toThrow(
      /no messages at industryAnalysis.noSuchPart/,
    );
  });

  it("ships only the client part of `common`, and every component's `useTranslations('common.…')` reads a part that is shipped", async () => {
    const { clientCommonKeys, pickClientMessages } = await import('@/i18n/client-messages');
    const { precompileMessages } = await import('@/i18n/precompile');
    const messages = JSON.parse(readFileSync(path.join(root, 'zh-CN', 'common.json'), 'utf8')) as Messages;
    const picked = pickClientMessages(messages, []) as Record<string, Record<string, unknown>>;
    expect(Object.keys(picked.common)).toEqual([...clientCommonKeys]);
    expect(picked.common.nav).toBeUndefined();
    expect(picked.common.sample).toEqual(precompileMessages(messages.common.sample));
    // useTranslations (the hook) runs in client components and in components shared with them.
    const files = execSync("git ls-files 'components/**/*.tsx' 'app/**/*.tsx'", { encoding: 'utf8' })
      .trim()
      .split('\n');
    const read = files.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/useTranslations\('common\.(\w+)/g)].map((m) => [f, m[1]]),
    );
    expect(read.length).toBeGreaterThan(2);
    for (const [file, key] of read) expect(clientCommonKeys as readonly string[], file).toContain(key);
  });
});
