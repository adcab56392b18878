import { describe, expect, it } from 'vitest';
import { subtree, unchangedSince } from '@/lib/content-dates';

describe('content dates (sitemap lastmod)', () => {
  it('reads a dotted namespace out of a message file', () => {
    const messages = { services: { riskWarning: { metaTitle: 'A' } } };
    expect(subtree(messages, 'services.riskWarning')).toEqual({ metaTitle: 'A' });
    expect(subtree(messages, 'services.nope')).toBeUndefined();
    expect(subtree(undefined, 'services')).toBeUndefined();
  });

  it('dates content to the oldest commit of the unchanged run at the head of its history', () => {
    const history = [
      { date: '2026-11-28', value: { t: 'B' } },
      { date: '2026-11-25', value: { t: 'B' } },
      { date: '2026-11-20', value: { t: 'A' } },
      { date: '2026-11-10', value: { t: 'B' } },
    ];
    expect(unchangedSince(history, { t: 'B' })).toBe('2026-11-25');
    // Changed in the working tree (not committed yet): no commit date; the build dates it itself.
    expect(unchangedSince(history, { t: 'C' })).toBeUndefined();
    expect(unchangedSince([], { t: 'B' })).toBeUndefined();
  });
});
