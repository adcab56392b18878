import { describe, expect, it } from 'vitest';
import { getRegistry } from '@/lib/registry';
import { registrySeed } from '@/lib/registry/keys';
import { riskLevelOf, riskScoreOf } from '@/lib/registry/profile';
import { clientAttributes, yearsBetween } from '@/lib/portrait/attributes';
import { emptyFilters, filtersFromQuery, filtersToQuery } from '@/lib/portrait/filter-values';
import { firstAnswer } from '@/lib/portrait/answer';
import { handleTargetClients, handleTargetClientsExport } from '@/lib/portrait/handler';
import { clientIndex, filtersSchema, fitScore, rankClients } from '@/lib/portrait/query';

const registry = getRegistry();
const all = filtersSchema.parse({});

describe('target-client attributes', () => {
  it('are deterministic, read the profile’s risk level, and tag only plausible companies', () => {
    for (const e of registry.enterprises.slice(0, 600)) {
      const a = clientAttributes(e, registrySeed);
      expect(clientAttributes(e, registrySeed)).toEqual(a);
      expect(a.risk).toBe(riskLevelOf(riskScoreOf(e)));
      if (a.tags.includes('srdi')) expect(['C', 'I', 'M']).toContain(a.industry);
      if (a.tags.includes('littleGiant')) expect(a.tags).toContain('srdi');
      if (a.tags.includes('hightech')) expect(a.age).toBeGreaterThanOrEqual(3);
    }
    expect(yearsBetween('2020-11-21', '2026-11-20')).toBe(5);
    expect(yearsBetween('2020-11-20', '2026-11-20')).toBe(6);
  });
});

describe('ranking and filters', () => {
  it('ranks by fit score, best first, with reasons that add up to the score', () => {
    const ranked = rankClients(all);
    expect(ranked.length).toBeGreaterThan(4000);
    for (let i = 1; i < 200; i++) expect(ranked[i - 1].score).toBeGreaterThanOrEqual(ranked[i].score);
    const top = ranked[0];
    expect(top.reasons.reduce((s, r) => s + r.points, 0)).toBeCloseTo(top.score, 0);
    expect(fitScore(top).score).toBe(top.score);
  });

  it('each filter narrows the list to companies that match it', () => {
    const f = filtersSchema.parse({ industry: 'C', tags: 'srdi', risk: 'low,medium', ageMin: '5' });
    const ranked = rankClients(f);
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.length).toBeLessThan(rankClients(filtersSchema.parse({ industry: 'C' })).length);
    for (const c of ranked) {
      expect(c.industry).toBe('C');
      expect(c.tags).toContain('srdi');
      expect(['low', 'medium']).toContain(c.risk);
      expect(c.age).toBeGreaterThanOrEqual(5);
    }
    const byCapital = rankClients(filtersSchema.parse({ capitalMin: '1000' }));
    for (const c of byCapital) expect(c.registeredCapital).toBeGreaterThanOrEqual(10_000_000);
    expect(clientIndex()).toHaveLength(5200);
  });

  it('round-trips filters through the URL', () => {
    const f = { ...emptyFilters, industry: ['C', 'I'], tags: ['srdi'], ageMin: 3, activeOnly: false };
    expect(filtersToQuery(f)).toBe('industry=C%2CI&tags=srdi&ageMin=3&activeOnly=0');
    expect(filtersFromQuery(filtersToQuery(f))).toEqual(f);
    expect(filtersToQuery(emptyFilters)).toBe('');
  });
});

describe('GET /api/target-clients', () => {
  it('answers a page of ranked clients with the portrait', async () => {
    const res = handleTargetClients(new Request('http://x/api/target-clients?industry=I&size=5&locale=en-US'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.items).toHaveLength(5);
    expect(body.portrait.total).toBe(body.total);
    expect(Object.keys(body.portrait.byIndustry)).toEqual(['I']);
    expect(body.items[0].city).toMatch(/^[A-Z]/);
  });
  it('answers a query without filters exactly as the service page renders it on the server', async () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const body = await handleTargetClients(
        new Request(`http://x/api/target-clients?size=10&locale=${locale}`),
      ).json();
      const first = firstAnswer(locale);
      expect(JSON.parse(JSON.stringify(first))).toEqual(body);
      expect(first.items).toHaveLength(10);
      expect(first.items.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      // Only active or operating companies by default, as the page's unfiltered URL means.
      expect(first.total).toBe(clientIndex().filter((c) => c.status === 'active' || c.status === 'operating').length);
    }
  });
  it('names a bad parameter in a localized 400', async () => {
    const res = handleTargetClients(new Request('http://x/api/target-clients?risk=purple&locale=zh-CN'));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('筛选参数 risk 的值无效，请检查后重试。');
    const size = handleTargetClients(new Request('http://x/api/target-clients?size=1000&locale=en-US'));
    expect(size.status).toBe(400);
  });
  it('exports at most 5,000 rows, in rank order', async () => {
    const res = await handleTargetClientsExport(
      new Request('http://x/api/target-clients/export?activeOnly=0&format=csv&locale=en-US'),
    );
    const lines = (await res.text()).trim().split('\n');
    expect(lines).toHaveLength(5001);
    expect(lines[0]).toMatch(/^\ufeff?Rank,Fit score,Company/);
    expect(lines[1].startsWith('1,')).toBe(true);
  });
});
