import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { serviceGroups, solutionGroups, type ServiceGroup, type SolutionGroup } from '@/lib/catalog';
import { catalogContent } from '@/lib/content/catalog-content';
import { pathFor } from '@/lib/routes';
import styles from './home.module.css';

/**
 * The home page's service grid: one block per service group (label and one-line lead from `home`), each with a
 * card per service showing its name and summary from the `services` catalogue content.
 */
export async function ServiceGroupsGrid() {
  const t = await getTranslations();
  const { services } = await catalogContent();
  const groups = Object.keys(serviceGroups) as ServiceGroup[];
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <div className={styles.group} key={group}>
          <div className={styles.groupHead}>
            <h3>{t(`home.serviceGroups.${group}`)}</h3>
            <p className="muted">{t(`home.services.groupLeads.${group}`)}</p>
          </div>
          <ul className={`grid ${styles.plainList}`}>
            {serviceGroups[group].map((slug) => (
              <li key={slug}>
                <Link className={`card card--link ${styles.itemCard}`} href={pathFor(`service.${slug}`)}>
                  <h4 className={styles.itemTitle}>{services[slug].name}</h4>
                  <p className="muted">{services[slug].summary}</p>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The home page's solution grid: a card per solution group (label and lead from `home`) listing its solutions
 * as links, named from the `solutions` catalogue content.
 */
export async function SolutionGroupsGrid() {
  const t = await getTranslations();
  const { solutions } = await catalogContent();
  const groups = Object.keys(solutionGroups) as SolutionGroup[];
  return (
    <div className="grid grid--2">
      {groups.map((group) => (
        <div className={`card ${styles.solutionGroup}`} key={group}>
          <h3>{t(`home.solutionGroups.${group}`)}</h3>
          <p className="muted">{t(`home.solutions.groupLeads.${group}`)}</p>
          <ul className={styles.pillList}>
            {solutionGroups[group].map((slug) => (
              <li key={slug}>
                <Link className={styles.pill} href={pathFor(`solution.${slug}`)}>
                  {solutions[slug].name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
