import { getLocale, getTranslations } from 'next-intl/server';
import { SectionMessages } from '@/components/shell/section-messages';
import { provinces } from '@/lib/portrait/attributes';
import { TryItSection } from '../try-it-section';
import { PortraitExplorer } from './portrait-explorer';

/** The target-client "try it" demo on /service/marketingPortrait. */
export async function PortraitDemo() {
  const t = await getTranslations('liveDemos.portrait');
  const locale = await getLocale();
  return (
    <TryItSection tour="portrait" title={t('title')} lead={t('lead')}>
      <SectionMessages namespaces={['tryIt.intake', 'liveDemos.portrait']}>
        <PortraitExplorer locale={locale} provinces={provinces.map((p) => ({ code: p.code, name: locale === 'en-US' ? p.en : p.zh }))} />
      </SectionMessages>
    </TryItSection>
  );
}
