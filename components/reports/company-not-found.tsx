import { getMessages, getTranslations } from 'next-intl/server';
import { SectionMessages } from '@/components/shell/section-messages';
import { showcaseOptions } from '@/lib/sample-data/company-text';
import { ReportPicker } from './report-picker';
import { reportFlowMessages } from './report-flow-messages';
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
      <SectionMessages namespaces={reportFlowMessages.picker}>
        <ReportPicker showcase={showcaseOptions(await getMessages())} />
      </SectionMessages>
    </div>
  );
}
