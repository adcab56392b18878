import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { getRegistry } from '@/lib/registry';
import { startingCompany } from '@/lib/remote/checklist';
import { showcaseOptions } from '@/lib/sample-data/company-text';
import { TryItSection } from '../try-it-section';
import { DemoIsland } from '../demo-island';
import { islandIntl } from '../island-intl';
import styles from '../try-it.module.css';

/**
 * The remote site-visit "try it" demo on /service/remoteDueDiligence: the privacy statement (server-rendered, so it
 * is there before any script runs) and the visit tool, whose code loads when the visitor scrolls near it.
 */
export async function RemoteDemo() {
  const t = await getTranslations('remoteVisit');
  const showcase = showcaseOptions(await getMessages());
  return (
    <TryItSection demo="remote" title={t('title')} lead={t('lead')} notice={t('sampleNotice')}>
      <p className={styles.privacy} data-testid="remote-privacy">
        {t('privacy')}
      </p>
      <DemoIsland
        island="remote"
        intl={await islandIntl('remote')}
        props={{
          showcase,
          start: startingCompany(
            showcase.map((o) => o.value),
            getRegistry(),
          ),
          locale: await getLocale(),
        }}
      />
    </TryItSection>
  );
}
