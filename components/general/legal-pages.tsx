import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format';
import { PageHero } from '@/components/layout/page-hero';
import { Link } from '@/i18n/navigation';
import { localeCookie } from '@/i18n/routing';
import { cookieNoticeVersion, privacyNoticeVersion } from '@/lib/legal';
import { privacyHandler, privacyRecipients } from '@/lib/privacy';
import { chunkReloadGuardMs } from '@/lib/runtime/chunk-reload';
import { pathFor } from '@/lib/routes';
import { contact } from '@/lib/site-config';
import { EmailText } from './email-text';
import { PrivacyHandlerDetails, PrivacyRecipients } from './privacy-details';
import styles from './legal.module.css';
import { TableScroll } from '@/components/layout/table-scroll';

/** Privacy-policy sections in order (message keys under `privacy.sections`). */
const privacySections = [
  'controller',
  'data',
  'purposes',
  'legalBasis',
  'retention',
  'sharing',
  'crossBorder',
  'rights',
  'companyData',
  'security',
  'minors',
  'changes',
] as const;

/** Cookie-notice prose sections in order (message keys under `cookies.sections`). */
const cookieSections = ['how', 'notUsed', 'manage', 'contact'] as const;

/** The sessionStorage key prefix of the chunk-reload guard (lib/runtime/chunk-reload.ts), shown in the notice. */
const reloadGuardKey = 'hx:chunk-reload:<path>';

/** Shape of a legal section in the messages: a title, then any of paragraphs, a list, and closing paragraphs. */
interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
  after?: string[];
}

/** A notice version (an ISO date) formatted as a date in the page's locale (zh 2026年11月21日, en Nov 21, 2026). */
async function versionDate(version: string): Promise<string> {
  const format = await getFormatter();
  return formatDate(format, version);
}

/**
 * Renders legal sections from a namespace: each an H2 with paragraphs, a list and closing paragraphs. Every string
 * goes through `t()` with the contact email, so `{email}` in the copy becomes a mailto link.
 */
async function LegalSections({
  namespace,
  keys,
  extra = {},
}: {
  namespace: 'privacy' | 'cookies';
  keys: readonly string[];
  /** Content appended to a section, by section key (configured facts of the privacy notice). */
  extra?: Partial<Record<string, ReactNode>>;
}) {
  const t = await getTranslations(namespace);
  // Keys are built from the section list above; cast to one known key for the typed translator.
  const line = (key: string) => t(key as 'metaTitle', { email: contact.email });
  return (
    <>
      {keys.map((key) => {
        const base = `sections.${key}`;
        const s = t.raw(base as 'metaTitle') as LegalSection;
        return (
          <section key={key} id={key} aria-labelledby={`${key}-title`} className={styles.block}>
            <h2 id={`${key}-title`}>{s.title}</h2>
            {(s.paragraphs ?? []).map((_, i) => (
              <p key={`p${i}`}>
                <EmailText text={line(`${base}.paragraphs.${i}`)} email={contact.email} />
              </p>
            ))}
            {s.items?.length ? (
              <ul className="list">
                {s.items.map((_, i) => (
                  <li key={`i${i}`}>
                    <EmailText text={line(`${base}.items.${i}`)} email={contact.email} />
                  </li>
                ))}
              </ul>
            ) : null}
            {(s.after ?? []).map((_, i) => (
              <p key={`a${i}`}>
                <EmailText text={line(`${base}.after.${i}`)} email={contact.email} />
              </p>
            ))}
            {extra[key]}
          </section>
        );
      })}
    </>
  );
}

/**
 * The /privacy page body: the privacy policy written for China's PIPL — handler (Hengxi Technology), data kinds,
 * purposes, legal basis, retention, sharing, cross-border transfer, rights and how to use them, corrections to
 * sample and profile pages — with the handler's registered details and the recipients as configured (lib/privacy.ts),
 * hidden when unset. Shows the notice version that demo requests record (lib/legal.ts).
 */
export async function PrivacyPage() {
  const t = await getTranslations('privacy');
  const date = await versionDate(privacyNoticeVersion);

  return (
    <>
      <PageHero crumbs={[{ label: t('breadcrumb') }]} title={t('h1')} intro={t('intro')}>
        <p className={styles.version}>{t('version', { version: privacyNoticeVersion, date })}</p>
      </PageHero>
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <nav className={styles.toc} aria-labelledby="toc-title">
            <p id="toc-title" className={styles.tocTitle}>
              {t('tocTitle')}
            </p>
            <ol>
              {privacySections.map((key) => (
                <li key={key}>
                  <a href={`#${key}`}>{t(`sections.${key}.title`)}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className={styles.article}>
            <LegalSections
              namespace="privacy"
              keys={privacySections}
              extra={{
                controller: <PrivacyHandlerDetails handler={privacyHandler()} />,
                sharing: <PrivacyRecipients recipients={privacyRecipients()} />,
              }}
            />
          </article>
        </div>
      </div>
    </>
  );
}

/**
 * The /cookies page body: the cookie notice — the single first-party, strictly functional `i18n_redirected`
 * cookie (365 days), the sessionStorage key of the reload guard, what is not used, and how to manage cookies.
 */
export async function CookiesPage() {
  const t = await getTranslations('cookies');
  const date = await versionDate(cookieNoticeVersion);

  return (
    <>
      <PageHero crumbs={[{ label: t('breadcrumb') }]} title={t('h1')} intro={t('intro')}>
        <p className={styles.version}>{t('version', { version: cookieNoticeVersion, date })}</p>
      </PageHero>
      <div className="section">
        <div className="container">
          <div className={styles.narrow}>
            <section id="cookie-table" aria-labelledby="cookie-table-title" className={styles.block}>
              <h2 id="cookie-table-title">{t('table.title')}</h2>
              <p>{t('table.lead')}</p>
              <TableScroll label={t('table.caption')}>
                <table className={`data-table ${styles.table}`}>
                  <caption className="visually-hidden">{t('table.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('table.columns.name')}</th>
                      <th scope="col">{t('table.columns.purpose')}</th>
                      <th scope="col">{t('table.columns.duration')}</th>
                      <th scope="col">{t('table.columns.party')}</th>
                      <th scope="col">{t('table.columns.category')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <th scope="row">
                        <code>{localeCookie.name}</code>
                      </th>
                      <td>{t('table.localeCookie.purpose')}</td>
                      <td>{t('table.localeCookie.duration', { days: localeCookie.maxAgeSeconds / 86_400 })}</td>
                      <td>{t('table.localeCookie.party')}</td>
                      <td>{t('table.localeCookie.category')}</td>
                    </tr>
                  </tbody>
                </table>
              </TableScroll>
            </section>

            <section id="session-storage" aria-labelledby="session-storage-title" className={styles.block}>
              <h2 id="session-storage-title">{t('storage.title')}</h2>
              <p>{t('storage.lead')}</p>
              <TableScroll label={t('storage.caption')}>
                <table className={`data-table ${styles.table}`}>
                  <caption className="visually-hidden">{t('storage.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('storage.columns.key')}</th>
                      <th scope="col">{t('storage.columns.purpose')}</th>
                      <th scope="col">{t('storage.columns.duration')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <th scope="row">
                        <code>{reloadGuardKey}</code>
                      </th>
                      <td>{t('storage.reloadGuard.purpose', { seconds: chunkReloadGuardMs / 1000 })}</td>
                      <td>{t('storage.reloadGuard.duration')}</td>
                    </tr>
                  </tbody>
                </table>
              </TableScroll>
              <p className={styles.after}>{t('storage.after')}</p>
            </section>

            <LegalSections namespace="cookies" keys={cookieSections} />

            <p>
              <Link className="btn btn--ghost" href={pathFor('privacy')}>
                {t('privacyLink')}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
