import { describe, expect, it } from 'vitest';
import { bestMatchIndex } from '@/lib/search/best-match';

describe('header search: what Enter opens', () => {
  it('a confident company match, else a page whose title holds the query, else nothing (the list is shown)', () => {
    const caseStudy = { type: 'page' as const, title: '某城商行：贷后预警上线三个月' };
    // An unknown name: fuzzy page hits only → no direct jump.
    expect(bestMatchIndex('无名之辈贸易有限公司', [caseStudy])).toBe(-1);
    expect(bestMatchIndex('无名之辈', [{ type: 'company', score: 0.62 }, caseStudy])).toBe(-1);
    expect(bestMatchIndex('启屿新材', [{ type: 'company', score: 0.95 }, caseStudy])).toBe(0);
    expect(
      bestMatchIndex('pricing', [
        { type: 'company', score: 0.6 },
        { type: 'page', title: 'Pricing' },
      ]),
    ).toBe(1);
    expect(bestMatchIndex('舆情', [{ type: 'page', title: '舆情预警' }])).toBe(0);
    expect(bestMatchIndex('  ', [{ type: 'page', title: '价格' }])).toBe(-1);
  });
});
