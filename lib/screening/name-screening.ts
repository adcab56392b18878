/**
 * Screening of names against the fictional PEP and sanctions lists (`lists.ts`), with a strength an auditor can
 * recompute. Like is compared with like: a name in Chinese characters with the entry's Chinese name (traditional
 * characters read as simplified through OpenCC), a name in Latin letters with the entry's romanisations (pinyin,
 * Wade-Giles, Hong Kong Cantonese), never one with the other.
 *
 * **Strength** (0–100) = 100 × (0.8 × name + 0.2 × birth) for a person, 100 × (0.8 × name + 0.2 × identifier) for an
 * entity, rounded. Name component (0–1), by the method that matched:
 *
 * | method                | value          | when                                                                        |
 * | --------------------- | -------------- | --------------------------------------------------------------------------- |
 * | `exact`               | 1.00           | same Chinese name (spaces ignored)                                          |
 * | `traditional`         | 1.00           | same Chinese name once traditional characters are read as simplified         |
 * | `romanisation`        | 0.90           | same Latin key (case, spaces, hyphens, tone marks, word order, ü=u=v=yu)     |
 * | `romanisationClose`   | 0.80 × sim     | Latin keys at similarity sim ≥ 0.85 (1 − Levenshtein / length)               |
 * | `homophone`           | 0.75           | different Chinese characters, same toneless pinyin                           |
 * | `oneCharacter`        | 0.70           | Chinese names of the same length differing in one character (look-alikes)    |
 * | `entityClose` (entity)| 0.90 × sim     | normalised company names at similarity ≥ 0.85                               |
 *
 * Birth component: same year (and, when both dates are known, same date) 1; same year, different date 0.75; one year
 * apart 0.5; two years 0.25; further 0; not given 0.5. Identifier (entities): same USCC 1, different 0, not given 0.5.
 * **Threshold** 70: weaker hits are not reported. **Bands**: exact ≥ 95, strong ≥ 85, possible ≥ 70. A homophone or
 * a one-character difference can reach at most 0.8 × 0.75 + 0.2 = 80: a "possible" hit, never more, because in
 * Chinese a different character is usually a different person.
 */
import { distance } from 'fastest-levenshtein';
import * as OpenCC from 'opencc-js/t2cn';
import { getRegistry } from '@/lib/registry';
import { nameSyllables } from '@/lib/registry/romanize';
import { cjkKey } from '@/lib/registry/matcher';
import type { Registry } from '@/lib/registry/types';
import { screeningLists, listVersions, type ListEntry, type ListId, type ListPerson } from './lists';
import { latinNameKey, latinNameWords } from './latin-key';

/** Hits below this strength are not reported. */
export const screeningThreshold = 70;
/** Lowest strength of each band. */
export const strengthBands = { exact: 95, strong: 85, possible: 70 } as const;
export type StrengthBand = keyof typeof strengthBands;
/** Weights of the components (sum 1). */
export const strengthWeights = { person: { name: 0.8, birth: 0.2 }, entity: { name: 0.8, identifier: 0.2 } } as const;

export type NameMethod =
  'exact' | 'traditional' | 'romanisation' | 'romanisationClose' | 'homophone' | 'oneCharacter' | 'entityClose';

/** Value of the name component per method (for the close methods, the factor applied to the similarity). */
export const nameMethodValues: Record<NameMethod, number> = {
  exact: 1,
  traditional: 1,
  romanisation: 0.9,
  romanisationClose: 0.8,
  homophone: 0.75,
  oneCharacter: 0.7,
  entityClose: 0.9,
};
const closeMin = 0.85;

/** Where a screened name came from: typed by the user, or the registry name of the person an ID number resolves to. */
export type NameSource = 'entered' | 'idNumber' | 'registry';

/** A person or company to screen. */
export interface ScreeningSubject {
  kind: 'person' | 'entity';
  name: string;
  source: NameSource;
  birthYear?: number | null;
  /** ISO date, when known (from an ID number). */
  birthDate?: string | null;
  /** Free text region (shown beside the entry's, not weighted). */
  region?: string | null;
  uscc?: string | null;
}

export interface NameComponent {
  id: 'name';
  weight: number;
  /** 0–1. */
  value: number;
  /** value × weight × 100. */
  points: number;
  method: NameMethod;
  /** Which writing of the entry matched: its Chinese name, English name, or an alias system. */
  matchedForm: 'chinese' | 'pinyin' | 'traditional' | 'wadeGiles' | 'cantonese' | 'english';
  /** The entry's text that matched. */
  matchedText: string;
  /** Similarity of the keys (close methods), 0–1. */
  similarity?: number;
}

export interface BirthComponent {
  id: 'birth';
  weight: number;
  value: number;
  points: number;
  /** Years between the subject's and the entry's birth year; null when the subject gave none. */
  gapYears: number | null;
  subject: string | null;
  entry: string;
}

export interface IdentifierComponent {
  id: 'identifier';
  weight: number;
  value: number;
  points: number;
  /** same / different USCC, or not given. */
  result: 'same' | 'different' | 'notGiven';
  subject: string | null;
  entry: string;
}

export type StrengthComponent = NameComponent | BirthComponent | IdentifierComponent;

/** One hit: the entry, the list's version, the name it was matched on, the strength and how it was reached. */
export interface ListHit {
  entry: ListEntry;
  list: { id: ListId; version: string; date: string };
  screenedName: string;
  nameSource: NameSource;
  strength: number;
  band: StrengthBand;
  threshold: number;
  components: StrengthComponent[];
}

const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
const han = /\p{Script=Han}/u;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** The band of a strength (null below the threshold). */
export function bandOf(strength: number): StrengthBand | null {
  if (strength >= strengthBands.exact) return 'exact';
  if (strength >= strengthBands.strong) return 'strong';
  if (strength >= strengthBands.possible) return 'possible';
  return null;
}

const zhKey = (name: string) => toSimplified(name.replace(/[\s·・.]/g, ''));
const pinyinKey = (zh: string) => latinNameKey(nameSyllables(zh).join(''));
const oneCharKeys = (zh: string) => {
  const chars = [...zh];
  return chars.length < 2
    ? []
    : chars.map((_, i) => `${chars.length}:${i}:${[...chars.slice(0, i), '*', ...chars.slice(i + 1)].join('')}`);
};
const similarity = (a: string, b: string) => {
  const len = Math.max(a.length, b.length);
  return len ? 1 - distance(a, b) / len : 0;
};

interface LatinForm {
  entry: ListEntry;
  form: NameComponent['matchedForm'];
  text: string;
  keys: string[];
}

/** Lookup tables over the lists (built once per registry). */
interface ListIndex {
  entries: ListEntry[];
  zh: Map<string, ListEntry[]>;
  homophone: Map<string, ListPerson[]>;
  oneChar: Map<string, ListPerson[]>;
  latin: Map<string, LatinForm[]>;
  latinForms: LatinForm[];
  uscc: Map<string, ListEntry[]>;
}

const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => {
  const xs = m.get(k);
  if (xs) xs.push(v);
  else m.set(k, [v]);
};

/** Latin keys of a romanised name in both orders: as written and with the first word moved to the end. */
function orderKeys(text: string): string[] {
  const words = latinNameWords(text);
  const keys = [words.join('')];
  if (words.length > 1) keys.push([...words.slice(1), words[0]].join(''));
  return keys;
}

const indexCache = new WeakMap<Registry, ListIndex>();

function listIndex(registry?: Registry): ListIndex {
  const reg = registry ?? getRegistry();
  const lists = screeningLists(reg);
  let idx = indexCache.get(reg);
  if (idx) return idx;
  idx = {
    entries: [],
    zh: new Map(),
    homophone: new Map(),
    oneChar: new Map(),
    latin: new Map(),
    latinForms: [],
    uscc: new Map(),
  };
  for (const list of lists)
    for (const e of list.entries) {
      idx.entries.push(e);
      const zh = e.kind === 'person' ? zhKey(e.name) : cjkKey(toSimplified(e.name));
      push(idx.zh, zh, e);
      const forms: Omit<LatinForm, 'keys'>[] = [
        { entry: e, form: e.kind === 'person' ? 'pinyin' : 'english', text: e.nameEn },
      ];
      if (e.kind === 'person') {
        push(idx.homophone, pinyinKey(zh), e);
        for (const k of oneCharKeys(zh)) push(idx.oneChar, k, e);
        for (const a of e.aliases)
          if (a.system !== 'traditional') forms.push({ entry: e, form: a.system, text: a.name });
      } else push(idx.uscc, e.uscc, e);
      for (const f of forms) {
        const lf = { ...f, keys: e.kind === 'person' ? orderKeys(f.text) : [latinNameKey(f.text)] };
        idx.latinForms.push(lf);
        for (const k of lf.keys) push(idx.latin, k, lf);
      }
    }
  indexCache.set(reg, idx);
  return idx;
}

function birthComponent(subject: ScreeningSubject, entry: ListPerson): BirthComponent {
  const w = strengthWeights.person.birth;
  const year = subject.birthYear ?? (subject.birthDate ? Number(subject.birthDate.slice(0, 4)) : null);
  let value = 0.5;
  let gap: number | null = null;
  if (year) {
    gap = Math.abs(year - entry.birthYear);
    value = gap === 0 ? 1 : gap === 1 ? 0.5 : gap === 2 ? 0.25 : 0;
    if (gap === 0 && subject.birthDate && entry.birthDate && subject.birthDate !== entry.birthDate) value = 0.75;
  }
  return {
    id: 'birth',
    weight: w,
    value,
    points: round2(value * w * 100),
    gapYears: gap,
    subject: subject.birthDate ?? (year ? String(year) : null),
    entry: entry.birthDate ?? String(entry.birthYear),
  };
}

function identifierComponent(subject: ScreeningSubject, entry: ListEntry & { kind: 'entity' }): IdentifierComponent {
  const w = strengthWeights.entity.identifier;
  const given = subject.uscc?.replace(/\s+/g, '').toUpperCase() || null;
  const result = !given ? 'notGiven' : given === entry.uscc ? 'same' : 'different';
  const value = result === 'same' ? 1 : result === 'different' ? 0 : 0.5;
  return {
    id: 'identifier',
    weight: w,
    value,
    points: round2(value * w * 100),
    result,
    subject: given,
    entry: entry.uscc,
  };
}

function hitOf(
  subject: ScreeningSubject,
  entry: ListEntry,
  name: Omit<NameComponent, 'id' | 'weight' | 'points'>,
): ListHit | null {
  const w = strengthWeights[entry.kind === 'person' ? 'person' : 'entity'].name;
  const nameC: NameComponent = {
    id: 'name',
    weight: w,
    points: round2(name.value * w * 100),
    ...name,
    value: round2(name.value),
  };
  const other = entry.kind === 'person' ? birthComponent(subject, entry) : identifierComponent(subject, entry);
  const strength = Math.round(nameC.value * w * 100 + other.value * other.weight * 100);
  const band = bandOf(strength);
  if (!band) return null;
  return {
    entry,
    list: { id: entry.listId, ...listVersions[entry.listId] },
    screenedName: subject.name,
    nameSource: subject.source,
    strength,
    band,
    threshold: screeningThreshold,
    components: [nameC, other],
  };
}

/**
 * Screens one name (a person or an entity) against both lists: every entry at or above the threshold, strongest first,
 * each with its components. Persons are compared with person entries, entities with entity entries.
 * @param registry the registry the lists are built from (default: the loaded one)
 */
export function screenName(subject: ScreeningSubject, registry?: Registry): ListHit[] {
  const idx = listIndex(registry);
  const text = subject.name.trim();
  if (!text) return [];
  const best = new Map<string, ListHit>();
  const consider = (entry: ListEntry, name: Omit<NameComponent, 'id' | 'weight' | 'points'>) => {
    if ((entry.kind === 'person') !== (subject.kind === 'person')) return;
    const hit = hitOf(subject, entry, name);
    const prev = best.get(entry.id);
    if (hit && (!prev || hit.strength > prev.strength)) best.set(entry.id, hit);
  };
  if (han.test(text)) {
    const raw = subject.kind === 'person' ? text.replace(/[\s·・.]/g, '') : cjkKey(text);
    const zh = subject.kind === 'person' ? zhKey(text) : cjkKey(toSimplified(text));
    for (const e of idx.zh.get(zh) ?? [])
      consider(e, {
        method: raw === (e.kind === 'person' ? e.name : cjkKey(e.name)) ? 'exact' : 'traditional',
        value: 1,
        matchedForm: 'chinese',
        matchedText: e.name,
      });
    if (subject.kind === 'person') {
      for (const e of idx.homophone.get(pinyinKey(zh)) ?? [])
        if (zhKey(e.name) !== zh)
          consider(e, {
            method: 'homophone',
            value: nameMethodValues.homophone,
            matchedForm: 'pinyin',
            matchedText: `${e.name} (${e.nameEn})`,
          });
      for (const k of oneCharKeys(zh))
        for (const e of idx.oneChar.get(k) ?? [])
          if (zhKey(e.name) !== zh)
            consider(e, {
              method: 'oneCharacter',
              value: nameMethodValues.oneCharacter,
              matchedForm: 'chinese',
              matchedText: e.name,
            });
    } else {
      for (const e of idx.entries) {
        if (e.kind !== 'entity') continue;
        const sim = similarity(zh, cjkKey(toSimplified(e.name)));
        if (sim >= closeMin && sim < 1)
          consider(e, {
            method: 'entityClose',
            value: nameMethodValues.entityClose * sim,
            matchedForm: 'chinese',
            matchedText: e.name,
            similarity: round2(sim),
          });
      }
    }
  } else {
    const key = latinNameKey(text);
    if (key.length < 2) return [];
    for (const f of idx.latin.get(key) ?? [])
      consider(f.entry, {
        method: 'romanisation',
        value: nameMethodValues.romanisation,
        matchedForm: f.form,
        matchedText: f.text,
      });
    for (const f of idx.latinForms) {
      if ((f.entry.kind === 'person') !== (subject.kind === 'person')) continue;
      const sim = Math.max(...f.keys.map((k) => similarity(key, k)));
      if (sim >= closeMin && sim < 1)
        consider(f.entry, {
          method: 'romanisationClose',
          value: nameMethodValues.romanisationClose * sim,
          matchedForm: f.form,
          matchedText: f.text,
          similarity: round2(sim),
        });
    }
  }
  return [...best.values()].sort((a, b) => b.strength - a.strength || a.entry.id.localeCompare(b.entry.id));
}

/** Screens several names of one subject (e.g. the name entered and the registry name from an ID number); hits of all, strongest first, one per entry and name. */
export function screenNames(subjects: ScreeningSubject[], registry?: Registry): ListHit[] {
  const seen = new Set<string>();
  const out: ListHit[] = [];
  for (const s of subjects) {
    const key = `${s.kind}:${s.name.trim()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(...screenName(s, registry));
  }
  return out.sort((a, b) => b.strength - a.strength || a.entry.id.localeCompare(b.entry.id));
}
