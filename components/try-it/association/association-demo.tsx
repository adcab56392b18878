import { getLocale, getTranslations } from 'next-intl/server';
import { sampleAssociationList } from '@/lib/association/sample';
import { getRegistry } from '@/lib/registry';
import { RiskDemoFrame } from '../risk/demo-frame';
import { AssociationLazy } from './association-lazy';
import { localName } from '@/lib/registry/local-name';

/** The related-parties "try it" demo on /service/intelligentAssociation. */
export async function AssociationDemo() {
  const t = await getTranslations('riskDemos.association');
  const locale = await getLocale();
  const sample = sampleAssociationList(getRegistry())
    .map((e) => localName(e, locale))
    .join('\n');
  return (
    <RiskDemoFrame tour="association" title={t('title')} lead={t('lead')}>
      <AssociationLazy sample={sample} />
    </RiskDemoFrame>
  );
}
