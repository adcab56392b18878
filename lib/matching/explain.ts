/**
 * Entity resolution, explained (pure over the registry): the steps the registry matcher (`lib/registry/matcher.ts`)
 * applies to a query — Unicode NFKC, spaces and punctuation removed, traditional → simplified (OpenCC), USCC check
 * digits (GB 32100), Latin text lower-cased to letters and digits (pinyin, initials, English) — shown one by one,
 * then the ranked candidates with their score and why: which name form matched (registered name, former name,
 * 字号 with or without city, English name, 字号 pinyin or initials), its text, and the edit distance between the
 * normalised query and that form (`fastest-levenshtein`). A decision: match (score ≥ 0.85), review (0.6–0.85) or no
 * match (the nearest candidates are still shown). Candidate forms are built as the matcher builds its index.
 */
import { distance } from 'fastest-levenshtein';
import * as OpenCC from 'opencc-js/t2cn';
import { pinyin } from 'pinyin-pro';
import { resolveEntity } from '@/lib/registry';
import { cjkKey, latinKey, type MatchedOn } from '@/lib/registry/matcher';
import { isValidUscc } from '@/lib/registry/uscc';
import { cityOf } from '@/lib/registry/vocab';
import type { Enterprise, Registry } from '@/lib/registry/types';

/** Score from which a candidate is taken as the match, and below which it is not offered for review. */
export const matchThresholds = { match: 0.85, review: 0.6 } as const;

export type StepKind = 'input' | 'nfkc' | 'stripped' | 'simplified' | 'latin' | 'pinyin' | 'uscc';
export interface Step {
  kind: StepKind;
  /** The text after this step. */
  value: string;
  /** Whether the step changed the text (or, for `uscc`, whether the check digits are valid). */
  changed: boolean;
}

export type FormKind =
  'name' | 'formerName' | 'abbreviation' | 'abbreviationWithCity' | 'english' | 'pinyin' | 'initials' | 'uscc';

export interface Candidate {
  ckey: string;
  name: string;
  nameEn: string;
  uscc: string;
  score: number;
  matchedOn: MatchedOn;
  /** The name form closest to the query, its kind, its normalised key and the edit distance to the query's key. */
  form: { kind: FormKind; text: string; key: string; distance: number; similarity: number };
}

export interface Explanation {
  query: string;
  steps: Step[];
  /** The key the query is compared with: Chinese key (Han text) or Latin key. */
  key: string;
  script: 'han' | 'latin' | 'uscc';
  decision: 'match' | 'review' | 'none';
  candidates: Candidate[];
}

const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
const han = /\p{Script=Han}/u;

/** The name forms of an enterprise as the matcher indexes them, with their display text. */
export function nameForms(e: Enterprise): { kind: FormKind; text: string; key: string; latin: boolean }[] {
  const city = cityOf(e.cityCode).zh.replace(/市$/, '');
  const syl = e.abbreviationPinyin;
  return [
    { kind: 'name', text: e.name, key: cjkKey(e.name), latin: false },
    ...e.formerNames.map((n) => ({ kind: 'formerName' as const, text: n.name, key: cjkKey(n.name), latin: false })),
    { kind: 'abbreviation', text: e.abbreviation, key: cjkKey(e.abbreviation), latin: false },
    { kind: 'abbreviationWithCity', text: city + e.abbreviation, key: cjkKey(city + e.abbreviation), latin: false },
    { kind: 'english', text: e.nameEn, key: latinKey(e.nameEn), latin: true },
    { kind: 'english', text: e.abbreviationEn, key: latinKey(e.abbreviationEn), latin: true },
    ...e.formerNames.map((n) => ({ kind: 'english' as const, text: n.nameEn, key: latinKey(n.nameEn), latin: true })),
    { kind: 'pinyin', text: syl.join(' '), key: latinKey(syl.join('')), latin: true },
    {
      kind: 'initials',
      text: syl.map((s) => s[0]).join(''),
      key: latinKey(syl.map((s) => s[0]).join('')),
      latin: true,
    },
  ];
}

/** The normalisation steps of a query (see module doc). */
export function normalisationSteps(query: string): { steps: Step[]; key: string; script: Explanation['script'] } {
  const steps: Step[] = [{ kind: 'input', value: query, changed: false }];
  const nfkc = query.normalize('NFKC');
  steps.push({ kind: 'nfkc', value: nfkc, changed: nfkc !== query });
  const compact = nfkc.replace(/\s+/g, '').toUpperCase();
  if (/^[0-9A-Z]{18}$/.test(compact)) {
    steps.push({ kind: 'uscc', value: compact, changed: isValidUscc(compact) });
    return { steps, key: compact, script: 'uscc' };
  }
  if (han.test(query)) {
    const stripped = nfkc.replace(/[\s\p{P}\p{S}]/gu, '').toLowerCase();
    steps.push({ kind: 'stripped', value: stripped, changed: stripped !== nfkc });
    const simplified = cjkKey(toSimplified(query));
    steps.push({ kind: 'simplified', value: simplified, changed: simplified !== stripped });
    steps.push({ kind: 'pinyin', value: pinyin(simplified, { toneType: 'none' }), changed: false });
    return { steps, key: simplified, script: 'han' };
  }
  const key = latinKey(query);
  steps.push({ kind: 'latin', value: key, changed: key !== nfkc });
  return { steps, key, script: 'latin' };
}

/** Form kinds the matcher's `matchedOn` points at, preferred among forms at the same distance. */
const preferredForms: Partial<Record<MatchedOn, FormKind[]>> = {
  name: ['name'],
  formerName: ['formerName'],
  abbreviation: ['abbreviation', 'abbreviationWithCity'],
  pinyin: ['pinyin'],
  initials: ['initials'],
  english: ['english'],
  traditional: ['name', 'formerName', 'abbreviation', 'abbreviationWithCity'],
};

/** The closest form of an enterprise to a normalised key (same script), by edit distance; ties go to `matchedOn`'s form. */
export function closestForm(
  e: Enterprise,
  key: string,
  script: Explanation['script'],
  matchedOn?: MatchedOn,
): Candidate['form'] {
  if (script === 'uscc')
    return {
      kind: 'uscc',
      text: e.uscc,
      key: e.uscc,
      distance: distance(key, e.uscc),
      similarity: 1 - distance(key, e.uscc) / 18,
    };
  let best: Candidate['form'] | null = null;
  for (const f of nameForms(e)) {
    if (f.latin !== (script === 'latin')) continue;
    const d = distance(key, f.key);
    const sim = 1 - d / Math.max(key.length, f.key.length, 1);
    const preferred = matchedOn ? (preferredForms[matchedOn] ?? []).includes(f.kind) : false;
    if (!best || d < best.distance || (d === best.distance && preferred))
      best = { kind: f.kind, text: f.text, key: f.key, distance: d, similarity: Math.round(sim * 1000) / 1000 };
  }
  return best!;
}

/** Explains how a validated query resolves (see module doc); `limit` candidates at most (1–10). */
export function explainMatch(query: string, registry: Registry, limit = 5): Explanation {
  const { steps, key, script } = normalisationSteps(query);
  const hits = resolveEntity(query, Math.max(1, Math.min(10, limit)));
  const candidates: Candidate[] = hits.map((h) => {
    const e = registry.byCkey.get(h.ckey)!;
    return {
      ckey: h.ckey,
      name: h.name,
      nameEn: h.nameEn,
      uscc: h.uscc,
      score: h.score,
      matchedOn: h.matchedOn,
      form: closestForm(e, key, script, h.matchedOn),
    };
  });
  if (candidates.length === 0 && key) {
    // Nothing close enough for the matcher: still show the nearest names, by edit distance over every name form.
    const near = registry.enterprises
      .map((e) => ({ e, form: closestForm(e, key, script) }))
      .sort((a, b) => b.form.similarity - a.form.similarity || a.e.index - b.e.index)
      .slice(0, 3);
    for (const { e, form } of near)
      candidates.push({
        ckey: e.ckey,
        name: e.name,
        nameEn: e.nameEn,
        uscc: e.uscc,
        score: 0,
        matchedOn: 'fuzzy',
        form,
      });
  }
  const top = candidates[0]?.score ?? 0;
  const decision = top >= matchThresholds.match ? 'match' : top >= matchThresholds.review ? 'review' : 'none';
  return { query, steps, key, script, decision, candidates };
}

export type Outcome = 'correct' | 'wrong' | 'missed' | 'falseMatch' | 'correctNone' | 'unlabelled';

/** One line of list mode: the input, the expected USCC (null: not in the registry; undefined: unlabelled), the result. */
export interface ListLine {
  line: number;
  input: string;
  expected?: string | null;
  decision: Explanation['decision'];
  top: Candidate | null;
  outcome: Outcome;
}

/**
 * Matches a list (list mode). A line is `input`, or `input<TAB or comma>expected` where expected is a USCC or `-`
 * (not in the registry); lines with an expectation feed the confusion table: correct / wrong company / missed /
 * false match / correctly unmatched. Empty lines are skipped. "Matched" means decision `match`.
 */
export function matchList(
  lines: string[],
  registry: Registry,
): { lines: ListLine[]; confusion: Record<Outcome, number> } {
  const out: ListLine[] = [];
  const confusion: Record<Outcome, number> = {
    correct: 0,
    wrong: 0,
    missed: 0,
    falseMatch: 0,
    correctNone: 0,
    unlabelled: 0,
  };
  lines.forEach((raw, i) => {
    const [input, label] = raw.split(/\t|,(?=\s*(?:[0-9A-Za-z]{18}|-)\s*$)/).map((s) => s.trim());
    if (!input) return;
    const expected = label === undefined || label === '' ? undefined : label === '-' ? null : label.toUpperCase();
    const x = explainMatch(input.slice(0, 100), registry, 1);
    const top = x.candidates[0] ?? null;
    const matched = x.decision === 'match' ? top : null;
    let outcome: Outcome = 'unlabelled';
    if (expected !== undefined) {
      if (expected === null) outcome = matched ? 'falseMatch' : 'correctNone';
      else if (!matched) outcome = 'missed';
      else outcome = matched.uscc === expected ? 'correct' : 'wrong';
    }
    confusion[outcome] += 1;
    out.push({ line: i + 1, input, expected, decision: x.decision, top, outcome });
  });
  return { lines: out, confusion };
}
