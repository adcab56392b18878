import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { hasServiceDemo } from '@/components/try-it/service-demo-slugs';
import { demoPath, pathInstitutions, type PathInstitution } from '@/lib/demo-paths';
import { pathFor } from '@/lib/routes';
import styles from './demo-paths.module.css';

/**
 * Demo paths by institution type on /demo (server-rendered, no client code): links that select an institution
 * (`/demo?path=leasing#paths`, so a rep opens one URL), and that institution's ordered demos — stage, service
 * (linking straight to its live demo and its guided tour where it has one) and one line on what to show — derived
 * from the solutions' lifecycle mapping (lib/demo-paths.ts). `selected` is the raw `path` query value: absent →
 * the first institution; unknown → a message naming it, and the first institution.
 */
export async function DemoPaths({ selected }: { selected: string | undefined }) {
  const t = await getTranslations('liveDemos.paths');
  const ts = await getTranslations('solutions');
  const tv = await getTranslations('services');
  const known = pathInstitutions.find((i) => i === selected);
  const current: PathInstitution = known ?? pathInstitutions[0];
  const name = (i: PathInstitution) => ts(`${i}.name` as 'bank.name');
  const steps = demoPath(current);
  return (
    <div className={styles.paths} data-testid="demo-paths">
      <nav aria-label={t('tabsLabel')}>
        <ul className={styles.tabs}>
          {pathInstitutions.map((i) => (
            <li key={i}>
              <Link
                href={`${pathFor('demo')}?path=${i}#paths`}
                className={styles.tab}
                aria-current={i === current ? 'true' : undefined}
                data-path={i}
              >
                {name(i)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {selected !== undefined && !known ? (
        <p role="alert" className={styles.unknown}>
          {t('unknown', { value: selected.slice(0, 40), first: name(current) })}
        </p>
      ) : null}
      <div className={styles.panel}>
        <h3 id="path-title">{t('pathTitle', { institution: name(current), count: steps.length })}</h3>
        <p className="muted">
          {t('tourHint')}{' '}
          <Link href={pathFor(`solution.${current}`)}>{t('fromSolution', { institution: name(current) })}</Link>
        </p>
        <ol className={styles.list} aria-labelledby="path-title" data-testid="demo-path" data-institution={current}>
          {steps.map(({ service, stage }) => {
            const live = hasServiceDemo(service);
            return (
              <li key={service} data-service={service} className={styles.item}>
                <span className={`${styles.stage} ${styles[stage]}`}>{t(`stages.${stage}`)}</span>
                <span className={styles.body}>
                  <Link href={`${pathFor(`service.${service}`)}${live ? '#try-it' : ''}`} className={styles.service}>
                    {tv(`${service}.name` as 'kycDueDiligence.name')}
                  </Link>
                  {live ? <span className={styles.live}>{t('live')}</span> : null}
                  <span className={styles.show}>{t(`show.${service}` as 'show.kycDueDiligence')}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
