'use client';

import { useSyncExternalStore } from 'react';
import { docList, parseDocList, sampleDocs, type DocState, type OnlineDoc } from '@/lib/reports/online-docs';

export { sortDocs, type OnlineDoc } from '@/lib/reports/online-docs';

/**
 * The visitor's online documents kept in this browser's localStorage, never uploaded (the list logic and the share
 * state are in lib/reports/online-docs.ts). Read through `useOnlineDocs()` (useSyncExternalStore, so every component
 * sees the same list and the server renders the sample documents); change it through `onlineDocs.*`.
 */

const storageKey = 'hengxi.onlineDocs.v1';

let cache: OnlineDoc[] | null = null;
const listeners = new Set<() => void>();

function read(): OnlineDoc[] {
  if (cache) return cache;
  let docs = sampleDocs;
  try {
    docs = parseDocList(window.localStorage.getItem(storageKey)) ?? sampleDocs;
  } catch {
    // Storage blocked: keep the sample list.
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

/** The visitor's documents, kept in sync across components and tabs; the sample list on the server. */
export function useOnlineDocs(): OnlineDoc[] {
  return useSyncExternalStore(subscribe, read, () => sampleDocs);
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `doc-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
}

/** Mutations of the document list; each persists immediately. */
export const onlineDocs = {
  add(state: DocState): OnlineDoc {
    const { list, doc } = docList.add(read(), state, newId(), new Date());
    write(list);
    return doc;
  },
  togglePin: (id: string) => write(docList.togglePin(read(), id)),
  rename: (id: string, title: string) => write(docList.rename(read(), id, title)),
  duplicate: (id: string, title: string) => write(docList.duplicate(read(), id, title, newId(), new Date())),
  remove: (id: string) => write(docList.remove(read(), id)),
  reset: () => write(sampleDocs),
};
