import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { SectionMessages } from '@/components/shell/section-messages';
import { showcaseOptions } from '@/lib/sample-data/company-text';
import { TryItSection } from '../try-it-section';
import { DecisionStudio } from './decision-studio';

/** The credit decision-flow "try it" demo on /service/decisionMap. */
export async function DecisionDemo() {
  const t = await getTranslations('liveDemos.decision');
  return (
    <TryItSection tour="decision" title={t('title')} lead={t('lead')}>
      <SectionMessages namespaces={['aiReport.v1', 'tryIt.intake', 'liveDemos.decision']}>
        <DecisionStudio showcase={showcaseOptions(await getMessages())} locale={await getLocale()} />
      </SectionMessages>
    </TryItSection>
  );
}
