import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { caseSlugs, serviceSlugs, solutionGroups } from '@/lib/catalog';
import { pathFor } from '@/lib/routes';
import { compliance, contact } from '@/lib/site-config';
import { FooterTracker } from './footer-tracker';
import { LogoMark } from './logo';
import styles from './footer.module.css';

/**
 * The site footer (SITE.md §5): sitemap columns read from the route table, contact, privacy and cookie notice
 * links, the sample-data notice, and ICP / public-security filing lines and certifications — each shown only when
 * configured (lib/site-config.ts), never invented.
 */
export async function SiteFooter() {
  const t = await getTranslations();
  const year = new Date().getFullYear();
  const featuredSolutions = Object.values(solutionGroups).map((slugs) => slugs[0]);
  const columns = [
    {
      title: t('common.footer.sections.services'),
      href: pathFor('serviceHub'),
      links: serviceSlugs.map((slug) => ({ label: t(`services.${slug}.name`), href: pathFor(`service.${slug}`) })),
    },
    {
      title: t('common.footer.sections.solutions'),
      href: pathFor('solutionHub'),
      links: [
        ...featuredSolutions.map((slug) => ({ label: t(`solutions.${slug}.name`), href: pathFor(`solution.${slug}`) })),
        { label: t('common.footer.links.industryAnalysis'), href: pathFor('industryAnalysis') },
      ],
    },
    {
      title: t('common.footer.sections.customers'),
      href: pathFor('caseHub'),
      links: caseSlugs.map((slug) => ({ label: t(`cases.${slug}.name`), href: pathFor(`case.${slug}`) })),
    },
    {
      title: t('common.footer.sections.company'),
      links: [
        ...(['pricing', 'demo', 'app', 'selfCheck', 'privacy', 'cookies'] as const).map((name) => ({
          label: t(`common.footer.links.${name}`),
          href: pathFor(name),
        })),
        // The open API's documentation page, which offers /api/openapi.json itself (issue 26).
        { label: t('apiDocs.footerLink'), href: pathFor('apiDocs') },
      ],
    },
  ];

  return (
    <footer className={`site-footer ${styles.footer}`}>
      <FooterTracker />
      <div className={`container ${styles.top}`}>
        <div className={styles.about}>
          <p className={styles.brand}>
            <LogoMark size={28} /> {t('common.brand.company')}
          </p>
          <p>{t('common.footer.about')}</p>
          <p className={styles.contactTitle}>{t('common.footer.contact')}</p>
          <p>
            {t('common.footer.email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            {contact.phone ? (
              <>
                <br />
                {t('common.footer.phone')}: <a href={`tel:${contact.phone}`}>{contact.phone}</a>
              </>
            ) : null}
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title} className={styles.column}>
            <p className={styles.columnTitle}>{col.href ? <Link href={col.href}>{col.title}</Link> : col.title}</p>
            <ul>
              {col.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('common.footer.sampleNotice')}</p>
        <p>
          {t('common.footer.copyright', { year })}
          {compliance.icpFiling ? (
            <span className={styles.filing}>{t('common.footer.icp', { value: compliance.icpFiling })}</span>
          ) : null}
          {compliance.psbFiling ? (
            <span className={styles.filing}>{t('common.footer.psb', { value: compliance.psbFiling })}</span>
          ) : null}
          {compliance.certifications.length > 0 ? (
            <span className={styles.filing}>
              {t('common.footer.certifications', { value: compliance.certifications.join(' · ') })}
            </span>
          ) : null}
        </p>
      </div>
    </footer>
  );
}
