import { getLocale, getTranslations } from 'next-intl/server';
import { judicialExamples } from '@/lib/judicial/examples';
import { getRegistry } from '@/lib/registry';
import { RiskDemoFrame } from '../risk/demo-frame';
import { JudicialLazy } from './judicial-lazy';

/** The litigation-search "try it" demo on /service/judicialDueDiligence. */
export async function JudicialDemo() {
  const t = await getTranslations('riskDemos.judicial');
  const locale = await getLocale();
  return (
    <RiskDemoFrame tour="judicial" title={t('title')} lead={t('lead')}>
      <JudicialLazy examples={judicialExamples(getRegistry(), locale)} />
    </RiskDemoFrame>
  );
}
