import { describe, expect, it } from 'vitest';
import { getRegistry } from '@/lib/registry';
import { closestForm, explainMatch, matchList, normalisationSteps } from '@/lib/matching/explain';
import { matchingExamples } from '@/lib/matching/examples';
import { handleMatching, handleMatchingList, matchingSampleText } from '@/lib/matching/handler';
import { openApiDocument } from '@/lib/api/openapi';

const registry = getRegistry();
const post = (handler: typeof handleMatching, body: unknown, locale = 'en-US') =>
  handler(
    new Request('http://x/api/matching', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify(body),
    }),
  );

describe('entity resolution, explained', () => {
  it('shows traditional → simplified as a step that changed the text, and matches the registered name at distance 0', () => {
    const e = registry.byCkey.get('d4e8b6a2c1')!;
    const x = explainMatch('青岑冷鏈供應鏈有限公司', registry);
    expect(x.steps.find((s) => s.kind === 'simplified')).toMatchObject({ value: e.name, changed: true });
    expect(x.decision).toBe('match');
    expect(x.candidates[0]).toMatchObject({
      ckey: e.ckey,
      matchedOn: 'traditional',
      form: { kind: 'name', distance: 0 },
    });
  });

  it('explains a typo by the edit distance to the closest form, and a pinyin query by the trade-name pinyin', () => {
    const e = registry.enterprises[300];
    const chars = [...e.name];
    chars[2] = chars[2] === '林' ? '森' : '林';
    const typo = explainMatch(chars.join(''), registry);
    const hit = typo.candidates.find((c) => c.ckey === e.ckey)!;
    expect(hit.form).toMatchObject({ kind: 'name', distance: 1 });
    const py = explainMatch(e.abbreviationPinyin.join(' '), registry);
    expect(py.steps.map((s) => s.kind)).toEqual(['input', 'nfkc', 'latin']);
    // The English short name is the trade name's pinyin (Qinghe Yuanhang), so either form explains the hit at distance 0.
    const form = py.candidates.find((c) => c.ckey === e.ckey)!.form;
    expect(['pinyin', 'english']).toContain(form.kind);
    expect(form.distance).toBe(0);
  });

  it('checks USCC check digits and answers no match with the nearest names', () => {
    const e = registry.enterprises[12];
    expect(normalisationSteps(e.uscc.toLowerCase()).steps.at(-1)).toMatchObject({
      kind: 'uscc',
      value: e.uscc,
      changed: true,
    });
    expect(closestForm(e, e.uscc, 'uscc').distance).toBe(0);
    const none = explainMatch('Harbor Lantern Trading Co., Ltd.', registry);
    expect(none.decision).toBe('none');
    expect(none.candidates.length).toBeGreaterThan(0);
  });

  it('fills the confusion table of the sample list (33 lines, with expected answers)', () => {
    const lines = matchingSampleText(registry).split('\n');
    expect(lines).toHaveLength(33);
    const r = matchList(lines, registry);
    const c = r.confusion;
    expect(c.correct + c.wrong + c.missed + c.falseMatch + c.correctNone).toBe(33);
    expect(c.correct).toBeGreaterThanOrEqual(20);
    expect(c.correctNone).toBe(3);
    expect(c.wrong).toBe(0);
  });

  it('offers examples that each resolve or explain themselves', () => {
    const ex = matchingExamples(registry, 'zh-CN');
    expect(ex).toHaveLength(6);
    expect(explainMatch(ex[0], registry).candidates[0].matchedOn).toBe('formerName');
    expect(explainMatch(ex[2], registry).candidates[0].matchedOn).toBe('traditional');
  });

  it('answers bad input with a localized 400, and is in the OpenAPI document', async () => {
    const empty = await post(handleMatching, { query: '  ' }, 'zh-CN');
    expect(empty.status).toBe(400);
    const long = await post(handleMatching, { query: 'x'.repeat(101) });
    expect(((await long.json()) as { message: string }).message).toContain('at most 100');
    const tooMany = await post(handleMatchingList, { lines: Array.from({ length: 201 }, () => 'a') });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toContain('over the limit of 200');
    const none = await post(handleMatchingList, { lines: [] }, 'zh-CN');
    expect(none.status).toBe(400);
    const doc = openApiDocument('t') as { paths: Record<string, unknown> };
    expect(doc.paths['/api/matching/list']).toBeDefined();
  });
});
