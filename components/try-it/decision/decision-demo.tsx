import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { showcaseOptions } from '@/lib/sample-data/company-text';
// The company field is in this demo's server HTML before its code loads (decision 0046): its rules go with the page.
import '@/components/reports/form-fields.module.css';
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
