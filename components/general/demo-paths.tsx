import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { hasServiceDemo } from '@/components/try-it/service-demo-slugs';
import { demoPath, pathInstitutions } from '@/lib/demo-paths';
import { pathFor } from '@/lib/routes';
import styles from '@/components/try-it/live-demos.module.css';

/**
 * Demo paths by institution type on /demo: one disclosure per institution (bank, leasing, factoring…) with the
 * ordered demos that matter to that reader — stage, service (linking straight to its live demo where it has one)
 * and one line on what to show — derived from the solutions' lifecycle mapping (lib/demo-paths.ts).
 */
export async function DemoPaths() {
  const t = await getTranslations('liveDemos.paths');
  const ts = await getTranslations('solutions');
  const tv = await getTranslations('services');
  return (
    <div className={styles.paths} data-testid="demo-paths">
      <h3>{t('title')}</h3>
      <p className="muted">{t('lead')}</p>
      {pathInstitutions.map((inst) => (
        <details key={inst} data-institution={inst}>
          <summary>{ts(`${inst}.name` as 'bank.name')}</summary>
          <ol>
            {demoPath(inst).map(({ service, stage }) => {
              const live = hasServiceDemo(service);
              const href = `${pathFor(`service.${service}`)}${live ? '#try-it' : ''}`;
              return (
                <li key={service}>
                  <span className="muted">{t(`stages.${stage}`)}</span> · <Link href={href}>{tv(`${service}.name` as 'kycDueDiligence.name')}</Link>
                  {live ? <span className="badge">{t('live')}</span> : null} — {t(`show.${service}` as 'show.kycDueDiligence')}
                </li>
              );
            })}
          </ol>
        </details>
      ))}
    </div>
  );
}
