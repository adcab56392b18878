/**
 * `POST /api/screening/names` — screening of a pasted list of people's names without ID numbers against the PEP and
 * sanctions lists (issue 39). JSON `{ text, consent: true, locale? }`: one person a line, `name[, birth year][,
 * region]` (comma, tab or full-width comma between fields) → 200 `{ threshold, lists, rows: [{ line, subject, hits
 * }], summary }`. Limits: 500 names, 200 characters a line, 64 KB; birth year 1900–the demo year. Errors, localized:
 * 400 `consent` (not ticked), `empty`, `tooManyNames`, `badLine` (with the line number). Nothing is stored or logged.
 */
import type { Locale } from '@/i18n/routing';
import { factsAsOf } from '@/lib/facts';
import { json } from '@/lib/try-it/api';
import { demoError, readDemoJson } from '@/lib/try-it/demo-request';
import { z } from 'zod';
import { romanizeName } from '@/lib/registry/romanize';
import { getRegistry } from '@/lib/registry';
import type { Registry } from '@/lib/registry/types';
import { recordRequestFields } from './audit-record';
import { listSources, listVersionStamps, screeningLists } from './lists';
import { screenName, screeningThreshold, type ListHit } from './name-screening';

/** Most names one request screens. */
export const maxNames = 500;

export const nameListRequestSchema = z
  .object({
    text: z
      .string()
      .max(64 * 1024)
      .meta({ description: 'One person a line: name[, birth year][, region]; ≤ 500 lines.' }),
    consent: z
      .boolean()
      .meta({ description: 'Must be true: the people’s consent or another legal basis (PIPL Art. 13).' }),
    locale: z.enum(['zh-CN', 'en-US']).optional(),
  })
  .meta({ id: 'NameListScreeningRequest' });

/** A name as read from its line (before screening). */
export interface NameListSubject {
  name: string;
  birthYear: number | null;
  region: string | null;
}

/** `POST /api/screening/names/record`: the same body plus the reviewer's decision and the format (lib/screening/record-handler.ts). */
export const nameListRecordRequestSchema = nameListRequestSchema
  .extend(recordRequestFields)
  .meta({ id: 'NameListRecordRequest' });

/** One screened line: the subject as the side-by-side view shows it (Chinese form, romanisation) and its hits. */
export interface NameListRow {
  line: number;
  subject: NameListSubject & {
    source: 'entered';
    zh: string | null;
    romanised: string | null;
  };
  hits: ListHit[];
}

/**
 * Reads the pasted text: blank lines skipped, fields split on comma, tab or full-width comma; a 4-digit field is the
 * birth year, any other second or third field the region. Returns the rows or the first bad line (1-based).
 */
export function parseNameList(
  text: string,
):
  | { ok: true; rows: NameListSubject[]; lines: number[] }
  | { ok: false; problem: 'badLine' | 'tooManyNames'; line?: number } {
  const rows: NameListSubject[] = [];
  const lines: number[] = [];
  const maxYear = Number(factsAsOf.slice(0, 4));
  const all = text.split(/\r?\n/);
  for (let i = 0; i < all.length; i++) {
    const raw = all[i].trim();
    if (!raw) continue;
    if ([...raw].length > 200) return { ok: false, problem: 'badLine', line: i + 1 };
    const fields = raw.split(/[,\t，]/).map((f) => f.trim());
    const name = fields[0];
    if (!name || /[\u0000-\u001f]/.test(name)) return { ok: false, problem: 'badLine', line: i + 1 };
    let birthYear: number | null = null;
    let region: string | null = null;
    for (const f of fields.slice(1).filter(Boolean)) {
      if (/^\d{4}$/.test(f)) {
        const y = Number(f);
        if (y < 1900 || y > maxYear) return { ok: false, problem: 'badLine', line: i + 1 };
        birthYear = y;
      } else region = f;
    }
    rows.push({ name, birthYear, region });
    lines.push(i + 1);
    if (rows.length > maxNames) return { ok: false, problem: 'tooManyNames' };
  }
  return { ok: true, rows, lines };
}

/** Screens parsed names (each as a person, source `entered`). */
export function screenNameList(subjects: NameListSubject[], lines: number[]): NameListRow[] {
  return subjects.map((subject, i) => ({
    line: lines[i],
    subject: {
      ...subject,
      source: 'entered' as const,
      zh: han.test(subject.name) ? subject.name : null,
      romanised: han.test(subject.name) ? romanizeName(subject.name.replace(/\s+/g, '')) : subject.name,
    },
    hits: screenName({
      kind: 'person',
      name: subject.name,
      source: 'entered',
      birthYear: subject.birthYear,
      region: subject.region,
    }),
  }));
}

const han = /\p{Script=Han}/u;

/**
 * The sample list the page offers, chosen from the lists by rule so it shows each kind of answer: a listed person's
 * Chinese name with the listed birth year (exact), the same kind of entry written in pinyin given name first with a
 * year one off (strong at most, the gap shown), another entry's Hong Kong Cantonese alias without a year, a sanctioned
 * person in traditional characters, and a registry person who is on no list (no hit). One line each, `name, year,
 * region` as the form asks.
 */
export function nameListSample(registry: Registry = getRegistry()): string {
  const lists = screeningLists(registry);
  const persons = lists.flatMap((l) => l.entries).filter((e) => e.kind === 'person');
  const pep = persons.filter((e) => e.listId === 'hx-pep');
  const sanctioned = persons.filter((e) => e.listId === 'hx-sanctions');
  const [a, b, c] = pep;
  const d =
    sanctioned.find((e) => e.aliases.some((x) => x.system === 'traditional' && x.name !== e.name)) ?? sanctioned[0];
  const listed = new Set(persons.map((e) => e.name));
  const sources = listSources(registry);
  const made = new Set(sources.personOf.values());
  const clean = [...registry.persons.values()].find(
    (p) =>
      !made.has(p.id) &&
      !listed.has(p.name) &&
      screenName({ kind: 'person', name: p.name, source: 'entered' }, registry).length === 0,
  );
  const cantonese = c.aliases.find((x) => x.system === 'cantonese')?.name ?? c.nameEn;
  return [
    `${a.name}, ${a.birthYear}, ${a.region.zh}`,
    `${b.nameEn.split(' ').reverse().join(' ')}, ${b.birthYear + 1}`,
    cantonese,
    `${d.aliases.find((x) => x.system === 'traditional')?.name ?? d.name}, ${d.birthYear}`,
    ...(clean ? [`${clean.name}, 1985`] : []),
  ].join('\n');
}

/** The field messages of a name-list body that fails its schema. */
export const nameListFieldMessages = { consent: 'listScreening.errors.consent', text: 'listScreening.errors.empty' };

/** Checks consent and reads the list as `POST /api/screening/names` does → the screened rows, or the localized 400. */
export function nameListRows(
  data: { text: string; consent: boolean },
  locale: Locale,
): { ok: true; rows: NameListRow[] } | { ok: false; response: Response } {
  if (data.consent !== true)
    return {
      ok: false,
      response: demoError(400, 'consent', locale, { key: 'riskDemos.listScreening.errors.consent' }),
    };
  const list = parseNameList(data.text);
  if (!list.ok)
    return {
      ok: false,
      response: demoError(400, list.problem, locale, {
        key: `riskDemos.listScreening.errors.${list.problem}`,
        values: { line: list.line ?? 0, max: maxNames },
      }),
    };
  if (list.rows.length === 0)
    return { ok: false, response: demoError(400, 'empty', locale, { key: 'riskDemos.listScreening.errors.empty' }) };
  return { ok: true, rows: screenNameList(list.rows, list.lines) };
}

/** `POST /api/screening/names`. */
export async function handleNameListScreening(request: Request): Promise<Response> {
  const parsed = await readDemoJson(request, nameListRequestSchema, { fieldMessages: nameListFieldMessages });
  if (!parsed.ok) return parsed.response;
  const read = nameListRows(parsed.data, parsed.locale);
  if (!read.ok) return read.response;
  const rows = read.rows;
  return json(200, {
    threshold: screeningThreshold,
    lists: listVersionStamps(),
    rows,
    summary: { names: rows.length, withHits: rows.filter((r) => r.hits.length > 0).length },
  });
}
