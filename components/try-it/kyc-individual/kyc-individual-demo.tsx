import { getLocale, getTranslations } from 'next-intl/server';
import { kycExamples } from '@/lib/kyc/examples';
import { getRegistry } from '@/lib/registry';
import { nameListSample } from '@/lib/screening/name-list';
import { TryItSection } from '../try-it-section';
import { DemoIsland } from '../demo-island';
import { islandIntl } from '../island-intl';
import styles from '../risk/risk-demos.module.css';

/** The individual-KYC "try it" demo on /service/kycIndividualDue: the consent explanation (server-rendered), then the form. */
export async function KycIndividualDemo() {
  const t = await getTranslations('riskDemos.kyc');
  const locale = await getLocale();
  return (
    <TryItSection demo="kycIndividual" title={t('title')} lead={t('lead')}>
      <div className={styles.demo}>
        <section className={styles.panel} data-tour="kyc-individual-consent">
          <h3>{t('consentTitle')}</h3>
          <p className={styles.muted}>{t('consentText')}</p>
        </section>
        <DemoIsland
          island="kycIndividual"
          intl={await islandIntl('kycIndividual')}
          props={{ examples: kycExamples(getRegistry(), locale), nameListSample: nameListSample(getRegistry()) }}
        />
      </div>
    </TryItSection>
  );
}
