'use client';

import { NextIntlClientProvider, useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { bestMatchIndex } from '@/lib/search/best-match';
import type { SiteHit } from '@/lib/search/site-index';
import type { SearchAria } from './search-box';
import { searchRegistry, type RegistryHit } from './registry-search';
import styles from './search.module.css';
import { useRegistrySearch } from './use-registry-search';
import { localName } from '@/lib/registry/local-name';

/** One entry of the list: a registry company or a page of the site. */
export type SearchItem =
  | { type: 'company'; id: string; title: string; detail: string; href: string; hit: RegistryHit }
  | { type: 'page'; id: string; title: string; detail: string; href: string };

/** The engine's messages where no provider above has them: `{ common: { search } }` of one locale, compiled ahead of time (i18n/precompile.ts). */
export interface SearchIntl {
  locale: Locale;
  messages: Record<string, unknown>;
}

/** What the search box (search-box.tsx) hands its engine. */
export interface SearchEngineProps {
  /** The box's `useId()`: ids of the input (`<id>-input`), the list and the options derive from it. */
  id: string;
  /** The input's current text. */
  query: string;
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  pages: boolean;
  companies: boolean;
  onPick?: (item: SearchItem) => void;
  /** Receives the combobox's ARIA state for the input. */
  onAria: (aria: SearchAria) => void;
  intl?: SearchIntl;
}

type SiteSearch = (query: string) => SiteHit[];
// The page index and its search code load once per document, on first focus (lib/search/site-index.ts).
const siteSearchByLocale = new Map<string, Promise<SiteSearch>>();
function loadSiteSearch(locale: string): Promise<SiteSearch> {
  let p = siteSearchByLocale.get(locale);
  if (!p) {
    p = Promise.all([
      import('@/lib/search/site-index'),
      fetch(`/api/site-index/${locale}`).then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status))))),
    ]).then(([mod, json]) => {
      const index = mod.loadSiteIndex(json);
      return (q: string) => mod.searchSite(index, q, 5);
    });
    p.catch(() => siteSearchByLocale.delete(locale));
    siteSearchByLocale.set(locale, p);
  }
  return p;
}

/**
 * The working part of the site's search box, loaded on first intent (search-box.tsx renders the field). As the
 * visitor types, registry companies (with the reason they matched) and — when `pages` — pages of the site in one
 * list. ARIA 1.2 combobox: ↑/↓ move, Enter opens the active entry; with none active, the header search opens the
 * best match only when there is one (lib/search/best-match.ts: a confident company match or a page titled by the
 * query) and otherwise shows the results list — never an unrelated page; an Enter typed before the results of the
 * current text arrive waits for them. Esc closes. By default an entry is opened (company → its profile); `onPick`
 * replaces that (the graph's path picker), where Enter takes the active entry or else the first. Text typed before
 * the engine arrived is looked up when it mounts.
 */
export function SearchEngine({ intl, ...props }: SearchEngineProps) {
  if (!intl) return <Engine {...props} />;
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages}>
      <Engine {...props} />
    </NextIntlClientProvider>
  );
}

function Engine({ id, query, inputRef, label, pages, companies, onPick, onAria }: Omit<SearchEngineProps, 'intl'>) {
  const t = useTranslations('common.search');
  const locale = useLocale();
  const router = useRouter();
  const [items, setItems] = useState<SearchItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-list`;
  // The text the last look-up was for, the text `items` answer, and an Enter waiting for the current results.
  const lookedUp = useRef('');
  const itemsFor = useRef('');
  const pendingEnter = useRef(false);

  // Companies and pages for one query, through the shared debounced look-up (use-registry-search.ts).
  const { state, lookUp } = useRegistrySearch<SearchItem[]>({
    fetch: async (text, signal) => {
      const [hits, siteSearch] = await Promise.all([
        // One source failing (or answering 4xx) leaves the other's results in the list.
        companies
          ? searchRegistry(text, { limit: pages ? 5 : 8, signal }).catch((e: Error) =>
              pages && e.name !== 'AbortError' ? [] : Promise.reject(e),
            )
          : Promise.resolve([]),
        pages
          ? loadSiteSearch(locale).catch((e: Error) => (companies ? null : Promise.reject(e)))
          : Promise.resolve(null),
      ]);
      const companyItems: SearchItem[] = hits.map((h) => ({
        type: 'company',
        id: `c-${h.ckey}`,
        title: localName(h, locale),
        detail: t('matchedOn', { reason: t(`reasons.${h.matchedOn}`) }),
        href: `/company/${h.ckey}`,
        hit: h,
      }));
      const pageItems: SearchItem[] = (siteSearch?.(text) ?? []).map((p) => ({
        type: 'page',
        id: `p-${p.id}`,
        title: p.title,
        // The site's own pages (pricing, privacy …) say what they hold; catalogue entries say their kind.
        detail: p.kind === 'page' ? p.summary : t(`kinds.${p.kind}`),
        href: p.path,
      }));
      return [...companyItems, ...pageItems];
    },
    onResult: (found) => {
      setItems(found);
      setActive(-1);
      setOpen(true);
      itemsFor.current = lookedUp.current;
      if (pendingEnter.current) {
        pendingEnter.current = false;
        enterWithoutSelection(found);
      }
    },
    onClear: () => setItems([]),
  });

  // Each new text is looked up (including what was typed before the engine loaded).
  useEffect(() => {
    if (query === lookedUp.current) return;
    lookedUp.current = query;
    pendingEnter.current = false;
    lookUp(query);
  }, [query, lookUp]);

  function pick(item: SearchItem | undefined) {
    if (!item) return;
    setOpen(false);
    if (onPick) onPick(item);
    else router.push(item.href);
  }

  /** Enter with no entry active: the best match when there is one, else the list stays open to choose from. */
  function enterWithoutSelection(list: SearchItem[]) {
    if (onPick) return pick(list[0]);
    const best = bestMatchIndex(
      lookedUp.current,
      list.map((it) =>
        it.type === 'company'
          ? { type: 'company' as const, score: it.hit.score }
          : { type: 'page' as const, title: it.title },
      ),
    );
    if (best >= 0) pick(list[best]);
    else setOpen(true);
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(items.length - 1, i + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(-1, i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (items[active]) pick(items[active]);
      else if (!query.trim()) return;
      else if (state === 'loading' || itemsFor.current !== query) pendingEnter.current = true;
      else enterWithoutSelection(items);
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  function onFocus() {
    if (pages) loadSiteSearch(locale).catch(() => undefined);
    if (items.length) setOpen(true);
  }

  // The field (search-box.tsx) is not ours: its events reach the latest handlers through a ref.
  const handlers = useRef({ onKeyDown, onFocus });
  useEffect(() => {
    handlers.current = { onKeyDown, onFocus };
  });
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const keydown = (e: KeyboardEvent) => handlers.current.onKeyDown(e);
    const focus = () => handlers.current.onFocus();
    let blurTimer: number | undefined;
    const blur = () => {
      blurTimer = window.setTimeout(() => setOpen(false), 150);
    };
    input.addEventListener('keydown', keydown);
    input.addEventListener('focus', focus);
    input.addEventListener('blur', blur);
    // Loaded by a focus: that focus counts.
    if (document.activeElement === input) focus();
    return () => {
      input.removeEventListener('keydown', keydown);
      input.removeEventListener('focus', focus);
      input.removeEventListener('blur', blur);
      window.clearTimeout(blurTimer);
    };
  }, [inputRef]);

  const expanded = open && query.trim() !== '';
  // Expanded only while the listbox it controls exists: "no results" is a status message, not a popup (an expanded
  // combobox pointing at nothing is an ARIA error, axe aria-valid-attr-value).
  const listShown = expanded && items.length > 0;
  const activeDescendant = expanded && active >= 0 && items[active] ? `${id}-${items[active].id}` : undefined;
  useEffect(() => {
    onAria({ expanded: listShown, controls: listShown ? listId : undefined, activeDescendant });
  }, [onAria, listShown, listId, activeDescendant]);
  const statusText =
    state === 'loading'
      ? t('searching')
      : state === 'failed'
        ? t('failed')
        : expanded
          ? items.length
            ? t('results', { count: items.length })
            : t('none')
          : '';

  return (
    <>
      {/* Rendered only with options: an empty listbox is an ARIA error. */}
      {listShown ? (
        <ul id={listId} role="listbox" aria-label={label} className={styles.list}>
          {items.map((item, i) => (
            <li
              key={item.id}
              id={`${id}-${item.id}`}
              role="option"
              aria-selected={i === active}
              className={`${styles.option} ${i === active ? styles.active : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(item)}
            >
              <span className={styles.title}>{item.title}</span>
              <span className={styles.detail}>
                <span className={styles.tag}>{item.type === 'company' ? t('company') : t('page')}</span> {item.detail}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <span className="visually-hidden" role="status" aria-live="polite">
        {statusText}
      </span>
      {expanded && state !== 'loading' && !items.length ? <p className={styles.empty}>{statusText}</p> : null}
    </>
  );
}
