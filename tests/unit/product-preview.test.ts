import { describe, expect, it } from 'vitest';
import { caseSlugs, serviceSlugs, solutionSlugs } from '@/lib/catalog';
import { companyFacts } from '@/lib/facts';
import { casePreview, previewCompany, productPreview, servicePreview, solutionPreview } from '@/lib/product-preview';

describe('product pictures of the first screen (lib/product-preview.ts)', () => {
  it('exist for every service, solution and case', () => {
    const kinds = ['riskBoard', 'ubo', 'screening'];
    for (const s of serviceSlugs) expect(kinds, s).toContain(servicePreview[s]);
    for (const s of solutionSlugs) expect(kinds, s).toContain(solutionPreview(s));
    for (const s of caseSlugs) expect(kinds, s).toContain(casePreview(s));
    // Each picture is used somewhere.
    expect(new Set(Object.values(servicePreview))).toEqual(new Set(kinds));
  });

  it('state the facts layer’s figures for the sample company', () => {
    const f = companyFacts(previewCompany);
    const board = productPreview('riskBoard');
    expect(board).toMatchObject({
      kind: 'riskBoard',
      score: f.risk.score,
      grade: f.risk.grade,
      level: f.risk.level,
      litigation12m: f.litigation.defendantInWindow.length,
      enforcement: f.enforcement.count,
      dishonest: f.dishonest.count,
      negativeNews: f.news.negative,
    });
    expect(board.kind === 'riskBoard' && board.company.en).toBe('Qiyu New Materials Technology Co., Ltd.');
    const ubo = productPreview('ubo');
    if (ubo.kind !== 'ubo') throw new Error('kind');
    expect(ubo.owners.map((o) => o.pct)).toEqual(f.ownership.ubos.map((u) => u.pct));
    // The owner held through a company shows that company on the chain.
    expect(ubo.owners.some((o) => o.via.length > 0)).toBe(true);
    expect(ubo.owners.every((o) => o.name.zh && o.name.en)).toBe(true);
  });

  it('screen companies of every risk level, one with dishonest and enforcement records', () => {
    const table = productPreview('screening');
    if (table.kind !== 'screening') throw new Error('kind');
    expect(new Set(table.rows.map((r) => r.level))).toEqual(new Set(['low', 'medium', 'high']));
    expect(table.rows.some((r) => r.dishonest > 0 && r.enforcement > 0)).toBe(true);
    for (const r of table.rows) expect(r.uscc).toMatch(/^[0-9A-Z]{18}$/);
  });
});
