import { getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/layout/card-grid';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { SampleBadge } from '@/components/sample/sample-badge';
import { getContent } from '@/i18n/content';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { AppDownload } from './app-download';
import styles from './app.module.css';
import { PhoneMockups } from './phone-mockups';

/** The /APP page body (SITE.md §6): features, phone mock-ups, download buttons and QR codes, mobile security. */
export async function AppPage() {
  const t = await getTranslations('app');
  const content = await getContent('app');
  const features = content.features.items;
  const security = content.security.items;

  return (
    <>
      <PageHero crumbs={[{ label: t('breadcrumb') }]} eyebrow={t('eyebrow')} title={t('h1')} intro={t('intro')}>
        <div className="btn-row">
          <a className="btn btn--primary" href="#download">
            {t('heroPrimary')}
          </a>
          <Link className="btn btn--ghost" href={pathFor('demo')} prefetch={false}>
            {t('heroSecondary')}
          </Link>
        </div>
      </PageHero>

      <Section id="features" title={t('features.title')} lead={t('features.lead')} reveal={false}>
        <ol className={`grid ${styles.features}`}>
          {features.map((f) => (
            <li key={f.title} className="card">
              <h3>{f.title}</h3>
              <p className="muted">{f.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="screens" title={t('mockups.title')} lead={t('mockups.lead')} tone="muted">
        <div className={styles.sampleHead}>
          <SampleBadge />
        </div>
        <PhoneMockups />
      </Section>

      <Section id="download" title={t('download.title')} lead={t('download.lead')}>
        <AppDownload />
      </Section>

      <Section id="security" title={t('security.title')} lead={t('security.lead')} tone="muted">
        <CardGrid items={security} />
      </Section>
    </>
  );
}
