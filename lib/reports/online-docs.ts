/**
 * The online documents' data (/AI/reportV2/onlineDoc) as pure logic: the document record (zod schema), the sample
 * list, sorting, the list mutations, and the share-link state.
 *
 * Storage: the demo keeps the list in the visitor's browser (localStorage, components/reports/online-docs-store.ts);
 * nothing is stored on a server. So a share link cannot point at a stored document id — another browser has no such
 * document. Instead the link carries the document itself: `?doc=<state>`, the base64url of a small JSON
 * (`DocState`: company, template or report type, authorisation, writing options, title). Anyone opening the link
 * gets the same report, rebuilt from the same sample data with the same options. Decoding validates the state;
 * anything malformed is `null` (the page then says so and shows the default template).
 */
// zod's functional build (`zod/mini`): these schemas run in the browser (template studio, online documents), where
// the chainable build added a 95 KB chunk to the pages' start-up; the checks are the same.
import { z } from 'zod/mini';
import { routing } from '@/i18n/routing';
import { ckeys } from '@/lib/sample-data/keys';
import { reportTypes, sectionIds, templateIds } from './report-model';
import { maxKeyPoints, reportLengths, reportTones } from './report-options';

export const optionsSchema = z.object({
  sections: z.array(z.enum(sectionIds)).check(z.minLength(1), z.maxLength(sectionIds.length)),
  length: z.enum(reportLengths),
  keyPoints: z.int().check(z.gte(0), z.lte(maxKeyPoints)),
  tone: z.enum(reportTones),
  language: z.enum(routing.locales),
});

/** What a document is: enough to rebuild its report from the sample data. */
export const docStateSchema = z.object({
  ckey: z.enum(ckeys),
  kind: z.union([z.object({ type: z.enum(reportTypes) }), z.object({ template: z.enum(templateIds) })]),
  authorised: z.boolean(),
  /** Writing options of a template report (absent: the template's defaults). */
  options: z.optional(optionsSchema),
  /** A name the visitor gave it; otherwise the title is derived from company and kind. */
  title: z.optional(z.string().check(z.maxLength(120))),
});
export type DocState = z.infer<typeof docStateSchema>;

export const docSchema = z.extend(docStateSchema, {
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  createdAt: z.string(),
  pinned: z.boolean(),
});
export const docListSchema = z.array(docSchema).check(z.maxLength(200));
export type OnlineDoc = z.infer<typeof docSchema>;

/** The documents every visitor starts with (fictional). */
export const sampleDocs: OnlineDoc[] = [
  {
    id: 'sample-1',
    ckey: 'c9f2a1e7b3',
    kind: { type: 'credit' },
    authorised: true,
    createdAt: '2026-11-19T16:20:00+08:00',
    pinned: true,
  },
  {
    id: 'sample-2',
    ckey: 'd4e8b6a2c1',
    kind: { template: 'postLoan' },
    authorised: false,
    createdAt: '2026-11-18T10:05:00+08:00',
    pinned: false,
  },
  {
    id: 'sample-3',
    ckey: 'a7c3e9f5d2',
    kind: { type: 'risk' },
    authorised: false,
    createdAt: '2026-11-17T14:40:00+08:00',
    pinned: false,
  },
  {
    id: 'sample-4',
    ckey: 'c9f2a1e7b3',
    kind: { template: 'supplier' },
    authorised: false,
    createdAt: '2026-11-12T09:15:00+08:00',
    pinned: false,
  },
  {
    id: 'sample-5',
    ckey: 'a7c3e9f5d2',
    kind: { template: 'sentiment' },
    authorised: false,
    createdAt: '2026-11-06T18:30:00+08:00',
    pinned: false,
  },
];

/** A stored list, validated; `null` when it is missing, not JSON or not a valid list. */
export function parseDocList(raw: string | null): OnlineDoc[] | null {
  if (!raw) return null;
  try {
    const parsed = docListSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The documents, pinned first, newest first. */
export function sortDocs(docs: readonly OnlineDoc[]): OnlineDoc[] {
  return [...docs].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.createdAt.localeCompare(a.createdAt));
}

/** List mutations: each returns a new list. `now` and `id` are injected (tests pass fixed ones). */
export const docList = {
  add(list: OnlineDoc[], state: DocState, id: string, now: Date): { list: OnlineDoc[]; doc: OnlineDoc } {
    const doc: OnlineDoc = { ...docStateSchema.parse(state), id, createdAt: now.toISOString(), pinned: false };
    return { list: [doc, ...list], doc };
  },
  togglePin: (list: OnlineDoc[], id: string) => list.map((d) => (d.id === id ? { ...d, pinned: !d.pinned } : d)),
  rename(list: OnlineDoc[], id: string, title: string) {
    const clean = title.trim().slice(0, 120);
    return list.map((d) => (d.id === id ? { ...d, title: clean || undefined } : d));
  },
  duplicate(list: OnlineDoc[], id: string, title: string, newId: string, now: Date) {
    const source = list.find((d) => d.id === id);
    if (!source) return list;
    return [{ ...source, id: newId, title: title.slice(0, 120), createdAt: now.toISOString(), pinned: false }, ...list];
  },
  remove: (list: OnlineDoc[], id: string) => list.filter((d) => d.id !== id),
};

/** The share-link state of a document: base64url of its `DocState` JSON (UTF-8). */
export function encodeDocState(doc: DocState): string {
  const state: DocState = {
    ckey: doc.ckey,
    kind: doc.kind,
    authorised: doc.authorised,
    ...(doc.options ? { options: doc.options } : {}),
    ...(doc.title ? { title: doc.title } : {}),
  };
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes `?doc=`; `null` for anything that is not a valid document state (never throws). */
export function decodeDocState(value: string | null | undefined): DocState | null {
  if (!value || value.length > 4000 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const bin = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
    const parsed = docStateSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
