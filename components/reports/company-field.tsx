'use client';

import { Select } from 'antd';
import { useTranslations } from 'next-intl';
import type { Ckey } from '@/lib/sample-data/keys';
import styles from './reports.module.css';
import { useCompanyOptions } from './use-report';

/**
 * The sample-company field of the report forms (/AI/reportV1 picker, /AI/reportV2 studio): a label and a
 * searchable antd Select of the sample companies, with an optional help line below. `id` is the Select's id.
 */
export function CompanyField({ id, value, onChange, help }: { id: string; value: Ckey; onChange: (ckey: Ckey) => void; help?: string }) {
  const t = useTranslations('aiReport');
  const options = useCompanyOptions();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('v1.companyLabel')}
      </label>
      <Select<Ckey> id={id} value={value} onChange={onChange} options={options} showSearch={{ optionFilterProp: 'label' }} size="large" className={styles.select} />
      {help ? <p className={styles.help}>{help}</p> : null}
    </div>
  );
}
