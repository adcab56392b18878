'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useRegistrySearch } from '@/components/search/use-registry-search';
import styles from './reports.module.css';
import { useShowcaseOptions } from './use-report';

type Option = { value: string; label: string };

/**
 * antd's Select (with rc-select and its virtual list, ~25 KiB gzip), fetched right after the page has rendered
 * (from its own module: a dynamic `import('antd')` would fetch and run the whole library, 265 KiB gzip)
 * instead of in its first load (issue 10 item 6: report pages ≤ 260 KiB gzip). Until then a box of the large
 * Select's size (40 px) holds its place.
 */
const Select = dynamic(() => import('antd/es/select'), {
  ssr: false,
  loading: () => <div className={`${styles.select} ${styles.selectLoading}`} aria-hidden="true" />,
});

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
  search = false,
}: {
  id: string;
  value: string;
  onChange: (ckey: string) => void;
  help?: string;
  search?: boolean;
}) {
  const t = useTranslations('aiReport');
  const locale = useLocale();
  const showcase = useShowcaseOptions();
  const [options, setOptions] = useState<Option[]>(showcase);
  // The site's one registry look-up (components/search/use-registry-search.ts), as in the header.
  const { state, lookUp } = useRegistrySearch({
    limit: 10,
    delay: 200,
    onResult: (results) => {
      // Keep the chosen company among the options so the field still shows its name.
      const current = options.find((o) => o.value === value);
      const found = results.map((r) => ({ value: r.ckey, label: locale.startsWith('en') ? r.nameEn : r.name }));
      setOptions(current && !found.some((o) => o.value === current.value) ? [...found, current] : found);
    },
    onClear: () => setOptions(showcase),
  });

  return (
    <div className={styles.field}>
      {/* Named by aria-labelledby, not `for`: the Select loads after first paint, so the server HTML has no control
          with this id yet (a `for` pointing at nothing is invalid HTML). */}
      <label id={`${id}-label`} className={styles.label}>
        {t('v1.companyLabel')}
      </label>
      <Select
        id={id}
        aria-labelledby={`${id}-label`}
        value={value}
        onChange={(v) => onChange(String(v))}
        options={options}
        showSearch={search ? { filterOption: false, onSearch: lookUp } : { optionFilterProp: 'label' }}
        notFoundContent={state === 'loading' ? t('v1.searching') : state === 'failed' ? t('v1.searchFailed') : t('v1.noMatch')}
        size="large"
        className={styles.select}
      />
      {help ? <p className={styles.help}>{help}</p> : null}
    </div>
  );
}
