import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { ProductPreview } from '@/components/product-preview/product-preview';
import styles from './home.module.css';

const pointKeys = ['traceable', 'delivery', 'deployment'] as const;

/**
 * The home page hero: value proposition with the page's only <h1>, two calls to action and the product's risk
 * board for a sample company (components/product-preview). No breadcrumbs (this is the root of the trail). Above the fold, so never scroll-revealed.
 */
export async function HomeHero() {
  const t = await getTranslations('home.hero');
  return (
    <section className={`hero ${styles.hero}`} aria-labelledby="home-hero-title">
      <div className={`container ${styles.heroGrid}`}>
        <div>
          <span className="eyebrow">{t('eyebrow')}</span>
          <h1 id="home-hero-title">{t('h1')}</h1>
          <p className="lead">{t('intro')}</p>
          <div className="btn-row">
            <Link className="btn btn--primary" href={pathFor('demo')} prefetch={false}>
              {t('primary')}
            </Link>
            <Link className="btn btn--ghost" href={pathFor('aiReportV1')}>
              {t('secondary')}
            </Link>
          </div>
          <ul className={styles.heroPoints}>
            {pointKeys.map((key) => (
              <li key={key}>{t(`points.${key}`)}</li>
            ))}
          </ul>
        </div>
        <div className={styles.heroArtWrap}>
          <ProductPreview kind="riskBoard" />
        </div>
      </div>
    </section>
  );
}
