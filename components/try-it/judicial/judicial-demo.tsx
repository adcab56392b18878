import { getLocale, getTranslations } from 'next-intl/server';
import { judicialExamples } from '@/lib/judicial/examples';
import { getRegistry } from '@/lib/registry';
import { TryItSection } from '../try-it-section';
import { DemoIsland } from '../demo-island';
import { islandIntl } from '../island-intl';

/** The litigation-search "try it" demo on /service/judicialDueDiligence. */
export async function JudicialDemo() {
  const t = await getTranslations('riskDemos.judicial');
  const locale = await getLocale();
  return (
    <TryItSection demo="judicial" title={t('title')} lead={t('lead')}>
      <DemoIsland
        island="judicial"
        intl={await islandIntl('judicial')}
        props={{ examples: judicialExamples(getRegistry(), locale) }}
      />
    </TryItSection>
  );
}
