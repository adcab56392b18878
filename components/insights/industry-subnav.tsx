import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { industryFacets, pathFor, type IndustryFacet, type RouteName } from '@/lib/routes';
import styles from './insights.module.css';

/** Route name of an industry-analysis page: the overview or one facet. */
export function industryRouteName(facet: IndustryFacet | 'overview'): RouteName {
  return facet === 'overview' ? 'industryAnalysis' : `industryAnalysis.${facet}`;
}

/**
 * Sub-navigation between the industry-analysis overview and its five facets; the current page carries
 * `aria-current="page"`.
 */
export async function IndustrySubnav({ current }: { current: IndustryFacet | 'overview' }) {
  const t = await getTranslations('industryAnalysis.subnav');
  const items = ['overview', ...industryFacets] as const;
  return (
    <nav className={styles.subnav} aria-label={t('label')}>
      <div className="container">
        <ul>
          {items.map((item) => (
            <li key={item}>
              <Link href={pathFor(industryRouteName(item))} aria-current={item === current ? 'page' : undefined}>
                {t(item)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
