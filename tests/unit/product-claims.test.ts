import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import { routing } from '@/i18n/routing';
import { intakeLimits } from '@/lib/intake/limits';
import { claimText, productClaims, withClaims } from '@/lib/product-claims';
import { siteIndexMessages } from '@/lib/search/site-index-messages';

const root = path.join(import.meta.dirname, '../../messages');
const fromDisk = async (file: string) => ({
  default: JSON.parse(readFileSync(path.join(root, `${file}.json`), 'utf8')),
});

describe('product claims (lib/product-claims.ts), kept once', () => {
  it('are written per locale: compact figures, grouped counts', () => {
    expect(claimText('batchUploadMax', 'zh-CN')).toBe('10万');
    expect(claimText('batchUploadMax', 'en-US')).toBe('100K');
    expect(claimText('demoScreeningRows', 'en-US')).toBe('10,000');
    // The demo's limit is the intake's own limit, not a second number.
    expect(productClaims.demoScreeningRows.value).toBe(intakeLimits.maxRows);
  });

  it('fill every token of the loaded messages, and a typo fails loudly', async () => {
    for (const locale of routing.locales) {
      const text = JSON.stringify(await loadMessages(locale, fromDisk));
      expect(text).not.toContain('%claim.');
      expect(JSON.stringify(siteIndexMessages[locale])).not.toContain('%claim.');
    }
    expect(() => withClaims({ a: ['up to %claim.batchUploadMaxx%'] }, 'en-US')).toThrow(/batchUploadMaxx/);
    expect(withClaims({ a: ['up to %claim.batchUploadMax% rows'] }, 'en-US')).toEqual({ a: ['up to 100K rows'] });
  });

  it('are the only way the message files state them', () => {
    // A stated figure outside a case study (a client's measured outcome) must be a token, never typed again.
    const typed =
      /\b(?:100K|10K companies|tens of thousands of companies|1[05] (?:business|working) days)\b|10 ?万家|1 ?万家企业|1[05] 个工作日/;
    for (const locale of routing.locales) {
      for (const file of readdirSync(path.join(root, locale))) {
        if (file === 'cases.json') continue;
        const lines = readFileSync(path.join(root, locale, file), 'utf8').split('\n');
        const hits = lines.filter((l) => typed.test(l));
        expect(hits, `${locale}/${file}`).toEqual([]);
      }
    }
  });
});
