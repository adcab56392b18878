import { describe, expect, it } from 'vitest';
import { registrySource } from '@/lib/entities/registry-source';
import { screeningSampleLines, screeningSampleText } from '@/lib/registry/sample-list';
import { screenRows } from '@/lib/screening';
import { detectScreeningColumns, parsePasted, screeningInputs } from '@/lib/screening/intake';

// "Fill in a sample list" on /service/batchPreliminaryScreening: ~30 registry companies written as lists write them.
describe('screening sample list', () => {
  const lines = screeningSampleLines();

  it('draws 30 registry companies in many name forms, plus names the registry does not hold, the same every time', () => {
    expect(lines.filter((l) => l.expected)).toHaveLength(30);
    expect(new Set(lines.filter((l) => l.expected).map((l) => l.expected)).size).toBe(30);
    expect(lines.filter((l) => !l.expected).length).toBeGreaterThanOrEqual(2);
    const kinds = new Set(lines.map((l) => l.kind));
    for (const kind of ['name', 'abbreviationWithCity', 'pinyin', 'traditional', 'wrongChar', 'uscc', 'english'])
      expect(kinds).toContain(kind);
    expect(screeningSampleText()).toBe(screeningSampleText());
  });

  it('screens as pasted: every company is found (most of them confidently) and the unknown names are not', () => {
    const rows = parsePasted(screeningSampleText());
    expect(rows).toHaveLength(lines.length);
    const columns = detectScreeningColumns(rows);
    const { results } = screenRows(screeningInputs(rows, columns), registrySource);
    const missed = results
      .filter((r, i) => r.ckey !== lines[i].expected)
      .map((r, i) => `${lines[i].kind}: ${lines[i].text} → ${r.name ?? 'no match'}`);
    expect(missed).toEqual([]);
    expect(results.filter((r) => r.ckey && r.score >= 0.85).length).toBeGreaterThanOrEqual(20);
  });
});
