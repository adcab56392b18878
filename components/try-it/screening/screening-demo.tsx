import { getTranslations } from 'next-intl/server';
import { screeningSampleText } from '@/lib/registry/sample-list';
import { TryItSection } from '../try-it-section';
import { DemoIsland } from '../demo-island';
import { islandIntl } from '../island-intl';

/** The batch-screening "try it" demo on /service/batchPreliminaryScreening. */
export async function ScreeningDemo() {
  const t = await getTranslations('tryIt.screening');
  return (
    <TryItSection demo="screening" title={t('title')} lead={`${t('lead')} ${t('registryNote')}`}>
      {/* ~30 registry companies written as borrower lists write them, and 3 unknown names (lib/registry/sample-list.ts). */}
      <DemoIsland island="screening" intl={await islandIntl('screening')} props={{ sample: screeningSampleText() }} />
    </TryItSection>
  );
}
