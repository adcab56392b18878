import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { firstAnswer } from '@/lib/portrait/answer';
import { provinces } from '@/lib/portrait/attributes';
import { TryItSection } from '../try-it-section';
import { DemoIsland } from '../demo-island';
import { islandIntl } from '../island-intl';

/**
 * The target-client "try it" demo on /service/marketingPortrait. The answer to the default query (no filters) is
 * computed here, at build time (the page stays static: the URL's filters are read in the browser), so the total,
 * the ranked first page and the segment's portrait are in the HTML before any script runs.
 */
export async function PortraitDemo() {
  const t = await getTranslations('liveDemos.portrait');
  const locale = (await getLocale()) as Locale;
  return (
    <TryItSection demo="portrait" title={t('title')} lead={t('lead')}>
      <DemoIsland
        island="portrait"
        intl={await islandIntl('portrait')}
        props={{
          locale,
          first: firstAnswer(locale),
          provinces: provinces.map((p) => ({ code: p.code, name: locale === 'en-US' ? p.en : p.zh })),
        }}
      />
    </TryItSection>
  );
}
