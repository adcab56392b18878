/**
 * Batch screening (pure): each input row (a name and/or a USCC) is matched through the injected entity source and
 * gets risk flags from the registry's records, and the list a summary: clean / to review / high risk (and how many
 * were not matched). Shapes are those of `POST /api/screening` (issue 12).
 */
import { normalizeName, normalizeUscc } from '@/lib/entities/normalize';
import { isValidUscc } from '@/lib/registry/uscc';
import type {
  EntityListHit,
  EntityMatch,
  EntitySource,
  EntityStatus,
  MatchedOn,
  SourceRef,
} from '@/lib/entities/types';

export interface ScreeningInput {
  name?: string;
  uscc?: string;
  /** The client's own columns of this row (客户经理, 授信余额 …), in the order of the list's `extraHeaders`; carried to the exports unchanged. */
  extra?: string[];
  /**
   * The USCC of a registry candidate the visitor accepted for this row (issue 40): resolved instead of the row's own
   * name and USCC, which stay as given for the exports.
   */
  accepted?: string;
}

/** Roles whose sanctions hit the customer risk rating weighs as a key party's (with owners of ≥ 50 %). */
const keyRoles = new Set(['company', 'legalRepresentative', 'actualController', 'ubo']);

export type FlagCode =
  | 'abnormalStatus'
  | 'highRisk'
  | 'dishonest'
  | 'relatedDishonest'
  | 'enforcement'
  | 'litigation'
  | 'penalties'
  | 'negativeNews'
  | 'lowConfidence'
  | 'usccMismatch'
  | 'usccInvalid'
  | 'sanctionsHit'
  | 'pepHit'
  | 'noMatch';
export type Verdict = 'clean' | 'review' | 'high';

/** One risk flag: its severity, how many records, and which records (registry section and id). */
export interface Flag {
  code: FlagCode;
  severity: 'high' | 'review';
  count?: number;
  /** `abnormalStatus`: the registry's own status (吊销 revoked, 注销 deregistered, 迁出 movedOut). */
  status?: EntityStatus;
  sources?: SourceRef[];
}

export interface ScreeningResult {
  /** 1-based position in the submitted list. */
  row: number;
  input: ScreeningInput;
  ckey: string | null;
  /** Registered name (Chinese) and English name of the match; null when not matched. */
  name: string | null;
  nameEn: string | null;
  uscc: string | null;
  status: EntityStatus | null;
  /** Match confidence 0–1 (0 when not matched). */
  score: number;
  matchedOn: MatchedOn | null;
  flags: Flag[];
  /** PEP / sanctions list hits of the company and its key persons, each with the person (or company) and role. */
  listHits?: EntityListHit[];
  verdict: Verdict;
  /** The first row (1-based) of the list with the same company — same registry match, or same name/USCC when unmatched; null when first. Set by `markDuplicates`. */
  duplicateOf?: number | null;
}

export interface ScreeningSummary {
  total: number;
  clean: number;
  review: number;
  high: number;
  /** Rows with no candidate at all (counted in `review`). */
  unmatched: number;
  /** Rows carrying each flag. */
  flags: Partial<Record<FlagCode, number>>;
  /** Rows that repeat an earlier row's company (`duplicateOf` set). */
  duplicates: number;
}

/** Scores from which a match is taken as confident; from `candidateMin` up to it, it is kept but flagged for review. */
export const screeningThresholds = { confident: 0.85, candidateMin: 0.6 } as const;
const abnormal: EntityStatus[] = ['revoked', 'deregistered', 'movedOut'];
const ratingVerdict: Record<'low' | 'medium' | 'high', Verdict> = { high: 'high', medium: 'review', low: 'clean' };

/**
 * The best registry match of one list row: its USCC when it has one that resolves, else its name; `undefined` when
 * neither resolves. The caller compares the score with `screeningThresholds`. No risk records are read.
 */
export function resolveRow(
  input: Pick<ScreeningInput, 'name' | 'uscc'>,
  entities: Pick<EntitySource, 'resolve'>,
): EntityMatch | undefined {
  const name = (input.name ?? '').trim();
  const usccText = (input.uscc ?? '').trim();
  const uscc = usccText ? normalizeUscc(usccText) : null;
  const match = uscc ? entities.resolve(uscc, 1)[0] : undefined;
  return match ?? (name ? entities.resolve(name, 1)[0] : undefined);
}

/** Screens one row (see module doc). */
export function screenRow(input: ScreeningInput, row: number, entities: EntitySource): ScreeningResult {
  const name = (input.name ?? '').trim();
  const usccText = (input.uscc ?? '').trim();
  const accepted = input.accepted?.trim();
  const match = resolveRow(accepted ? { uscc: accepted } : input, entities);
  const cleanInput: ScreeningInput = {};
  if (name) cleanInput.name = name;
  if (usccText) cleanInput.uscc = usccText;
  if (input.extra?.length) cleanInput.extra = input.extra;
  if (accepted) cleanInput.accepted = accepted;
  if (!match || match.score < screeningThresholds.candidateMin) {
    return {
      row,
      input: cleanInput,
      ckey: null,
      name: null,
      nameEn: null,
      uscc: null,
      status: null,
      score: 0,
      matchedOn: null,
      flags: [{ code: 'noMatch', severity: 'review' }],
      verdict: 'review',
    };
  }
  const flags: Flag[] = [];
  const risk = entities.risk(match.ckey);
  const status = risk?.status ?? match.status;
  if (abnormal.includes(status))
    flags.push({
      code: 'abnormalStatus',
      // 迁出 is verified with the new registry office (the assessment's H-MOVE), not a high finding.
      severity: status === 'movedOut' ? 'review' : 'high',
      status,
      sources: [{ section: 'registration', recordId: match.ckey }],
    });
  if (risk) {
    const add = (code: FlagCode, severity: Flag['severity'], sources: SourceRef[]) => {
      if (sources.length > 0) flags.push({ code, severity, count: sources.length, sources });
    };
    // The company's customer risk rating (the facts layer's assessment, as on its KYC report): high is a high flag.
    if ((risk.customer?.level ?? risk.grade.level) === 'high')
      flags.push({
        code: 'highRisk',
        severity: 'high',
        count: risk.grade.score,
        sources: [{ section: 'registration', recordId: match.ckey }],
      });
    add('dishonest', 'high', risk.dishonest);
    add('relatedDishonest', 'high', risk.chainDishonest);
    add('enforcement', risk.customer && risk.customer.openEnforcement === 0 ? 'review' : 'high', risk.enforcement);
    add('litigation', 'review', risk.litigation);
    add('penalties', 'review', risk.penalties);
    add('negativeNews', 'review', risk.negativeNews);
  }
  // List hits of the company, its legal representative, controllers, beneficial owners and shareholders. A sanctions
  // hit of the company, a key person or an owner of ≥ 50 % is high, as in the customer risk rating (hard rules
  // H-SANC-0…3 of lib/facts/assessment.ts); one of a smaller shareholder, and any PEP hit, is to review (a PEP among
  // the key persons makes the rating, hence the verdict, high).
  const listHits = entities.listHits?.(match.ckey) ?? [];
  const keyParty = (h: EntityListHit) =>
    (h.party.ownershipPct ?? 0) >= 50 || h.party.roles.some((r) => keyRoles.has(r));
  const sanctions = listHits.filter((h) => h.listId === 'hx-sanctions');
  const pep = listHits.filter((h) => h.listId === 'hx-pep');
  if (sanctions.length)
    flags.push({
      code: 'sanctionsHit',
      severity: sanctions.some(keyParty) ? 'high' : 'review',
      count: sanctions.length,
    });
  if (pep.length) flags.push({ code: 'pepHit', severity: 'review', count: pep.length });
  if (match.score < screeningThresholds.confident) flags.push({ code: 'lowConfidence', severity: 'review' });
  // A USCC given with the row is checked and compared, never passed over: a wrong check character, or a match (by
  // name) whose code is another, is flagged for review.
  const givenUscc = usccText ? normalizeUscc(usccText) : null;
  if (usccText && (!givenUscc || !isValidUscc(givenUscc)))
    flags.push({
      code: 'usccInvalid',
      severity: 'review',
      sources: [{ section: 'registration', recordId: match.ckey }],
    });
  if (usccText && match.uscc !== givenUscc)
    flags.push({
      code: 'usccMismatch',
      severity: 'review',
      sources: [{ section: 'registration', recordId: match.ckey }],
    });
  const byFlags: Verdict = flags.some((f) => f.severity === 'high') ? 'high' : flags.length > 0 ? 'review' : 'clean';
  // The verdict is never milder than the customer risk rating (high → high, medium → review), nor than the flags:
  // high exactly when the rating is high (every high flag is a high finding of the rating).
  const rating = risk?.customer ? ratingVerdict[risk.customer.level] : 'clean';
  const verdict: Verdict = rating === 'high' || byFlags === 'high' ? 'high' : rating === 'review' ? 'review' : byFlags;
  return {
    row,
    input: cleanInput,
    ckey: match.ckey,
    name: match.name,
    nameEn: match.nameEn,
    uscc: match.uscc,
    status,
    score: match.score,
    matchedOn: match.matchedOn,
    flags,
    ...(listHits.length ? { listHits } : {}),
    verdict,
  };
}

/** Summary counts of screened rows. */
export function summarize(results: ScreeningResult[]): ScreeningSummary {
  const s: ScreeningSummary = {
    total: results.length,
    clean: 0,
    review: 0,
    high: 0,
    unmatched: 0,
    flags: {},
    duplicates: 0,
  };
  for (const r of results) {
    s[r.verdict] += 1;
    if (r.duplicateOf) s.duplicates += 1;
    if (r.ckey === null) s.unmatched += 1;
    for (const f of r.flags) s.flags[f.code] = (s.flags[f.code] ?? 0) + 1;
  }
  return s;
}

/**
 * Marks rows that repeat an earlier row's company (in place, and returns the list): the same registry match, or —
 * for unmatched rows — the same normalised name or USCC as typed. Run over the whole list (the page screens it in
 * chunks, then marks once).
 */
export function markDuplicates(results: ScreeningResult[]): ScreeningResult[] {
  const first = new Map<string, number>();
  for (const r of results) {
    const keys = r.ckey
      ? [`ckey:${r.ckey}`]
      : [
          r.input.uscc && normalizeUscc(r.input.uscc) ? `uscc:${normalizeUscc(r.input.uscc)}` : '',
          r.input.name ? `name:${normalizeName(r.input.name)}` : '',
        ].filter(Boolean);
    const seen = keys.map((k) => first.get(k)).find((n) => n !== undefined);
    r.duplicateOf = seen ?? null;
    for (const k of keys) if (!first.has(k)) first.set(k, r.row);
  }
  return results;
}

/** Screens a list; `offset` numbers rows when the list is a chunk of a longer one. Duplicates are marked within the list given. */
export function screenRows(
  rows: ScreeningInput[],
  entities: EntitySource,
  offset = 0,
): { results: ScreeningResult[]; summary: ScreeningSummary } {
  const results = markDuplicates(rows.map((r, i) => screenRow(r, offset + i + 1, entities)));
  return { results, summary: summarize(results) };
}

/**
 * Whether a screened row asks for a reviewer's decision (the batch audit record, issue 39): a verdict other than
 * clean, a flag or a PEP / sanctions hit. The page offers the decision on exactly these rows and
 * `POST /api/screening/record` accepts decisions on them only.
 */
export function needsDecision(r: Pick<ScreeningResult, 'verdict' | 'flags' | 'listHits'>): boolean {
  return r.verdict !== 'clean' || r.flags.length > 0 || (r.listHits?.length ?? 0) > 0;
}
