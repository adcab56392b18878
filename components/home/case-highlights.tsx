import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { caseSlugs } from '@/lib/catalog';
import { catalogContent } from '@/lib/content/catalog-content';
import { pathFor } from '@/lib/routes';
import styles from './home.module.css';

/** Case highlights on the home page: a linked card per customer case with its name, summary and headline result. */
export async function CaseHighlights() {
  const t = await getTranslations('home.cases');
  const { cases } = await catalogContent();
  return (
    <ul className={`grid ${styles.caseGrid} ${styles.plainList}`}>
      {caseSlugs.map((slug) => {
        const c = cases[slug];
        const result = c.results[0];
        return (
          <li key={slug}>
            <Link className={`card card--link ${styles.caseCard}`} href={pathFor(`case.${slug}`)}>
              <h3>{c.name}</h3>
              <p className="muted">{c.summary}</p>
              {result ? (
                <p className={styles.caseResult}>
                  <span className="stat__value">{result.value}</span>
                  <span className="stat__label">{result.label}</span>
                </p>
              ) : null}
              <span className={styles.more}>
                {t('readMore')}
                <span aria-hidden="true"> →</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
