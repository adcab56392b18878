import { getMessages, getTranslations } from 'next-intl/server';
import { SectionMessages } from '@/components/shell/section-messages';
import { showcaseOptions } from '@/lib/sample-data/company-text';
import { TryItSection } from '../try-it-section';
import { KycPicker } from './kyc-picker';

/** The KYC/KYB "try it" demo on /service/kycDueDiligence: pick any registry company → its KYC report. */
export async function KycDemo() {
  const t = await getTranslations('liveDemos.kyc');
  return (
    <TryItSection tour="kyc" title={t('title')} lead={t('lead')}>
      <SectionMessages namespaces={['aiReport.v1', 'liveDemos.kyc']}>
        <KycPicker showcase={showcaseOptions(await getMessages())} />
      </SectionMessages>
    </TryItSection>
  );
}
