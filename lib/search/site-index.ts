/**
 * The site-page part of the header search (issue 11): services, solutions, customer cases and the site's own pages
 * (pricing, demo, app, API documentation, privacy and cookie notices) in one locale,
 * indexed with MiniSearch (BM25, prefix and fuzzy matching on Latin words). Built at build time — the route
 * /api/site-index/{locale} is prerendered (force-static) from the message files — and loaded by the browser only
 * when the search box gets focus, so no page pays for it up front.
 *
 * Chinese has no spaces, so Han runs are cut into overlapping character bigrams (plus the single character of a
 * one-character run), the standard CJK approach of search engines without a dictionary: a query matches any page
 * sharing its bigrams ("尽调" finds every 尽职调查 page whose copy says 尽调, "反洗钱" finds pages with 反洗 and 洗钱).
 * Latin text is split into lower-case words. The same tokenizer runs at index and query time.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { caseSlugs, serviceSlugs, solutionSlugs } from '@/lib/catalog';
import { pathFor } from '@/lib/routes';

export type SitePageKind = 'service' | 'solution' | 'case' | 'page';

/** The site's own pages the search finds besides the catalogue (issue 26: pricing, privacy and demo were not found). */
export const searchablePages = ['pricing', 'demo', 'app', 'apiDocs', 'privacy', 'cookies'] as const;
export type SearchablePage = (typeof searchablePages)[number];

/** One indexed page: unprefixed path (zh-CN form; the client adds the locale prefix), kind, title and text. */
export interface SiteDoc {
  id: string;
  path: string;
  kind: SitePageKind;
  title: string;
  summary: string;
  body: string;
}

const han = /\p{Script=Han}+/gu;

/** Index- and query-time tokenizer: Han bigrams (or the lone character) and lower-case Latin/digit words. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const run of text.match(han) ?? []) {
    if (run.length === 1) out.push(run);
    for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
  }
  for (const word of text
    .replace(han, ' ')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [])
    out.push(word);
  return out;
}

const isHan = (term: string) => /\p{Script=Han}/u.test(term);

/** MiniSearch options shared by the build (index) and the browser (query). */
export const siteIndexOptions: Options<SiteDoc> = {
  fields: ['title', 'summary', 'body'],
  storeFields: ['path', 'kind', 'title', 'summary'],
  tokenize,
  searchOptions: {
    boost: { title: 4, summary: 2 },
    // Latin words: prefix while typing and one typo in longer words; Han bigrams match exactly.
    prefix: (term) => !isHan(term),
    fuzzy: (term) => (!isHan(term) && term.length > 4 ? 0.2 : false),
    combineWith: 'OR',
  },
};

type Section = Record<
  string,
  { name: string; summary: string; metaDescription?: string; h1?: string; intro?: string; searchTerms?: string }
>;
/** A page's messages as the general pages keep them: short name (breadcrumb), title, description, heading, intro. */
export interface PageMessages {
  breadcrumb: string;
  metaTitle: string;
  metaDescription: string;
  h1: string;
  intro?: string;
}
/** The message namespaces the index reads (zh-CN or en-US message files). */
export interface SiteIndexMessages {
  services: Section;
  solutions: Section;
  cases: Section;
  /** The `searchablePages`, by route name (general.json, apiDocs.json). */
  pages: Record<SearchablePage, PageMessages>;
}

/** The indexed pages of one locale, from its messages: every service, solution and case, and the `searchablePages`. */
export function siteDocs(messages: SiteIndexMessages): SiteDoc[] {
  const doc = (kind: SitePageKind, slug: string, path: string, m: Section[string]): SiteDoc => ({
    id: `${kind}.${slug}`,
    path,
    kind,
    title: m.name,
    summary: m.summary,
    body: [m.h1, m.metaDescription, m.intro, m.searchTerms].filter(Boolean).join('\n'),
  });
  return [
    ...serviceSlugs.map((s) => doc('service', s, pathFor(`service.${s}`), messages.services[s])),
    ...solutionSlugs.map((s) => doc('solution', s, pathFor(`solution.${s}`), messages.solutions[s])),
    ...caseSlugs.map((s) => doc('case', s, pathFor(`case.${s}`), messages.cases[s])),
    ...searchablePages.map((name) => {
      const m = messages.pages[name];
      return doc('page', name, pathFor(name), {
        name: m.breadcrumb,
        summary: m.metaTitle,
        metaDescription: m.metaDescription,
        h1: m.h1,
        intro: m.intro,
      });
    }),
  ];
}

/** Builds the index of one locale; `JSON.stringify` of the result is what /api/site-index/{locale} serves. */
export function buildSiteIndex(messages: SiteIndexMessages): MiniSearch<SiteDoc> {
  const index = new MiniSearch<SiteDoc>(siteIndexOptions);
  index.addAll(siteDocs(messages));
  return index;
}

/** Loads a serialised index (the JSON served at /api/site-index/{locale}). */
export function loadSiteIndex(json: string): MiniSearch<SiteDoc> {
  return MiniSearch.loadJSON<SiteDoc>(json, siteIndexOptions);
}

/** A page found, as the search list shows it. */
export type SiteHit = Pick<SiteDoc, 'id' | 'path' | 'kind' | 'title' | 'summary'> & { score: number };

/** The best `limit` pages for a query (empty query → []). */
export function searchSite(index: MiniSearch<SiteDoc>, query: string, limit = 5): SiteHit[] {
  const q = query.trim().slice(0, 100);
  if (!q) return [];
  return index
    .search(q)
    .slice(0, limit)
    .map((r: SearchResult) => ({
      id: String(r.id),
      path: r.path,
      kind: r.kind,
      title: r.title,
      summary: r.summary,
      score: r.score,
    }));
}
