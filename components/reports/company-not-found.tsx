import { getTranslations } from 'next-intl/server';
import { ReportPickerBlock } from './report-picker-block';
import styles from './reports.module.css';

/**
 * Shown by the AI report flow when `?ckey=` names no registry company: says so (never another company's report)
 * and offers the company search to start again. `ckey` is the value as given, already shortened.
 */
export async function CompanyNotFound({ ckey }: { ckey: string }) {
  const t = await getTranslations('aiReport.notFound');
  return (
    <div className={styles.notFound}>
      <div className="card" role="alert">
        <h2>{t('title')}</h2>
        <p>{t('body', { ckey })}</p>
      </div>
      <ReportPickerBlock />
    </div>
  );
}
