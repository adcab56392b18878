import { getLocale, getTranslations } from 'next-intl/server';
import { matchingExamples } from '@/lib/matching/examples';
import { matchingSampleText } from '@/lib/matching/handler';
import { getRegistry } from '@/lib/registry';
import { TryItSection } from '../try-it-section';
import { DemoIsland } from '../demo-island';
import { islandIntl } from '../island-intl';

/** The entity-resolution "try it" demo on /service/exactMatch: one query explained, or a list with a confusion table. */
export async function MatchingDemo() {
  const t = await getTranslations('riskDemos.matching');
  const locale = await getLocale();
  const registry = getRegistry();
  return (
    <TryItSection demo="matching" title={t('title')} lead={t('lead')}>
      <DemoIsland
        island="matching"
        intl={await islandIntl('matching')}
        props={{ examples: matchingExamples(registry, locale), sample: matchingSampleText(registry) }}
      />
    </TryItSection>
  );
}
