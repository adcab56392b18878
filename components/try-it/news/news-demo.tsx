import { getLocale, getTranslations } from 'next-intl/server';
import { newsExamples } from '@/lib/news/examples';
import { getRegistry } from '@/lib/registry';
import { TryItSection } from '../try-it-section';
import { DemoIsland } from '../demo-island';
import { islandIntl } from '../island-intl';

/** The news "try it" demo on /service/publicOpinionWarning. */
export async function NewsDemo() {
  const t = await getTranslations('riskDemos.news');
  const locale = await getLocale();
  return (
    <TryItSection demo="news" title={t('title')} lead={t('lead')}>
      <DemoIsland
        island="news"
        intl={await islandIntl('news')}
        props={{ examples: newsExamples(getRegistry(), locale) }}
      />
    </TryItSection>
  );
}
