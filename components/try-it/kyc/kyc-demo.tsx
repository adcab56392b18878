import { getMessages, getTranslations } from 'next-intl/server';
import { showcaseOptions } from '@/lib/sample-data/company-text';
// The company field is in this demo's server HTML before its code loads (decision 0046): its rules go with the page.
import '@/components/reports/form-fields.module.css';
import { TryItSection } from '../try-it-section';
import { DemoIsland } from '../demo-island';
import { islandIntl } from '../island-intl';

/** The KYC/KYB "try it" demo on /service/kycDueDiligence: pick any registry company → its KYC report. */
export async function KycDemo() {
  const t = await getTranslations('liveDemos.kyc');
  return (
    <TryItSection demo="kyc" title={t('title')} lead={t('lead')}>
      <DemoIsland
        island="kyc"
        intl={await islandIntl('kyc')}
        props={{ showcase: showcaseOptions(await getMessages()) }}
      />
    </TryItSection>
  );
}
