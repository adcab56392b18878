import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { SectionMessages } from '@/components/shell/section-messages';
import { showcaseOptions } from '@/lib/sample-data/company-text';
import { TryItSection } from '../try-it-section';
import { FinanceAnalyzer } from './finance-analyzer';

/** The financial-statement analysis "try it" demo on /service/financeDueDiligence. */
export async function FinanceDemo() {
  const t = await getTranslations('liveDemos.finance');
  return (
    <TryItSection tour="finance" title={t('title')} lead={t('lead')}>
      <SectionMessages namespaces={['aiReport.v1', 'tryIt.intake', 'liveDemos.finance', 'registryText.sections']}>
        <FinanceAnalyzer showcase={showcaseOptions(await getMessages())} locale={await getLocale()} />
      </SectionMessages>
    </TryItSection>
  );
}
