'use client';

import { useTranslations } from 'next-intl';
import { SearchBox } from '@/components/search/search-box';
import styles from './relations.module.css';

/**
 * "How are these two related?": the other company is picked with the site's registry search (the same box as in
 * the header, companies only); `onPick` receives its ckey and display name.
 */
export function PathPicker({
  subject,
  onPick,
}: {
  subject: string;
  onPick: (target: { ckey: string; name: string }) => void;
}) {
  const t = useTranslations('relations');
  const ts = useTranslations('common.search');
  return (
    <div className={styles.pathPicker} data-tour="graph-path">
      <h3 className={styles.pathTitle}>{t('pathTitle')}</h3>
      <p className="muted">{t('pathHint', { subject })}</p>
      <SearchBox
        label={t('pathLabel')}
        placeholder={ts('placeholder')}
        labelHidden={false}
        pages={false}
        testId="path-search"
        onPick={(item) => {
          if (item.type === 'company') onPick({ ckey: item.hit.ckey, name: item.title });
        }}
      />
    </div>
  );
}
