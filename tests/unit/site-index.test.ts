import { describe, expect, it } from 'vitest';
import { buildSiteIndex, loadSiteIndex, searchSite, siteDocs, tokenize } from '@/lib/search/site-index';
import { siteIndexMessages } from '@/lib/search/site-index-messages';
import { serviceSlugs } from '@/lib/catalog';

const zh = siteIndexMessages['zh-CN'];
const en = siteIndexMessages['en-US'];

describe('site index', () => {
  it('cuts Chinese into bigrams and Latin text into lower-case words', () => {
    expect(tokenize('反洗钱 KYC 尽调')).toEqual(['反洗', '洗钱', '尽调', 'kyc']);
    expect(tokenize('银')).toEqual(['银']);
  });

  it('indexes every service, solution and case of each locale, with their paths', () => {
    const docs = siteDocs(zh);
    expect(docs.filter((d) => d.kind === 'service').length).toBe(serviceSlugs.length);
    expect(docs.find((d) => d.id === 'service.exactMatch')?.path).toBe('/service/exactMatch');
    expect(siteDocs(en).map((d) => d.id)).toEqual(docs.map((d) => d.id));
  });

  it('finds a service by a Chinese word and by an English word, after a serialise/load round trip', () => {
    const zhIndex = loadSiteIndex(JSON.stringify(buildSiteIndex(zh)));
    expect(searchSite(zhIndex, '舆情')[0]?.id).toBe('service.publicOpinionWarning');
    expect(searchSite(zhIndex, '银行流水').map((h) => h.id)).toContain('service.waterDueDiligence');
    const enIndex = loadSiteIndex(JSON.stringify(buildSiteIndex(en)));
    expect(searchSite(enIndex, 'sentiment')[0]?.id).toBe('service.publicOpinionWarning');
    // Prefix while typing.
    expect(searchSite(enIndex, 'factor').map((h) => h.id)).toContain('solution.factoring');
  });

  it('finds the screening pages for sanctions, PEP and AML words in both languages (issue 39)', () => {
    const screening = ['service.kycIndividualDue', 'service.batchPreliminaryScreening'];
    for (const [messages, terms] of [
      [zh, ['制裁', '反洗钱', '政要', 'PEP', 'AML']],
      [en, ['sanctions', 'PEP', 'AML']],
    ] as const) {
      const index = buildSiteIndex(messages);
      for (const term of terms) {
        const found = searchSite(index, term, 3).map((h) => h.id);
        expect(
          found.some((id) => screening.includes(id)),
          `${term}: ${found.join(', ')}`,
        ).toBe(true);
      }
    }
  });

  it('finds the site’s own pages: pricing, privacy and demo, in both languages (issue 26)', () => {
    const zhIndex = buildSiteIndex(zh);
    const enIndex = buildSiteIndex(en);
    expect(searchSite(zhIndex, '价格')[0]?.id).toBe('page.pricing');
    expect(searchSite(zhIndex, '隐私')[0]?.id).toBe('page.privacy');
    expect(searchSite(zhIndex, '演示').map((h) => h.id)).toContain('page.demo');
    expect(searchSite(enIndex, 'pricing')[0]?.id).toBe('page.pricing');
    expect(searchSite(enIndex, 'privacy')[0]?.id).toBe('page.privacy');
    expect(searchSite(enIndex, 'demo').map((h) => h.id)).toContain('page.demo');
    expect(searchSite(enIndex, 'privacy')[0]?.path).toBe('/privacy');
  });

  it('answers nothing for an empty query or a word no page has', () => {
    const index = buildSiteIndex(en);
    expect(searchSite(index, '   ')).toEqual([]);
    expect(searchSite(index, 'xylophonequartz')).toEqual([]);
  });
});
