import { getTranslations } from 'next-intl/server';
import { companies } from '@/lib/sample-data/companies';
import { ckeys } from '@/lib/sample-data/keys';
import enSample from '@/messages/en-US/sampleData.json';
import zhSample from '@/messages/zh-CN/sampleData.json';
import { TryItSection } from '../try-it-section';
import { ScreeningTool } from './screening-tool';

type Names = Record<string, { name: string; shortName: string }>;

/**
 * A sample list for the demo: each showcase company written the ways a borrower list writes it (full name, short
 * name, English name, USCC with a name, a typo), and a few names the registry does not hold. Tab-separated, as
 * pasted from a spreadsheet.
 */
function sampleList(): string {
  const zh = zhSample.sampleData.companies as Names;
  const en = enSample.sampleData.companies as Names;
  const lines: string[] = [];
  for (const ckey of ckeys) {
    lines.push(zh[ckey].name, zh[ckey].shortName, en[ckey].name.toUpperCase(), `${zh[ckey].name}\t${companies[ckey].uscc}`);
    const n = zh[ckey].name;
    lines.push(n.slice(0, 2) + n.slice(3));
  }
  lines.push('南浔织梦丝绸有限公司', '临汾晋岚煤化工有限公司', 'Harbor Lantern Trading Co., Ltd.');
  return lines.join('\n');
}

/** The batch-screening "try it" demo on /service/batchPreliminaryScreening. */
export async function ScreeningDemo() {
  const t = await getTranslations('tryIt.screening');
  return (
    <TryItSection title={t('title')} lead={`${t('lead')} ${t('registryNote')}`}>
      <ScreeningTool sample={sampleList()} />
    </TryItSection>
  );
}
