import { getLocale, getTranslations } from 'next-intl/server';
import { ckeys } from '@/lib/sample-data/keys';
import { TryItSection } from '../try-it-section';
import { DemoIsland } from '../demo-island';
import { islandIntl } from '../island-intl';
import type { SampleLink } from './statement-analyzer';

/** The bank-statement "try it" demo on /service/waterDueDiligence: sample statements, upload, analysis. */
export async function StatementDemo() {
  const t = await getTranslations('tryIt.statement');
  const ts = await getTranslations('sampleData.companies');
  const locale = await getLocale();
  const samples: SampleLink[] = ckeys.map((ckey) => ({
    ckey,
    name: ts(`${ckey}.name` as 'c9f2a1e7b3.name'),
    industry: ts(`${ckey}.industry` as 'c9f2a1e7b3.industry'),
    csv: `/api/statement-analysis/samples/${ckey}.csv`,
    xlsx: `/api/statement-analysis/samples/${ckey}.xlsx`,
  }));
  return (
    <TryItSection demo="statement" title={t('title')} lead={t('lead')}>
      <DemoIsland island="statement" intl={await islandIntl('statement')} props={{ samples, locale }} />
    </TryItSection>
  );
}
