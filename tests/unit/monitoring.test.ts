import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getRegistry } from '@/lib/registry';
import { equityFreezes, registrationChanges } from '@/lib/registry/changes';
import { registryHash } from '@/lib/registry/generate';
import { registrySeed } from '@/lib/registry/keys';
import { factsAsOf } from '@/lib/facts/as-of';
import { alertsOf, monitor, windowStart } from '@/lib/monitoring';
import { handleMonitoring, runMonitoring } from '@/lib/monitoring/handler';
import { alertRules, ruleFor, type Signal } from '@/lib/monitoring/rules';
import { samplePortfolio } from '@/lib/monitoring/sample';
import { webhookExample, webhookSignature, webhookTestSecret } from '@/lib/monitoring/webhook';
import { openApiDocument } from '@/lib/api/openapi';
import { createHash } from 'node:crypto';

const registry = getRegistry();
const sig = (s: Partial<Signal> & Pick<Signal, 'type'>): Signal => ({
  recordId: 'x1',
  date: '2026-11-01',
  detail: '',
  ...s,
});
const fired = (s: Signal) => ruleFor(s)?.id;

describe('alert rules (one case per rule, and what must not fire)', () => {
  it.each([
    ['R-LIT-01', sig({ type: 'litigation', detail: 'defendant', sub: 'preservation', amount: 10_000 })],
    ['R-LIT-02', sig({ type: 'litigation', detail: 'defendant', sub: 'civil', amount: 1_000_000 })],
    ['R-LIT-03', sig({ type: 'litigation', detail: 'defendant', sub: 'civil', amount: 999_999 })],
    ['R-LIT-04', sig({ type: 'litigation', detail: 'defendant', sub: 'labour', amount: 50_000 })],
    ['R-ENF-01', sig({ type: 'enforcement', amount: 80_000, detail: '0' })],
    ['R-DIS-01', sig({ type: 'dishonest', detail: 'evasion' })],
    ['R-EQF-01', sig({ type: 'equityFreeze', detail: 'p1', ratio: 30 })],
    ['R-PEN-01', sig({ type: 'penalty', detail: 'environment', amount: 2_000 })],
    ['R-PEN-01', sig({ type: 'penalty', detail: 'tax', amount: 50_000 })],
    ['R-PEN-02', sig({ type: 'penalty', detail: 'tax', amount: 5_000 })],
    ['R-NEWS-01', sig({ type: 'news', detail: 'arrears', sentiment: 'negative' })],
    ['R-NEWS-02', sig({ type: 'news', detail: 'inspection', sentiment: 'negative' })],
    ['R-REG-01', sig({ type: 'registration', detail: 'status', sub: 'revoked' })],
    ['R-REG-02', sig({ type: 'registration', detail: 'capital', ratio: 0.5 })],
    ['R-REG-03', sig({ type: 'registration', detail: 'legalRep' })],
    ['R-REG-04', sig({ type: 'registration', detail: 'shareholder', ratio: 10 })],
    ['R-REG-05', sig({ type: 'registration', detail: 'address' })],
  ])('%s fires on its condition', (id, s) => {
    expect(fired(s)).toBe(id);
  });

  it('does not fire on a case as plaintiff, positive news, a capital increase or a small shareholding change', () => {
    expect(fired(sig({ type: 'litigation', detail: 'plaintiff', sub: 'civil', amount: 9_000_000 }))).toBeUndefined();
    expect(fired(sig({ type: 'news', detail: 'award', sentiment: 'positive' }))).toBeUndefined();
    expect(fired(sig({ type: 'registration', detail: 'capital', ratio: 2 }))).toBeUndefined();
    expect(fired(sig({ type: 'registration', detail: 'shareholder', ratio: 9.9 }))).toBeUndefined();
  });

  it('has unique ids, and every rule is reachable by at least one signal above', () => {
    expect(new Set(alertRules.map((r) => r.id)).size).toBe(alertRules.length);
  });
});

describe('registration changes and equity freezes (new seeded stream)', () => {
  it('leaves the original records byte-identical and is deterministic', () => {
    const before = registryHash(registry);
    const hash = () => {
      const h = createHash('sha256');
      for (const e of registry.enterprises) h.update(JSON.stringify([registrationChanges(e), equityFreezes(e)]));
      return h.digest('hex');
    };
    const a = hash();
    expect(registryHash(registry)).toBe(before);
    // A second computation bypassing the cache (another seed value path gives another stream).
    const e = registry.enterprises[123];
    expect(registrationChanges(e, registrySeed + 1)).not.toEqual(undefined);
    expect(hash()).toBe(a);
  });

  it('agrees with the records: a change ends at the current value, a revoked company ends with its status change', () => {
    let status = 0;
    for (const e of registry.enterprises) {
      for (const c of registrationChanges(e)) {
        expect(c.date >= e.established && c.date <= factsAsOf).toBe(true);
        if (c.kind === 'legalRep') expect(c.toPersonId).toBe(e.legalRepId);
        if (c.kind === 'capital') expect(c.to).toBe(e.registeredCapital);
        if (c.kind === 'address') expect(c.to).toEqual(e.address);
        if (c.kind === 'status') {
          expect(c.to).toBe(e.status);
          status += 1;
        }
      }
    }
    expect(status).toBe(
      registry.enterprises.filter((e) => ['revoked', 'deregistered', 'movedOut'].includes(e.status)).length,
    );
  });
});

describe('monitoring', () => {
  const window = { asOf: factsAsOf, days: 180 };
  it('raises alerts only inside the window, each citing its record', () => {
    expect(windowStart(window)).toBe('2026-05-25');
    const { alerts, board } = monitor(registry.enterprises.slice(0, 400), window);
    expect(alerts.length).toBeGreaterThan(0);
    for (const a of alerts) {
      expect(a.date >= '2026-05-25' && a.date <= factsAsOf).toBe(true);
      expect(a.id).toBe(`${a.ckey}/${a.evidence.recordId}`);
    }
    expect(board.total).toBe(alerts.length);
    expect(board.weekly.reduce((s, w) => s + w.high + w.medium + w.low, 0)).toBe(alerts.length);
    expect(board.bySeverity.high + board.bySeverity.medium + board.bySeverity.low).toBe(alerts.length);
  });

  it('finds a defendant case of ≥ ¥1M in the window as R-LIT-02 with its evidence', () => {
    const e = registry.enterprises.find((x) =>
      x.judicial.some(
        (j) => j.role === 'defendant' && j.kind === 'civil' && j.amount >= 1_000_000 && j.date >= '2026-05-25',
      ),
    )!;
    const j = e.judicial.find(
      (x) => x.role === 'defendant' && x.kind === 'civil' && x.amount >= 1_000_000 && x.date >= '2026-05-25',
    )!;
    const a = alertsOf(e, window).find((x) => x.evidence.recordId === j.id)!;
    expect(a.ruleId).toBe('R-LIT-02');
    expect(a.severity).toBe('high');
    expect(a.evidence.amount).toBe(j.amount);
  });

  it('monitors the sample portfolio of 50 borrowers with texts in both locales and a verifiable webhook signature', () => {
    expect(samplePortfolio(registry)).toHaveLength(50);
    const zh = runMonitoring({ sample: true, days: 180 }, 'zh-CN');
    const en = runMonitoring({ sample: true, days: 180 }, 'en-US');
    expect(zh.companies).toHaveLength(50);
    expect(zh.alerts.length).toBe(en.alerts.length);
    expect(zh.alerts[0].condition).toMatch(/[\u4e00-\u9fff]/);
    expect(en.alerts[0].condition).not.toMatch(/[\u4e00-\u9fff]/);
    const hook = zh.webhook!;
    expect(hook.signature).toBe(`sha256=${createHmac('sha256', webhookTestSecret).update(hook.body).digest('hex')}`);
    expect(JSON.parse(hook.body).rule.severity).toBe('high');
    expect(hook.curl).toContain(hook.signature);
    expect(webhookSignature(hook.body + ' ')).not.toBe(hook.signature);
    expect(webhookExample(zh.alerts[0], factsAsOf).body).toContain(zh.alerts[0].id);
  });
});

describe('POST /api/monitoring', () => {
  const post = (body: unknown, locale = 'en-US') =>
    handleMonitoring(
      new Request('http://x/api/monitoring', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale },
        body: JSON.stringify(body),
      }),
    );

  it('resolves a pasted list (a name and a USCC) and reports unknown lines', async () => {
    const [a, b] = [registry.enterprises[500], registry.enterprises[501]];
    const res = await post({ rows: [{ name: a.name }, { uscc: b.uscc }, { name: '完全不存在的某某公司' }] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { companies: { ckey: string }[]; unmatched: { row: number }[] };
    expect(body.companies.map((c) => c.ckey)).toEqual([a.ckey, b.ckey]);
    expect(body.unmatched.map((u) => u.row)).toEqual([3]);
  });

  it.each([
    [{ rows: [] }, 400, 'empty', /empty/],
    [{ rows: Array.from({ length: 10_001 }, () => ({ name: 'x' })) }, 400, 'tooManyRows', /10,001/],
    [{ rows: [{ name: 'x'.repeat(201) }] }, 400, 'valueTooLong', /Line 1/],
    [{ rows: [{ name: '  ' }] }, 400, 'empty', /empty/],
    [{ days: 1000, sample: true }, 400, 'invalid', /understood/],
  ])('answers bad input with a localized 4xx (%#)', async (body, status, code, message) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    const json = (await res.json()) as { error: string; message: string };
    expect(json.error).toBe(code);
    expect(json.message).toMatch(message);
  });

  it('answers in Chinese for zh-CN, and 415 for a form body', async () => {
    const res = await post({ rows: [] }, 'zh-CN');
    expect(((await res.json()) as { message: string }).message).toMatch(/名单为空/);
    const form = await handleMonitoring(
      new Request('http://x/api/monitoring', {
        method: 'POST',
        body: 'a=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(form.status).toBe(415);
  });

  it('returns the alerts a page at a time (newest first, optionally one severity) while the board counts them all', async () => {
    const rows = registry.enterprises
      .slice(100, 700)
      .map((e, i) => (i % 5 === 4 ? { uscc: e.uscc } : { name: e.name }));
    const all = runMonitoring({ rows, days: 180 }, 'en-US', registry, { allAlerts: true });
    expect(all.alerts.length).toBe(all.board.total);
    expect(all.board.total).toBeGreaterThan(120);
    const first = (await (await post({ rows })).json()) as typeof all;
    expect(first.alerts.map((a) => a.id)).toEqual(all.alerts.slice(0, 50).map((a) => a.id));
    expect(first.alertPage).toEqual({ offset: 0, limit: 50, total: all.board.total, severity: null });
    expect(first.board).toEqual(all.board);
    const second = (await (await post({ rows, page: { offset: 50, limit: 60 } })).json()) as typeof all;
    expect(second.alerts.map((a) => a.id)).toEqual(all.alerts.slice(50, 110).map((a) => a.id));
    const high = (await (await post({ rows, page: { offset: 0, limit: 500, severity: 'high' } })).json()) as typeof all;
    expect(high.alertPage.total).toBe(all.board.bySeverity.high);
    expect(high.alerts.map((a) => a.id)).toEqual(
      all.alerts
        .filter((a) => a.severity === 'high')
        .slice(0, 500)
        .map((a) => a.id),
    );
    const bad = await post({ rows, page: { offset: 0, limit: 501 } });
    expect(bad.status).toBe(400);
  });

  it('is described in /api/openapi.json', () => {
    const doc = openApiDocument('test') as { paths: Record<string, { post?: unknown }> };
    expect(doc.paths['/api/monitoring'].post).toBeDefined();
    expect(doc.paths['/api/monitoring/digest'].post).toBeDefined();
  });
});
