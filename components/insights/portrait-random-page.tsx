import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { SampleBadge } from '@/components/sample/sample-badge';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import styles from './insights.module.css';
import { RandomPortrait } from './random-portrait';

/** /smallMicro/portrait/random: one sample portrait picked at random in the browser, with "another one". */
export async function PortraitRandomPage() {
  const t = await getTranslations('smallMicro');
  const ti = await getTranslations('industryAnalysis');
  return (
    <>
      <PageHero
        crumbs={[
          { label: ti('crumbInsights'), href: pathFor('industryAnalysis') },
          { label: t('portrait.breadcrumb'), href: pathFor('smallMicroPortrait') },
          { label: t('portraitRandom.breadcrumb') },
        ]}
        eyebrow={t('eyebrow')}
        title={t('portraitRandom.h1')}
        intro={t('portraitRandom.intro')}
      >
        <p className={styles.heroMeta}>
          <SampleBadge />
          <Link href={pathFor('smallMicroPortraitList')}>{t('portraitRandom.listLink')}</Link>
        </p>
      </PageHero>
      <Section
        id="random"
        title={t('portraitRandom.sectionTitle')}
        lead={t('portraitRandom.sectionLead')}
        reveal={false}
      >
        <RandomPortrait />
      </Section>
    </>
  );
}
