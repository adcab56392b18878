'use client';

import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { ckeys } from '@/lib/sample-data/keys';
import { reportTypes, templateIds } from '@/lib/reports/report-model';

/**
 * The visitor's online documents (/AI/reportV2/onlineDoc): a small list kept in this browser's localStorage, never
 * uploaded. Read through `useOnlineDocs()` (useSyncExternalStore, so every component sees the same list and the
 * server renders the sample documents); change it through `onlineDocs.*`.
 */

const storageKey = 'hengxi.onlineDocs.v1';

const docSchema = z.object({
  id: z.string().min(1).max(64),
  ckey: z.enum(ckeys),
  kind: z.union([z.object({ type: z.enum(reportTypes) }), z.object({ template: z.enum(templateIds) })]),
  authorised: z.boolean(),
  prompt: z.string().max(2000).optional(),
  /** A name the visitor gave it; otherwise the title is derived from company and kind. */
  title: z.string().max(120).optional(),
  createdAt: z.string(),
  pinned: z.boolean(),
});
const listSchema = z.array(docSchema).max(200);

export type OnlineDoc = z.infer<typeof docSchema>;

/** The documents every visitor starts with (fictional). */
export const sampleDocs: OnlineDoc[] = [
  { id: 'sample-1', ckey: 'c9f2a1e7b3', kind: { type: 'credit' }, authorised: true, createdAt: '2026-11-19T16:20:00+08:00', pinned: true },
  { id: 'sample-2', ckey: 'd4e8b6a2c1', kind: { template: 'postLoan' }, authorised: false, createdAt: '2026-11-18T10:05:00+08:00', pinned: false },
  { id: 'sample-3', ckey: 'a7c3e9f5d2', kind: { type: 'risk' }, authorised: false, createdAt: '2026-11-17T14:40:00+08:00', pinned: false },
  { id: 'sample-4', ckey: 'c9f2a1e7b3', kind: { template: 'supplier' }, authorised: false, createdAt: '2026-11-12T09:15:00+08:00', pinned: false },
  { id: 'sample-5', ckey: 'a7c3e9f5d2', kind: { template: 'sentiment' }, authorised: false, createdAt: '2026-11-06T18:30:00+08:00', pinned: false },
];

let cache: OnlineDoc[] | null = null;
const listeners = new Set<() => void>();

function read(): OnlineDoc[] {
  if (cache) return cache;
  let docs = sampleDocs;
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (raw) {
      const parsed = listSchema.safeParse(JSON.parse(raw));
      if (parsed.success) docs = parsed.data;
    }
  } catch {
    // Storage blocked or corrupt: keep the sample list.
  }
  cache = docs;
  return docs;
}

function write(docs: OnlineDoc[]) {
  cache = docs;
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(docs));
  } catch {
    // Storage full or blocked: the change still applies for this page view.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== storageKey) return;
    cache = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The documents, pinned first, newest first. */
export function sortDocs(docs: readonly OnlineDoc[]): OnlineDoc[] {
  return [...docs].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.createdAt.localeCompare(a.createdAt));
}

/** The visitor's documents, kept in sync across components and tabs; the sample list on the server. */
export function useOnlineDocs(): OnlineDoc[] {
  return useSyncExternalStore(subscribe, read, () => sampleDocs);
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `doc-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
}

/** Mutations of the document list; each persists immediately. */
export const onlineDocs = {
  add(doc: Omit<OnlineDoc, 'id' | 'createdAt' | 'pinned'>): OnlineDoc {
    const created: OnlineDoc = { ...doc, id: newId(), createdAt: new Date().toISOString(), pinned: false };
    write([created, ...read()]);
    return created;
  },
  togglePin(id: string) {
    write(read().map((d) => (d.id === id ? { ...d, pinned: !d.pinned } : d)));
  },
  rename(id: string, title: string) {
    const clean = title.trim().slice(0, 120);
    write(read().map((d) => (d.id === id ? { ...d, title: clean || undefined } : d)));
  },
  duplicate(id: string, title: string) {
    const source = read().find((d) => d.id === id);
    if (!source) return;
    write([{ ...source, id: newId(), title: title.slice(0, 120), createdAt: new Date().toISOString(), pinned: false }, ...read()]);
  },
  remove(id: string) {
    write(read().filter((d) => d.id !== id));
  },
  reset() {
    write(sampleDocs);
  },
};
