/**
 * Entity resolution over the sample registry: finds the registered enterprise behind a name as people type it.
 *
 * Each query is tried, in order, as:
 * - a **USCC** (any case, spaces ignored) → exact code;
 * - Chinese text, after traditional → simplified conversion (`opencc-js`, OpenCC's own tables) and removal of
 *   spaces and punctuation: exact **name**, **former name** or **abbreviation** (字号, alone or after its city);
 *   when the conversion changed the query, the hit is reported as **traditional**;
 * - Latin text, lower-cased with everything but letters and digits removed: exact **English** name (or English
 *   short name), full **pinyin** of the 字号 (`pinyin-pro`) or its **initials**;
 * - the **place written another way**: 常州市X / 常州X ↔ X（常州）, and English without its legal form ("Co., Ltd."),
 *   with its city first, last or absent (`placeFreeKey`, `englishCoreKey`; scored 0.96 / 0.95 when the city named,
 *   if any, is the company's); the 字号 in **Wade-Giles** ("Wang-shu Po-yuan", 0.88; with the English industry words,
 *   0.93);
 * - then **fuzzy**: candidates sharing character bigrams (Chinese) or trigrams (Latin) with the query, scored by
 *   normalised Levenshtein similarity (`fastest-levenshtein`) against every name form, so one wrong, missing or
 *   extra character still finds the company.
 *
 * Scores are 0–1: exact forms score 0.8–1 by kind, fuzzy hits 0.85 × similarity. Results are best first; ties keep
 * registry order. Queries are validated by the caller (`validateQuery`).
 */
import { distance } from 'fastest-levenshtein';
import * as OpenCC from 'opencc-js/t2cn';
import { cities, cityOf } from './vocab';
import { wadeGilesSyllable } from './wade-giles';
import type { Enterprise, EnterpriseStatus } from './types';

export const matchKinds = [
  'name',
  'formerName',
  'abbreviation',
  'uscc',
  'pinyin',
  'initials',
  'traditional',
  'english',
  'fuzzy',
] as const;
export type MatchedOn = (typeof matchKinds)[number];

export interface SearchHit {
  ckey: string;
  name: string;
  nameEn: string;
  uscc: string;
  status: EnterpriseStatus;
  /** 0–1, higher is a better match. */
  score: number;
  matchedOn: MatchedOn;
}

/** How many recent answers a matcher keeps (least recently used first out). */
const recentAnswers = 2000;

/** Longest query accepted, in characters. */
export const maxQueryLength = 100;

/** Why a query is refused: `empty`, `tooLong` (> 100 characters) or `control` (control characters). */
export type QueryProblem = 'empty' | 'tooLong' | 'control';

/** Checks a raw query; returns the trimmed query or the problem. */
export function validateQuery(
  raw: string | null | undefined,
): { ok: true; query: string } | { ok: false; problem: QueryProblem } {
  const query = (raw ?? '').trim();
  if (/[\u0000-\u001f\u007f-\u009f]/.test(raw ?? '')) return { ok: false, problem: 'control' };
  if (!query) return { ok: false, problem: 'empty' };
  if ([...query].length > maxQueryLength) return { ok: false, problem: 'tooLong' };
  return { ok: true, query };
}

const exactScore: Record<Exclude<MatchedOn, 'fuzzy' | 'traditional'>, number> = {
  name: 1,
  uscc: 1,
  english: 0.97,
  formerName: 0.95,
  abbreviation: 0.92,
  pinyin: 0.9,
  initials: 0.85,
};

/** Scores of the place-free forms: the name with its city written another way, the English core, Wade-Giles. */
const placeFreeScore = { name: 0.96, english: 0.95, wadeGilesEnglish: 0.93, wadeGiles: 0.88 } as const;

/** Highest score of a fuzzy hit (a similarity of 1). */
const fuzzyCeiling = 0.85;

const cjkRe = /\p{Script=Han}/u;

/** Chinese key: NFKC, no whitespace or punctuation. */
export function cjkKey(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/[\s\p{P}\p{S}]/gu, '')
    .toLowerCase();
}

/** Latin key: NFKC, lower case, letters and digits only. */
export function latinKey(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** City and province names as written before a company name or in its brackets, longest first (常州市, 常州, 江苏省, 江苏). */
const placeNames: string[] = [
  ...new Set(
    cities.flatMap((c) => [
      c.zh,
      c.zh.replace(/市$/, ''),
      c.provinceZh,
      c.provinceZh.replace(/(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区)$/, ''),
    ]),
  ),
]
  .filter((n) => [...n].length >= 2)
  .sort((a, b) => b.length - a.length);
const placeLatin = new Set(cities.flatMap((c) => [latinKey(c.en), latinKey(c.provinceEn)]));
const legalFormWords = new Set(['co', 'ltd', 'company', 'limited', 'corp', 'corporation', 'inc', 'llc']);

/**
 * A Chinese company name without where it says its place: a leading city or province (常州市X / 常州X / 江苏X) and a
 * bracketed one (X（常州）有限公司) are removed, so the three ways of writing the place share one key. Returns the key
 * and the place named (or null). Punctuation and spaces removed as in `cjkKey`.
 */
export function placeFreeKey(name: string): { key: string; place: string | null } {
  let text = name.normalize('NFKC');
  let place: string | null = null;
  text = text.replace(/[(（]([^)）]{2,8})[)）]/u, (m, inner: string) => {
    if (placeNames.includes(inner)) {
      place = inner;
      return '';
    }
    return m;
  });
  const trimmed = text.trim();
  const lead = placeNames.find((p) => trimmed.startsWith(p) && [...trimmed].length > [...p].length + 2);
  if (lead) {
    place = place ?? lead;
    text = trimmed.slice(lead.length);
  }
  return { key: cjkKey(text), place };
}

/**
 * An English company name without its legal form and without a place named first or last: "Changzhou Weilan Qianhe
 * Auto Parts", "Weilan Qianhe Auto Parts Co., Ltd. (Changzhou)" and "weilan qianhe auto parts" share
 * "weilanqianheautoparts". A place word inside the name (a 字号 that reads like a city) stays. With `place`, only that
 * place is removed (the registry's own city); without, every reading is returned: place removed first, last, both,
 * or kept.
 */
export function englishCoreKeys(name: string, place?: string): { key: string; place: string | null }[] {
  const words = name
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^a-z0-9'’-]+/)
    .map((w) => w.replace(/['’-]/g, ''))
    .filter((w) => w && !legalFormWords.has(w));
  const isPlace = (w: string | undefined) => !!w && (place ? w === place : placeLatin.has(w));
  const out: { key: string; place: string | null }[] = [];
  const add = (ws: string[], p: string | null) => {
    if (ws.length && !out.some((o) => o.key === ws.join('') && o.place === p)) out.push({ key: ws.join(''), place: p });
  };
  const first = isPlace(words[0]) ? words[0] : null;
  const last = words.length > 1 && isPlace(words.at(-1)) ? words.at(-1)! : null;
  if (first && last) add(words.slice(1, -1), first);
  if (last) add(words.slice(0, -1), last);
  if (first) add(words.slice(1), first);
  if (!place || (!first && !last)) add(words, null);
  return out;
}

/** The first reading of `englishCoreKeys` (place removed where one is named). */
export function englishCoreKey(name: string, place?: string): { key: string; place: string | null } {
  return englishCoreKeys(name, place)[0] ?? { key: '', place: null };
}

const samePlace = (given: string | null, e: Enterprise) => {
  if (!given) return true;
  const c = cityOf(e.cityCode);
  return [c.zh, c.zh.replace(/市$/, ''), c.provinceZh, latinKey(c.en), latinKey(c.provinceEn)].some(
    (p) => p === given || p.replace(/(省|市)$/, '') === given.replace(/(省|市)$/, ''),
  );
};

/** The 字号 in Wade-Giles, two syllables a word (望舒博远 → "Wang-shu Po-yuan"), as a Latin key. */
const wadeGilesKey = (syllables: readonly string[]) =>
  latinKey(syllables.map(wadeGilesSyllable).join('').replace(/’/g, ''));

function grams(s: string, n: number): string[] {
  const chars = [...s];
  if (chars.length < n) return chars.length ? [chars.join('')] : [];
  const out: string[] = [];
  for (let i = 0; i + n <= chars.length; i++) out.push(chars.slice(i, i + n).join(''));
  return out;
}

function similarity(a: string, b: string): number {
  const len = Math.max(a.length, b.length);
  return len ? 1 - distance(a, b) / len : 0;
}

interface Forms {
  cjk: { key: string; on: MatchedOn }[];
  latin: { key: string; on: MatchedOn }[];
}

/**
 * A built matcher index as plain data (what `Matcher.state()` returns and `new Matcher(enterprises, state)` takes):
 * the build writes it into the registry artefact so a server does not rebuild it at start (`artefact.ts`).
 */
export interface MatcherState {
  exact: [string, { i: number; on: MatchedOn }[]][];
  uscc: [string, number][];
  cjkGrams: [string, number[]][];
  latinGrams: [string, number[]][];
  forms: Forms[];
}

/** An index over a list of enterprises; build once, query many times (sub-millisecond per query). */
export class Matcher {
  private readonly exact: Map<string, { i: number; on: MatchedOn }[]>;
  private readonly usccIndex: Map<string, number>;
  private readonly cjkGrams: Map<string, number[]>;
  private readonly latinGrams: Map<string, number[]>;
  private readonly forms: Forms[];
  private readonly toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
  /** Least recently used answers, by limit and query (at most `recentAnswers`). */
  private readonly recent = new Map<string, SearchHit[]>();

  /** Builds the index over `enterprises`, or takes it from `state` (which must have been built over the same list). */
  constructor(
    private readonly enterprises: readonly Enterprise[],
    state?: MatcherState,
  ) {
    if (state) {
      this.exact = new Map(state.exact);
      this.usccIndex = new Map(state.uscc);
      this.cjkGrams = new Map(state.cjkGrams);
      this.latinGrams = new Map(state.latinGrams);
      this.forms = state.forms;
      return;
    }
    this.exact = new Map();
    this.usccIndex = new Map();
    this.cjkGrams = new Map();
    this.latinGrams = new Map();
    this.forms = [];
    enterprises.forEach((e, i) => {
      const city = cityOf(e.cityCode).zh.replace(/市$/, '');
      const abbrPinyin = e.abbreviationPinyin.join('');
      const abbrInitials = e.abbreviationPinyin.map((s) => s[0]).join('');
      const forms: Forms = {
        cjk: [
          { key: cjkKey(e.name), on: 'name' },
          ...e.formerNames.map((n) => ({ key: cjkKey(n.name), on: 'formerName' as const })),
          { key: cjkKey(e.abbreviation), on: 'abbreviation' },
          { key: cjkKey(city + e.abbreviation), on: 'abbreviation' },
        ],
        latin: [
          { key: latinKey(e.nameEn), on: 'english' },
          { key: latinKey(e.abbreviationEn), on: 'english' },
          ...e.formerNames.map((n) => ({ key: latinKey(n.nameEn), on: 'english' as const })),
          { key: latinKey(abbrPinyin), on: 'pinyin' },
          { key: latinKey(abbrInitials), on: 'initials' },
        ],
      };
      this.forms.push(forms);
      this.usccIndex.set(e.uscc, i);
      for (const f of [...forms.cjk, ...forms.latin]) {
        const list = this.exact.get(f.key) ?? [];
        if (!list.some((x) => x.i === i)) list.push({ i, on: f.on });
        this.exact.set(f.key, list);
      }
      // Place-free forms, under prefixed keys: the name without its city, the English core, the 字号 in Wade-Giles
      // alone and with the English industry words.
      const wg = wadeGilesKey(e.abbreviationPinyin);
      const core = englishCoreKey(e.nameEn, latinKey(cityOf(e.cityCode).en)).key;
      const abbrKey = latinKey(e.abbreviationEn);
      for (const [key, on] of [
        [`z:${placeFreeKey(e.name).key}`, 'name'],
        ...e.formerNames.map((n) => [`z:${placeFreeKey(n.name).key}`, 'formerName']),
        [`e:${core}`, 'english'],
        [`w:${wg}`, 'pinyin'],
        [`x:${core.startsWith(abbrKey) ? wg + core.slice(abbrKey.length) : ''}`, 'english'],
      ] as [string, MatchedOn][]) {
        if (key.length <= 3) continue;
        const list = this.exact.get(key) ?? [];
        if (!list.some((x) => x.i === i)) list.push({ i, on });
        this.exact.set(key, list);
      }
      const addGrams = (index: Map<string, number[]>, keys: string[], n: number) => {
        const seen = new Set<string>();
        for (const k of keys) for (const g of grams(k, n)) seen.add(g);
        for (const g of seen) {
          const list = index.get(g) ?? [];
          list.push(i);
          index.set(g, list);
        }
      };
      addGrams(
        this.cjkGrams,
        forms.cjk.map((f) => f.key),
        2,
      );
      addGrams(
        this.latinGrams,
        forms.latin.filter((f) => f.on !== 'initials').map((f) => f.key),
        3,
      );
    });
  }

  /** The built index as plain data (JSON-serialisable), for the registry artefact. */
  state(): MatcherState {
    return {
      exact: [...this.exact],
      uscc: [...this.usccIndex],
      cjkGrams: [...this.cjkGrams],
      latinGrams: [...this.latinGrams],
      forms: this.forms,
    };
  }

  /**
   * Best matches for a validated query, best first.
   * @param limit 1–50
   */
  search(query: string, limit = 10): SearchHit[] {
    // Recent answers are kept (people retype, demos repeat the same names): a hit costs a Map lookup.
    const cacheKey = `${limit}\u0000${query}`;
    const cached = this.recent.get(cacheKey);
    if (cached) {
      this.recent.delete(cacheKey);
      this.recent.set(cacheKey, cached);
      return cached.map((h) => ({ ...h }));
    }
    const hits = this.resolve(query, limit);
    this.recent.set(cacheKey, hits);
    if (this.recent.size > recentAnswers) this.recent.delete(this.recent.keys().next().value!);
    return hits.map((h) => ({ ...h }));
  }

  private resolve(query: string, limit: number): SearchHit[] {
    const best = new Map<number, { score: number; on: MatchedOn }>();
    const offer = (i: number, score: number, on: MatchedOn) => {
      const cur = best.get(i);
      if (!cur || score > cur.score) best.set(i, { score, on });
    };

    // Fuzzy hits score at most 0.85 (`0.85 × similarity`): when only the best match is asked for and an exact form
    // already scores above that, the fuzzy pass cannot change the answer and is skipped (lists of thousands of exact
    // names, as a monitoring watchlist is, resolve by map lookups).
    const beatsFuzzy = () => [...best.values()].some((m) => m.score > fuzzyCeiling);
    const compact = query.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
    if (/^[0-9A-Z]{18}$/.test(compact)) {
      const i = this.usccIndex.get(compact);
      if (i !== undefined) offer(i, exactScore.uscc, 'uscc');
    }

    if (cjkRe.test(query)) {
      const simplified = this.toSimplified(query);
      const traditional = simplified !== query;
      const key = cjkKey(simplified);
      for (const hit of this.exact.get(key) ?? []) {
        if (hit.on === 'name' || hit.on === 'formerName' || hit.on === 'abbreviation') {
          offer(
            hit.i,
            traditional ? exactScore[hit.on] - 0.02 : exactScore[hit.on],
            traditional ? 'traditional' : hit.on,
          );
        }
      }
      // The city written another way: 常州市X / 常州X ↔ X（常州）.
      const free = placeFreeKey(simplified);
      for (const hit of this.exact.get(`z:${free.key}`) ?? [])
        if (samePlace(free.place, this.enterprises[hit.i]))
          offer(hit.i, hit.on === 'formerName' ? exactScore.formerName - 0.01 : placeFreeScore.name, hit.on);
      if (!(limit === 1 && beatsFuzzy())) this.fuzzy(key, this.cjkGrams, 2, (f) => f.cjk, offer, best.size ? 20 : 150);
    } else {
      const key = latinKey(query);
      if (key) {
        for (const hit of this.exact.get(key) ?? []) {
          if (hit.on === 'english' || hit.on === 'pinyin' || hit.on === 'initials')
            offer(hit.i, exactScore[hit.on], hit.on);
        }
        // Without the legal form, the city first or last or not at all; the 字号 in Wade-Giles.
        const at = (prefix: string, score: number) => {
          for (const core of englishCoreKeys(query))
            for (const hit of this.exact.get(`${prefix}${core.key}`) ?? [])
              if (samePlace(core.place, this.enterprises[hit.i])) offer(hit.i, score, hit.on);
        };
        at('e:', placeFreeScore.english);
        at('x:', placeFreeScore.wadeGilesEnglish);
        at('w:', placeFreeScore.wadeGiles);
        if (key.length >= 3 && !(limit === 1 && beatsFuzzy()))
          this.fuzzy(
            key,
            this.latinGrams,
            3,
            (f) => f.latin.filter((x) => x.on !== 'initials'),
            offer,
            best.size ? 20 : 150,
          );
      }
    }

    return [...best.entries()]
      .sort((a, b) => b[1].score - a[1].score || a[0] - b[0])
      .slice(0, Math.max(1, Math.min(50, limit)))
      .map(([i, m]) => {
        const e = this.enterprises[i];
        return {
          ckey: e.ckey,
          name: e.name,
          nameEn: e.nameEn,
          uscc: e.uscc,
          status: e.status,
          score: Math.round(m.score * 1000) / 1000,
          matchedOn: m.on,
        };
      });
  }

  private fuzzy(
    key: string,
    index: Map<string, number[]>,
    n: number,
    formsOf: (f: Forms) => { key: string; on: MatchedOn }[],
    offer: (i: number, score: number, on: MatchedOn) => void,
    /** Candidates scored at most: few once an exact form has matched (they only fill the list below it). */
    maxCandidates: number,
  ) {
    const counts = new Map<number, number>();
    const qGrams = [...new Set(grams(key, n))];
    const common = this.enterprises.length * 0.2;
    const informative = qGrams.filter((g) => (index.get(g)?.length ?? 0) < common);
    for (const g of informative.length ? informative : qGrams)
      for (const i of index.get(g) ?? []) counts.set(i, (counts.get(i) ?? 0) + 1);
    if (counts.size === 0 && [...key].length <= 2) {
      // One or two characters: look for them inside each name form.
      this.forms.forEach((f, i) => {
        if (formsOf(f).some((x) => x.key.includes(key))) counts.set(i, 1);
      });
    }
    const candidates = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, maxCandidates);
    for (const [i] of candidates) {
      let sim = 0;
      for (const form of formsOf(this.forms[i])) {
        let s = similarity(key, form.key);
        // A query that is part of a name (a shortened name, a 字号 with its industry) is a good lead too.
        if (form.key.includes(key)) s = Math.max(s, 0.6 + 0.35 * (key.length / form.key.length));
        if (s > sim) sim = s;
      }
      if (sim >= 0.5) offer(i, fuzzyCeiling * sim, 'fuzzy');
    }
  }
}
