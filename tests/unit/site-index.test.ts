import { describe, expect, it } from 'vitest';
import enCases from '@/messages/en-US/cases.json';
import enServices from '@/messages/en-US/services.json';
import enSolutions from '@/messages/en-US/solutions.json';
import zhCases from '@/messages/zh-CN/cases.json';
import zhServices from '@/messages/zh-CN/services.json';
import zhSolutions from '@/messages/zh-CN/solutions.json';
import { buildSiteIndex, loadSiteIndex, searchSite, siteDocs, tokenize, type SiteIndexMessages } from '@/lib/search/site-index';
import { serviceSlugs } from '@/lib/catalog';

const zh = { ...zhServices, ...zhSolutions, ...zhCases } as SiteIndexMessages;
const en = { ...enServices, ...enSolutions, ...enCases } as SiteIndexMessages;

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

  it('answers nothing for an empty query or a word no page has', () => {
    const index = buildSiteIndex(en);
    expect(searchSite(index, '   ')).toEqual([]);
    expect(searchSite(index, 'xylophonequartz')).toEqual([]);
  });
});
