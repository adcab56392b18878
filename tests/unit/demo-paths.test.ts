import { describe, expect, it } from 'vitest';
import { solutionMap } from '@/lib/catalog';
import { demoPath, pathInstitutions } from '@/lib/demo-paths';

describe('demo paths by institution type', () => {
  it('list every service of the solution’s lifecycle once, before → during → after', () => {
    for (const inst of pathInstitutions) {
      const path = demoPath(inst);
      const all = new Set([
        ...solutionMap[inst].stages.before,
        ...solutionMap[inst].stages.during,
        ...solutionMap[inst].stages.after,
      ]);
      expect(path.map((p) => p.service).sort()).toEqual([...all].sort());
      const order = { before: 0, during: 1, after: 2 } as const;
      for (let i = 1; i < path.length; i++)
        expect(order[path[i].stage]).toBeGreaterThanOrEqual(order[path[i - 1].stage]);
    }
    expect(demoPath('leasing')[0]).toEqual({ service: solutionMap.leasing.stages.before[0], stage: 'before' });
  });
});
