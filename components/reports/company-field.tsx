'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { SelectProps } from 'antd/es/select';
import { useState, type ComponentType } from 'react';
import { cachedLoader, standInPress, useLoadOnEngagement } from '@/components/lazy/engagement';
import { useRegistrySearch } from '@/components/search/use-registry-search';
import { withAntd } from '@/components/shell/with-antd';
import fields from './form-fields.module.css';
import { localName } from '@/lib/registry/local-name';

/** A company option: value = ckey, label = its name in the page's language. */
export type CompanyOption = { value: string; label: string };

/**
 * antd's Select (with rc-select and its virtual list, ~25 KiB gzip) and the site's antd configuration, from their
 * own modules (a dynamic `import('antd')` would fetch and run the whole library, 265 KiB gzip); fetched once, when
 * the visitor starts using the page, not in its first load or right after first paint (issue 10 item 6: report
 * pages ≤ 260 KiB gzip and Lighthouse ≥ 95). A failed fetch is forgotten, so the next attempt tries again.
 */
const loadSelect = cachedLoader(
  withAntd(() => import('antd/es/select').then((m) => m.default as ComponentType<SelectProps>)),
);

/**
 * The company field of the report forms: a label and an antd Select, with an optional help line below. `id` is the
 * Select's id. Without `search` it offers the three showcase companies (the template studio); with `search` it
 * also looks up the sample registry as the visitor types (`GET /api/registry/search`, entity resolution: names,
 * former names, 字号, pinyin, traditional characters, English names, USCC), starting from the showcase companies.
 */
export function CompanyField({
  id,
  value,
  onChange,
  help,
  showcase,
  search = false,
}: {
  id: string;
  value: string;
  onChange: (ckey: string) => void;
  help?: string;
  /** The showcase companies, offered before the visitor types (`showcaseOptions` in lib/sample-data/company-text.ts). */
  showcase: CompanyOption[];
  search?: boolean;
}) {
  const t = useTranslations('aiReport');
  const locale = useLocale();
  const [options, setOptions] = useState<CompanyOption[]>(showcase);
  const { value: Select, request } = useLoadOnEngagement(loadSelect);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [standInFocused, setStandInFocused] = useState(false);
  // The site's one registry look-up (components/search/use-registry-search.ts), as in the header.
  const { state, lookUp } = useRegistrySearch({
    limit: 10,
    delay: 200,
    onResult: (results) => {
      // Keep the chosen company among the options so the field still shows its name.
      const current = options.find((o) => o.value === value);
      const found = results.map((r) => ({ value: r.ckey, label: localName(r, locale) }));
      setOptions(current && !found.some((o) => o.value === current.value) ? [...found, current] : found);
    },
    onClear: () => setOptions(showcase),
  });

  return (
    <div className={fields.field}>
      {/* Named by aria-labelledby, not `for`: the Select loads on first use, so the server HTML has no control with
          this id yet (a `for` pointing at nothing is invalid HTML). */}
      <label id={`${id}-label`} className={fields.label}>
        {t('v1.companyLabel')}
      </label>
      {Select ? (
        <Select
          id={id}
          aria-labelledby={`${id}-label`}
          value={value}
          onChange={(v) => onChange(String(v))}
          options={options}
          showSearch={search ? { filterOption: false, onSearch: lookUp } : { optionFilterProp: 'label' }}
          notFoundContent={
            state === 'loading' ? t('v1.searching') : state === 'failed' ? t('v1.searchFailed') : t('v1.noMatch')
          }
          size="large"
          className={fields.select}
          // Opened or focused through the stand-in before the Select arrived: carry on where the visitor is.
          defaultOpen={openOnLoad}
          autoFocus={openOnLoad || standInFocused}
        />
      ) : (
        // The Select's stand-in until its code arrives: the same box showing the chosen company. Pressing it (or
        // Enter, Space, arrow down on it) loads the Select and opens it (`standInPress`: a mouse press counts from
        // pointer-down).
        <button
          type="button"
          className={`${fields.select} ${fields.selectLoading}`}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-haspopup="listbox"
          aria-expanded="false"
          data-stand-in="company-select"
          onFocus={() => setStandInFocused(true)}
          onBlur={() => setStandInFocused(false)}
          {...standInPress(() => {
            setOpenOnLoad(true);
            request();
          })}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setOpenOnLoad(true);
              request();
            }
          }}
        >
          <span id={`${id}-value`}>{options.find((o) => o.value === value)?.label ?? ''}</span>
        </button>
      )}
      {help ? <p className={fields.help}>{help}</p> : null}
    </div>
  );
}
