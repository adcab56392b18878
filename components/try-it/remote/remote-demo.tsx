import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { SectionMessages } from '@/components/shell/section-messages';
import { showcaseOptions } from '@/lib/sample-data/company-text';
import { TryItSection } from '../try-it-section';
import { RemoteVisit } from './remote-visit';

/** The remote site-visit "try it" demo on /service/remoteDueDiligence. */
export async function RemoteDemo() {
  const t = await getTranslations('liveDemos.remote');
  return (
    <TryItSection title={t('title')} lead={t('lead')}>
      <SectionMessages namespaces={['aiReport.v1', 'tryIt.intake', 'liveDemos.remote']}>
        <RemoteVisit showcase={showcaseOptions(await getMessages())} locale={await getLocale()} />
      </SectionMessages>
    </TryItSection>
  );
}
