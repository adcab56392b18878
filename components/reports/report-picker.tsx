'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { defaultCkey } from '@/lib/sample-data/companies';
import { CompanyField, type CompanyOption } from './company-field';
import { reportSpecs, reportTypes, type ReportType } from '@/lib/reports/report-model';
import fields from './form-fields.module.css';
import styles from './reports.module.css';

/**
 * Step 1 of the one-click report (/AI/reportV1): find a company of the sample registry (antd Select with live
 * entity resolution) and choose a report type, then go to the analysis page with `?ckey=…&type=…`.
 */
export function ReportPicker({ showcase }: { showcase: CompanyOption[] }) {
  const t = useTranslations('aiReport');
  const [ckey, setCkey] = useState<string>(defaultCkey);
  const [type, setType] = useState<ReportType>('overview');
  const id = useId();

  return (
    <form className={`card ${styles.picker}`} onSubmit={(e) => e.preventDefault()}>
      <CompanyField
        id={`${id}-company`}
        value={ckey}
        onChange={setCkey}
        help={t('v1.companyHelp')}
        showcase={showcase}
        search
      />

      <fieldset className={fields.field}>
        <legend className={fields.label}>{t('v1.typeLabel')}</legend>
        <div className={styles.typeGrid}>
          {reportTypes.map((rt) => (
            <label key={rt} className={`${styles.typeCard} ${type === rt ? styles.typeCardActive : ''}`}>
              <input type="radio" name={`${id}-type`} value={rt} checked={type === rt} onChange={() => setType(rt)} />
              <span className={styles.typeName}>{t(`types.${rt}.name`)}</span>
              <span className="muted">{t(`types.${rt}.summary`)}</span>
              <span className={styles.typeMeta}>
                {t('v1.sectionCount', { count: reportSpecs[rt].sections.length })} ·{' '}
                {reportSpecs[rt].needsAuth ? t('v1.needsAuth') : t('v1.publicOnly')}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="btn-row">
        <Link className="btn btn--primary" href={{ pathname: pathFor('aiReportV1Think'), query: { ckey, type } }}>
          {t('v1.submit')}
        </Link>
      </div>
    </form>
  );
}
