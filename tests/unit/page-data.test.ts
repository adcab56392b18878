import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { siteFormatter } from '@/lib/format';

const messagesOf = (locale: Locale) =>
  loadMessages(locale, async (file) => ({
    default: JSON.parse(readFileSync(path.join(import.meta.dirname, '../../messages', `${file}.json`), 'utf8')),
  }));

// next-intl's server functions outside a request: the same messages and formats a request would get.
const getTranslations = vi.fn(async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
  createTranslator({ locale, messages: await messagesOf(locale), namespace: namespace as never }),
);
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'zh-CN',
  getMessages: async ({ locale }: { locale: Locale }) => messagesOf(locale),
  getTranslations,
  getFormatter: async ({ locale }: { locale: Locale }) => siteFormatter(locale),
}));

const { loadCompany, loadKyc } = await import('@/lib/registry/page-data');
const { getRegistry } = await import('@/lib/registry');

describe('profile page data', () => {
  const e = getRegistry().enterprises[2345];

  it('builds a registry company once per locale and serves the same view when it is requested again', async () => {
    const zh = await loadCompany(e.ckey, 'zh-CN');
    expect(zh?.text.name).toBe(e.name);
    const built = getTranslations.mock.calls.length;
    expect(built).toBeGreaterThan(0);
    expect(await loadCompany(e.ckey, 'zh-CN')).toBe(zh);
    expect(getTranslations.mock.calls.length).toBe(built);
    // The other locale is its own view, with the English name.
    const en = await loadCompany(e.ckey, 'en-US');
    expect(en).not.toBe(zh);
    expect(en?.text.name).toBe(e.nameEn);
    expect(getTranslations.mock.calls.length).toBeGreaterThan(built);
  });

  it('caches KYC reports the same way and answers null for unknown keys', async () => {
    const kyc = await loadKyc(e.kycNo, 'en-US');
    expect(kyc?.company.ckey).toBe(e.ckey);
    expect(await loadKyc(e.kycNo, 'en-US')).toBe(kyc);
    expect(await loadCompany('zzzzzzzzzz', 'zh-CN')).toBeNull();
    expect(await loadKyc('KYC000000000000', 'zh-CN')).toBeNull();
  });

  it('a PEP / sanctions finding states its hit: entry, list version, band and the strength’s formula with the threshold', async () => {
    const { companyListHits } = await import('@/lib/screening/list-hits');
    const listed = getRegistry().enterprises.find((x) =>
      companyListHits(x.ckey).some((h) => h.party.roles.includes('legalRepresentative')),
    )!;
    const view = await loadCompany(listed.ckey, 'en-US');
    const findings = [...view!.assessment.customer.findings, ...view!.assessment.hardFindings];
    const hit = findings.find((f) => f.code === 'pep' || f.code.startsWith('sanctions'))!;
    expect(hit.text).toMatch(
      /Hit: [WE]-\d{4} .+ on the Hengxi sample (PEP|sanctions) list 2026\.11\.\d \(2026-11-\d\d\)/,
    );
    expect(hit.text).toMatch(
      /strength \d+ = name [\d.]+ × 0\.8 \+ (birth|USCC) [\d.]+ × 0\.2 \(× 100, rounded; threshold 70\)/,
    );
  });
});
