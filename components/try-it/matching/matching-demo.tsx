import { getLocale, getTranslations } from 'next-intl/server';
import { matchingExamples } from '@/lib/matching/examples';
import { matchingSampleText } from '@/lib/matching/handler';
import { getRegistry } from '@/lib/registry';
import { RiskDemoFrame } from '../risk/demo-frame';
import { MatchingLazy } from './matching-lazy';

/** The entity-resolution "try it" demo on /service/exactMatch: one query explained, or a list with a confusion table. */
export async function MatchingDemo() {
  const t = await getTranslations('riskDemos.matching');
  const locale = await getLocale();
  const registry = getRegistry();
  return (
    <RiskDemoFrame tour="matching" title={t('title')} lead={t('lead')}>
      <MatchingLazy examples={matchingExamples(registry, locale)} sample={matchingSampleText(registry)} />
    </RiskDemoFrame>
  );
}
