import { describe, expect, it } from 'vitest';
import { featureMatrix, lowestReportPrice, planIds, recommendedPlan, reportPrices } from '@/lib/pricing';
import zhGeneral from '@/messages/zh-CN/general.json';
import enGeneral from '@/messages/en-US/general.json';

describe('pricing data (lib/pricing)', () => {
  it('lists report prices cheapest first, each annual-plan rate below its list price', () => {
    const lists = reportPrices.map((r) => r.list);
    expect(lists).toEqual([...lists].sort((a, b) => a - b));
    for (const r of reportPrices) expect(r.professional).toBeLessThan(r.list);
    expect(lowestReportPrice).toBe(lists[0]);
  });

  it('recommends one of the plans', () => {
    expect(planIds).toContain(recommendedPlan);
  });

  it('never takes a feature away from a higher plan', () => {
    for (const features of Object.values(featureMatrix)) {
      for (const [feature, cells] of Object.entries(features)) {
        for (let i = 1; i < cells.length; i++) expect(cells[i] || !cells[i - 1], feature).toBe(true);
      }
    }
  });

  it('has a label in both locales for every id it names', () => {
    for (const general of [zhGeneral, enGeneral]) {
      const p = general.pricing as unknown as {
        plans: Record<string, { name: string }>;
        reportPrices: { items: Record<string, { name: string }> };
        matrix: { groups: Record<string, string>; features: Record<string, string> };
      };
      for (const id of planIds) expect(p.plans[id]?.name).toBeTruthy();
      for (const r of reportPrices) expect(p.reportPrices.items[r.id]?.name).toBeTruthy();
      for (const [group, features] of Object.entries(featureMatrix)) {
        expect(p.matrix.groups[group]).toBeTruthy();
        for (const feature of Object.keys(features)) expect(p.matrix.features[feature]).toBeTruthy();
      }
    }
  });
});
