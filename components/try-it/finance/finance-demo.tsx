import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { showcaseOptions } from '@/lib/sample-data/company-text';
import { TryItSection } from '../try-it-section';
import { DemoIsland } from '../demo-island';
import { islandIntl } from '../island-intl';

/** The financial-statement analysis "try it" demo on /service/financeDueDiligence. */
export async function FinanceDemo() {
  const t = await getTranslations('liveDemos.finance');
  return (
    <TryItSection demo="finance" title={t('title')} lead={t('lead')}>
      <DemoIsland
        island="finance"
        intl={await islandIntl('finance')}
        props={{ showcase: showcaseOptions(await getMessages()), locale: await getLocale() }}
      />
    </TryItSection>
  );
}
