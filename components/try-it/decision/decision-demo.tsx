import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { showcaseOptions } from '@/lib/sample-data/company-text';
import { TryItSection } from '../try-it-section';
import { DemoIsland } from '../demo-island';
import { islandIntl } from '../island-intl';

/** The credit decision-flow "try it" demo on /service/decisionMap. */
export async function DecisionDemo() {
  const t = await getTranslations('liveDemos.decision');
  return (
    <TryItSection demo="decision" title={t('title')} lead={t('lead')}>
      <DemoIsland
        island="decision"
        intl={await islandIntl('decision')}
        props={{ showcase: showcaseOptions(await getMessages()), locale: await getLocale() }}
      />
    </TryItSection>
  );
}
