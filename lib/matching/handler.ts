/**
 * `POST /api/matching` — JSON `{ query }` (1–100 characters, no control characters) → 200 `MatchExplanation`
 * (`explain.ts`). `POST /api/matching/list` — JSON `{ lines }` (1–200 lines) → 200 `MatchListResult` with the
 * confusion table. Errors: localized 400/413/415 (`riskDemos.matching.errors.*`, `riskDemos.common.errors.*`).
 */
import { getRegistry } from '@/lib/registry';
import { validateQuery } from '@/lib/registry/matcher';
import { screeningSampleLines } from '@/lib/registry/sample-list';
import type { Registry } from '@/lib/registry/types';
import { json } from '@/lib/try-it/api';
import { demoError, readDemoJson } from '@/lib/try-it/demo-request';
import { explainMatch, matchList } from './explain';
import { matchListRequestSchema, matchRequestSchema, maxMatchLines } from './schemas';

/** `POST /api/matching`. */
export async function handleMatching(request: Request): Promise<Response> {
  const parsed = await readDemoJson(request, matchRequestSchema, {
    fieldMessages: { query: 'matching.errors.tooLong' },
  });
  if (!parsed.ok) return parsed.response;
  const v = validateQuery(parsed.data.query);
  if (!v.ok) return demoError(400, v.problem, parsed.locale, { key: `riskDemos.matching.errors.${v.problem}` });
  return json(200, explainMatch(v.query, getRegistry()));
}

/** `POST /api/matching/list`. */
export async function handleMatchingList(request: Request): Promise<Response> {
  const parsed = await readDemoJson(request, matchListRequestSchema, {
    lines: 'lines',
    maxRows: maxMatchLines,
    tooManyKey: 'matching.errors.tooManyLines',
  });
  if (!parsed.ok) return parsed.response;
  const lines = parsed.data.lines.filter((l) => l.trim());
  if (lines.length === 0 || lines.some((l) => /[\u0000-\u0008\u000b-\u001f\u007f]/.test(l))) {
    return demoError(400, lines.length === 0 ? 'empty' : 'control', parsed.locale, {
      key: `riskDemos.matching.errors.${lines.length === 0 ? 'empty' : 'control'}`,
    });
  }
  return json(200, matchList(parsed.data.lines, getRegistry()));
}

/** The sample list for list mode: the screening demo's list (variants of registry names and 3 unknown names), each with its expected USCC. */
export function matchingSampleText(registry: Registry = getRegistry()): string {
  return screeningSampleLines(registry)
    .map((l) => `${l.text.split('\t')[0]}\t${l.expected ? registry.byCkey.get(l.expected)!.uscc : '-'}`)
    .join('\n');
}
