import { describe, expect, it } from 'vitest';
import {
  developmentBands,
  developmentStage,
  matchesPortraitFilter,
  panelStatus,
  portraitRiskLevel,
  provinceBreakdown,
  splitByShares,
  statusMix,
  statusShares,
} from '@/lib/industry-insights';
import {
  ageBandKeys,
  ageBandMix,
  capitalBandKeys,
  capitalBandMix,
  industryKeys,
  industryOverview,
  portraitIds,
  portraits,
  regionKeys,
  regionStats,
  registrationStatus,
} from '@/lib/sample-data/industry';
import { provinces } from '@/lib/sample-data/regions';

describe('portrait risk level and filter', () => {
  it('grades by watch signals: enforcement or two watch signals high, one medium, none low', () => {
    expect(portraitRiskLevel({ creditSignals: ['stableInvoicing', 'noEnforcement'] })).toBe('low');
    expect(portraitRiskLevel({ creditSignals: ['taxGood', 'addressChange'] })).toBe('medium');
    expect(portraitRiskLevel({ creditSignals: ['ownerChange', 'invoiceDrop'] })).toBe('high');
    expect(portraitRiskLevel({ creditSignals: ['enforcement'] })).toBe('high');
  });

  it('the sample has portraits at every level', () => {
    const levels = portraitIds.map((id) => portraitRiskLevel(portraits[id]));
    expect(new Set(levels)).toEqual(new Set(['low', 'medium', 'high']));
  });

  it('combines industry, region and risk filters', () => {
    const ids = (filter: Parameters<typeof matchesPortraitFilter>[1]) =>
      portraitIds.filter((id) =>
        matchesPortraitFilter({ ...portraits[id], risk: portraitRiskLevel(portraits[id]) }, filter),
      );
    expect(ids({ industry: '', region: '', risk: '' })).toHaveLength(portraitIds.length);
    expect(ids({ industry: '', region: '', risk: 'high' })).toEqual(['p06', 'p09']);
    expect(ids({ industry: 'catering', region: '', risk: 'high' })).toEqual(['p09']);
    expect(ids({ industry: 'catering', region: 'east', risk: 'high' })).toEqual([]);
  });
});

describe('registration status', () => {
  it('keeps active entities equal to the industry overview and abnormal within active', () => {
    for (const k of industryKeys) {
      expect(registrationStatus[k].now.active).toBe(industryOverview[k].entities);
      expect(registrationStatus[k].now.abnormal).toBeLessThan(registrationStatus[k].now.active);
      expect(registrationStatus[k].now.deregistered).toBeGreaterThanOrEqual(registrationStatus[k].yearAgo.deregistered);
    }
  });

  it('shares of active, revoked and deregistered sum to 1, and changes to 0', () => {
    for (const k of industryKeys) {
      const { shares, change } = statusMix(k);
      expect(shares.active + shares.revoked + shares.deregistered).toBeCloseTo(1, 10);
      expect(change.active + change.revoked + change.deregistered).toBeCloseTo(0, 10);
    }
    const s = statusShares({ active: 80, revoked: 5, deregistered: 15, abnormal: 8 });
    expect(s).toMatchObject({ active: 0.8, revoked: 0.05, deregistered: 0.15, abnormalOfActive: 0.1, total: 100 });
    expect(panelStatus().active).toBe(industryKeys.reduce((a, k) => a + industryOverview[k].entities, 0));
  });
});

describe('age and registered-capital bands', () => {
  it('each mix sums to 100 % and band counts add up to the industry’s entities', () => {
    for (const k of industryKeys) {
      expect(ageBandKeys.reduce((a, b) => a + ageBandMix[k][b], 0)).toBe(100);
      expect(capitalBandKeys.reduce((a, b) => a + capitalBandMix[k][b], 0)).toBe(100);
      const { age, capital } = developmentBands(k);
      expect(Object.values(age).reduce((a, b) => a + b, 0)).toBe(industryOverview[k].entities);
      expect(Object.values(capital).reduce((a, b) => a + b, 0)).toBe(industryOverview[k].entities);
    }
  });

  it('reads the stage from the age mix', () => {
    expect(developmentStage({ under1: 20, from1to3: 30, from3to5: 20, from5to10: 20, over10: 10 })).toBe('emerging');
    expect(developmentStage({ under1: 5, from1to3: 15, from3to5: 20, from5to10: 30, over10: 30 })).toBe('mature');
    expect(developmentStage({ under1: 10, from1to3: 25, from3to5: 25, from5to10: 25, over10: 15 })).toBe('growing');
    expect(developmentBands('services').stage).toBe('emerging');
    expect(developmentBands('manufacturing').stage).toBe('mature');
  });

  it('splits exactly, by largest remainder', () => {
    expect(splitByShares(10, [1 / 3, 1 / 3, 1 / 3], ['a', 'b', 'c'])).toEqual({ a: 4, b: 3, c: 3 });
    expect(splitByShares(7, [0.5, 0.5], ['a', 'b'])).toEqual({ a: 4, b: 3 });
  });
});

describe('provinces and cities', () => {
  const breakdown = provinceBreakdown();

  it('province shares of each region sum to 1, and listed cities cover at most the province', () => {
    for (const r of regionKeys)
      expect(provinces.filter((p) => p.region === r).reduce((a, p) => a + p.share, 0)).toBeCloseTo(1, 10);
    for (const p of provinces) expect(p.cities.reduce((a, c) => a + c[1], 0)).toBeLessThanOrEqual(1);
    expect(new Set(provinces.map((p) => p.id)).size).toBe(provinces.length);
  });

  it('provinces add up to their region and cities (with the rest of the province) to their province', () => {
    for (const r of regionKeys) {
      expect(breakdown.filter((p) => p.region === r).reduce((a, p) => a + p.entities, 0)).toBe(regionStats[r].entities);
    }
    for (const p of breakdown) expect(p.cities.reduce((a, c) => a + c.entities, 0)).toBe(p.entities);
  });

  it('a municipality is its own only city; a province lists its rest as "other"', () => {
    const shanghai = breakdown.find((p) => p.id === 'shanghai')!;
    expect(shanghai.municipality).toBe(true);
    expect(shanghai.cities.map((c) => c.id)).toEqual(['shanghai']);
    const zhejiang = breakdown.find((p) => p.id === 'zhejiang')!;
    expect(zhejiang.cities.map((c) => c.id)).toEqual(['hangzhou', 'ningbo', 'wenzhou', 'jinhua', 'other']);
    expect(zhejiang.cities.at(-1)).toMatchObject({ newYoY: zhejiang.newYoY, riskRate: zhejiang.riskRate });
  });
});
