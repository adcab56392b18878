import { getTranslations } from 'next-intl/server';
import { getContent } from '@/i18n/content';
import type { TitledText } from '@/lib/content/types';
import styles from './home.module.css';

/**
 * Data sources and compliance on the home page: the kinds of data source used (described generically, never named
 * vendors) and the data-security practices applied. No certifications are claimed here; those come from config.
 */
export async function TrustColumns() {
  const t = await getTranslations('home.trust');
  const content = (await getContent('home')).trust;
  const columns: { title: string; items: TitledText[] }[] = [
    { title: t('sourcesTitle'), items: content.sources },
    { title: t('securityTitle'), items: content.security },
  ];
  return (
    <div className={styles.trust}>
      {columns.map((col) => (
        <div key={col.title}>
          <h3>{col.title}</h3>
          <ul className={styles.featureList}>
            {col.items.map((item) => (
              <li key={item.title}>
                <strong>{item.title}</strong>
                <span className="muted">{item.body}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
