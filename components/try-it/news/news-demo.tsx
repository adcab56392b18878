import { getLocale, getTranslations } from 'next-intl/server';
import { newsExamples } from '@/lib/news/examples';
import { getRegistry } from '@/lib/registry';
import { RiskDemoFrame } from '../risk/demo-frame';
import { NewsLazy } from './news-lazy';

/** The news "try it" demo on /service/publicOpinionWarning. */
export async function NewsDemo() {
  const t = await getTranslations('riskDemos.news');
  const locale = await getLocale();
  return (
    <RiskDemoFrame tour="news" title={t('title')} lead={t('lead')}>
      <NewsLazy examples={newsExamples(getRegistry(), locale)} />
    </RiskDemoFrame>
  );
}
