import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localizePath } from '@/i18n/routing';
import { serviceDemoSlugs } from '@/components/try-it/service-demo-slugs';
import { demoSubject, type DemoSubject } from '@/lib/demo-samples';
import { allRoutes, concretePaths, getRoute, pathFor, type RouteDef, type Section } from '@/lib/routes';
import styles from './demo.module.css';

/** Route-table sections the demo centre lists, in display order. */
export const demoSections = ['profiles', 'ai', 'dueDiligence', 'insights'] as const satisfies readonly Section[];

/** Message key of a demo entry: route names may contain dots, which next-intl reads as nesting. */
export function demoEntryKey(routeName: string): string {
  return routeName.replace(/\./g, '_');
}

/** The group of online demos that live inside a service page ("try it" section), listed before the route sections. */
export const tryItGroup = 'tryIt';

/**
 * The demo routes of one section, each with the paths it links to: one for a static route, every sample value for a
 * parameterised one (the card opens the first; the others are listed under it). For the `tryIt` group: the service
 * pages with an online demo (`serviceDemoSlugs`), each linking straight to its demo section (`#try-it`).
 */
export function demoRoutes(section: Section | typeof tryItGroup): { route: RouteDef; href: string; more: string[] }[] {
  if (section === tryItGroup)
    return serviceDemoSlugs.map((slug) => ({
      route: getRoute(`service.${slug}`),
      href: `${pathFor(`service.${slug}`)}#try-it`,
      more: [],
    }));
  return allRoutes
    .filter((r) => r.section === section)
    .map((route) => {
      const [href, ...more] = concretePaths(route);
      return { route, href, more };
    });
}

/**
 * The demo centre (SITE.md §6): every sample report and interactive page of the route table, grouped by section,
 * read from lib/routes.ts so a new route in these sections appears here automatically; it then needs its title and
 * description in `demo.entries.<route name with '.' → '_'>` of both locales' general.json. A sample page with a
 * parameter names its subject — the company and its risk level, or the brand and its industry (lib/demo-samples.ts)
 * — on its card and in the "more samples" links under it.
 */
export async function DemoCentre() {
  const t = await getTranslations('demo');
  const tSample = await getTranslations('sampleData.companies');
  const tSeverity = await getTranslations('company.severity');
  const tBrand = await getTranslations('smallMicro.brandData');
  const tIndustry = await getTranslations('industryAnalysis.industries');
  const locale = await getLocale();
  /** Name and qualifier (risk level or industry) of a sample's subject. */
  const describe = (s: DemoSubject) =>
    s.kind === 'company'
      ? { name: tSample(`${s.ckey}.name`), qualifier: tSeverity(s.risk), tone: s.risk }
      : { name: tBrand(`${s.brand}.name`), qualifier: tIndustry(s.industry), tone: null };
  // The address as the visitor will see it: locale prefix added, parameters decoded (`青禾茶舍`, not `%E9…`).
  const shown = (href: string) => localizePath(decodeURIComponent(href), locale);
  type EntryKey = 'entries.company';
  return (
    <div className={styles.groups}>
      {([tryItGroup, ...demoSections] as const).map((section) => (
        <section key={section} aria-labelledby={`demo-group-${section}`} className={styles.group}>
          <h3 id={`demo-group-${section}`}>{t(`centre.groups.${section}.title`)}</h3>
          <p className="muted">{t(`centre.groups.${section}.lead`)}</p>
          <ul className={styles.entries}>
            {demoRoutes(section).map(({ route, href, more }) => {
              const key = demoEntryKey(route.name);
              const kind = route.sampleReport ? 'report' : section === tryItGroup ? 'tryIt' : 'interactive';
              const subject = demoSubject(href);
              return (
                <li key={route.name}>
                  <Link className={`card card--link ${styles.entry}`} href={href}>
                    <span className={`${styles.kind} ${styles[kind]}`}>{t(`centre.kinds.${kind}`)}</span>
                    <span className={styles.entryTitle}>{t(`entries.${key}.title` as `${EntryKey}.title`)}</span>
                    <span className={`muted ${styles.entryBody}`}>
                      {t(`entries.${key}.description` as `${EntryKey}.description`)}
                    </span>
                    {subject ? (
                      <span className={styles.subject}>
                        {subject.kind === 'company'
                          ? t('centre.subject', { name: describe(subject).name, risk: describe(subject).qualifier })
                          : t('centre.brandSubject', {
                              name: describe(subject).name,
                              industry: describe(subject).qualifier,
                            })}
                      </span>
                    ) : null}
                    <code className={styles.path}>{shown(href)}</code>
                    <span className={styles.open} aria-hidden="true">
                      {t('centre.open')} →
                    </span>
                  </Link>
                  {more.length > 0 ? (
                    <div className={styles.more}>
                      <p className={styles.moreTitle}>{t('centre.more')}</p>
                      <ul className={styles.moreList}>
                        {more.map((m) => {
                          const s = demoSubject(m);
                          const d = s ? describe(s) : null;
                          return (
                            <li key={m}>
                              <Link href={m} className={styles.moreLink}>
                                {d ? d.name : shown(m)}
                              </Link>
                              {d ? (
                                <span className={`${styles.level} ${d.tone ? styles[`level_${d.tone}`] : ''}`}>
                                  {d.qualifier}
                                </span>
                              ) : null}
                            </li>
                          );
                        })}
                      </ul>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
