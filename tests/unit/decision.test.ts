import { describe, expect, it } from 'vitest';
import { getRegistry } from '@/lib/registry';
import { defaultFlow, type Flow } from '@/lib/decision/defaults';
import { evaluateFlow } from '@/lib/decision/evaluate';
import { parseFlow } from '@/lib/decision/flow';
import { handleDecisionFlow } from '@/lib/decision/handler';
import { flowImportError } from '@/lib/decision/messages';
import { translator } from '@/i18n/translator';
import { analyzeEnterprise } from '@/lib/financials';

const registry = getRegistry();
const withThreshold = (flow: Flow, stage: string, key: string, value: number | boolean): Flow => ({
  ...flow,
  stages: flow.stages.map((s) =>
    s.id === stage ? ({ ...s, thresholds: { ...s.thresholds, [key]: value } } as typeof s) : s,
  ),
});

describe('decision flow evaluation', () => {
  const dishonest = registry.enterprises.find(
    (e) =>
      e.index > 2 &&
      e.dishonest.length > 0 &&
      (e.status === 'active' || e.status === 'operating') &&
      e.established < '2024-01-01',
  )!;

  it('declines at the judicial stage for a dishonest debtor, skips what follows, and gives a zero limit', () => {
    const d = evaluateFlow(defaultFlow(), dishonest, registry);
    const judicial = d.stages.find((s) => s.id === 'judicial')!;
    expect(judicial.outcome).toBe('decline');
    expect(judicial.checks.find((c) => c.rule === 'maxDishonest')).toMatchObject({
      value: dishonest.dishonest.length,
      threshold: 0,
      outcome: 'decline',
      source: 'dishonest',
    });
    expect(d.path.at(-1)).toBe('judicial');
    expect(d.stages.filter((s) => s.outcome === 'skipped').map((s) => s.id)).toEqual(['financial', 'limit']);
    expect(d.decision).toBe('decline');
    expect(d.limit).toBe(0);
  });

  it('takes a longer path when the threshold is raised', () => {
    const flow = withThreshold(defaultFlow(), 'judicial', 'maxDishonest', 10);
    const d = evaluateFlow(flow, dishonest, registry);
    expect(d.path).toContain('financial');
    expect(d.stages.find((s) => s.id === 'judicial')!.outcome).not.toBe('decline');
  });

  it('computes the limit from revenue, equity and the cap, halved when referred', () => {
    const e = registry.enterprises.find(
      (x) =>
        x.index > 2 &&
        x.status === 'active' &&
        x.dishonest.length === 0 &&
        x.enforcement.length === 0 &&
        x.financials.netProfit > 0,
    )!;
    const flow = withThreshold(
      withThreshold(defaultFlow(), 'admission', 'minAgeYears', 0),
      'antiFraud',
      'minInsuredPct',
      0,
    );
    const d = evaluateFlow(flow, e, registry);
    const last = analyzeEnterprise(e).statements.years[2].lines;
    const base = Math.min(last.IS01 * 0.1, Math.max(0, last.BS17), 50_000_000);
    const expected = Math.floor((d.decision === 'refer' ? base * 0.5 : base) / 10_000) * 10_000;
    expect(d.decision).not.toBe('decline');
    expect(d.limit).toBe(expected);
  });
});

describe('flow JSON', () => {
  it('round-trips the default flow and names each problem of a bad one', () => {
    expect(parseFlow(JSON.stringify(defaultFlow()))).toEqual({ ok: true, flow: defaultFlow() });
    const bad = JSON.parse(JSON.stringify(defaultFlow()));
    bad.stages[0].thresholds.minAgeYears = -1;
    bad.stages[1].kind = 'magic';
    bad.extra = 1;
    const r = parseFlow(JSON.stringify(bad));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const zh = flowImportError((k, v) => translator('zh-CN', 'liveDemos.decision')(k, v), r);
    expect(zh).toContain('stages.0.thresholds.minAgeYears 不能小于 0');
    expect(zh).toContain('stages.1.kind');
    expect(zh).toContain('不认识的字段：extra');
    const en = flowImportError((k, v) => translator('en-US', 'liveDemos.decision')(k, v), {
      notJson: true,
      issues: [],
    });
    expect(parseFlow('{nope')).toEqual({ ok: false, notJson: true, issues: [] });
    expect(en).toBe('The file is not valid JSON.');
  });
});

describe('POST /api/decision-flow', () => {
  const post = (body: unknown) =>
    handleDecisionFlow(
      new Request('http://x/api/decision-flow', {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }),
    );
  it('evaluates the default flow on a company', async () => {
    const e = registry.enterprises[500];
    const res = await post({ ckey: e.ckey, locale: 'en-US' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.company.ckey).toBe(e.ckey);
    expect(body.stages.map((s: { id: string }) => s.id)).toEqual([
      'admission',
      'antiFraud',
      'judicial',
      'financial',
      'limit',
    ]);
  });
  it('answers bad input with localized 4xx', async () => {
    expect((await post('{')).status).toBe(400);
    const invalid = await post({
      ckey: registry.enterprises[5].ckey,
      locale: 'en-US',
      flow: { format: 'hengxi-decision-flow', version: 2, stages: [] },
    });
    expect(invalid.status).toBe(400);
    const body = await invalid.json();
    expect(body.error).toBe('invalidFlow');
    expect(body.message).toMatch(/^The flow is not valid: /);
    expect((await post({ ckey: 'ffffffffff', locale: 'zh-CN' })).status).toBe(404);
  });
});
