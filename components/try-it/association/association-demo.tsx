import { getLocale, getTranslations } from 'next-intl/server';
import { sampleAssociationList } from '@/lib/association/sample';
import { getRegistry } from '@/lib/registry';
import { TryItSection } from '../try-it-section';
import { DemoIsland } from '../demo-island';
import { islandIntl } from '../island-intl';
import { localName } from '@/lib/registry/local-name';

/** The related-parties "try it" demo on /service/intelligentAssociation. */
export async function AssociationDemo() {
  const t = await getTranslations('riskDemos.association');
  const locale = await getLocale();
  const sample = sampleAssociationList(getRegistry())
    .map((e) => localName(e, locale))
    .join('\n');
  return (
    <TryItSection demo="association" title={t('title')} lead={t('lead')}>
      <DemoIsland island="association" intl={await islandIntl('association')} props={{ sample }} />
    </TryItSection>
  );
}
