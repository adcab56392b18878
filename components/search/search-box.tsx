'use client';

import { useCallback, useId, useRef, useState, type ComponentType } from 'react';
import type { SearchEngineProps, SearchIntl } from './search-engine';
import styles from './search.module.css';

export type { SearchItem } from './search-engine';

/** The ARIA state of the combobox, kept by the engine (search-engine.tsx) and rendered on the input here. */
export interface SearchAria {
  expanded: boolean;
  controls?: string;
  activeDescendant?: string;
}

// The engine (look-ups, results list, keyboard, its messages) loads once per document, on first intent.
let engine: Promise<ComponentType<SearchEngineProps>> | undefined;
function loadEngine(): Promise<ComponentType<SearchEngineProps>> {
  if (!engine) {
    engine = import('./search-engine').then((m) => m.SearchEngine);
    engine.catch(() => (engine = undefined));
  }
  return engine;
}

/**
 * The site's one search box (issue 11): as the visitor types, registry companies (with the reason they matched:
 * name, former name, 字号, pinyin, USCC …) and — when `pages` — pages of the site (services, solutions, cases) in one
 * list (ARIA 1.2 combobox; the behaviour is described on `SearchEngine`, search-engine.tsx).
 *
 * This part is the field itself: label, icon and input, server-rendered and hydrated with the page. Everything that
 * answers the visitor — the look-ups, the list, the keys, the localized status texts — is `SearchEngine`, loaded
 * when the visitor points at, touches, focuses or types into the field (issue 28: it was 2 KiB gzip, plus the
 * ICU message formatter of its status texts, in every page's first-load JavaScript). What is typed before it
 * arrives is kept and looked up as soon as it does; the input element stays the same, so focus and caret stay.
 *
 * `intl`: the `common.search` messages and locale for the engine, where the box is not inside a
 * NextIntlClientProvider that has them (the header). `placeholder` is the field's own text.
 */
export function SearchBox({
  label,
  placeholder,
  pages = true,
  companies = true,
  onPick,
  className,
  labelHidden = true,
  testId,
  intl,
}: {
  label: string;
  placeholder: string;
  pages?: boolean;
  companies?: boolean;
  onPick?: SearchEngineProps['onPick'];
  className?: string;
  labelHidden?: boolean;
  testId?: string;
  intl?: SearchIntl;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [Engine, setEngine] = useState<ComponentType<SearchEngineProps> | null>(null);
  const [aria, setAria] = useState<SearchAria>({ expanded: false });
  const load = useCallback(() => {
    loadEngine().then(
      (component) => setEngine(() => component),
      () => undefined,
    );
  }, []);

  return (
    <div className={`${styles.box} ${className ?? ''}`} data-testid={testId} onPointerEnter={load} onTouchStart={load}>
      <label htmlFor={`${id}-input`} className={labelHidden ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <svg className={styles.icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          inputMode="search"
          role="combobox"
          aria-expanded={aria.expanded}
          aria-controls={aria.controls}
          aria-autocomplete="list"
          aria-activedescendant={aria.activeDescendant}
          autoComplete="off"
          enterKeyHint="go"
          maxLength={100}
          className={styles.input}
          placeholder={placeholder}
          value={query}
          onFocus={load}
          onChange={(e) => {
            setQuery(e.target.value);
            load();
          }}
        />
      </div>
      {Engine ? (
        <Engine
          id={id}
          query={query}
          inputRef={inputRef}
          label={label}
          pages={pages}
          companies={companies}
          onPick={onPick}
          onAria={setAria}
          intl={intl}
        />
      ) : null}
    </div>
  );
}
