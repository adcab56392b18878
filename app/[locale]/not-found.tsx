import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { Link } from '@/i18n/navigation';
import { requestPathHeader } from '@/lib/proxy/request-url';
import { pathFor } from '@/lib/routes';
import styles from './status-page.module.css';

/**
 * The localized 404 inside the site shell (SITE.md §7): heading "Page Not Found" / 页面未找到 and
 * "Page not found: {fullPath}" with the path and query as requested (React escapes it).
 */
export default async function LocaleNotFound() {
  const t = await getTranslations('common.notFound');
  const requested = (await headers()).get(requestPathHeader) ?? '';
  let fullPath = requested;
  try {
    fullPath = decodeURI(requested);
  } catch {
    // Keep the raw form when it is not valid percent-encoding.
  }
  return (
    <section className={`section ${styles.status}`}>
      <div className="container">
        <title>{t('metaTitle')}</title>
        <meta name="robots" content="noindex" />
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>{t('title')}</h1>
        <p className={styles.message} data-testid="not-found-message">
          {t('message', { path: fullPath })}
        </p>
        <p className="muted">{t('hint')}</p>
        <div className="btn-row">
          <Link className="btn btn--primary" href="/">
            {t('home')}
          </Link>
          <Link className="btn btn--ghost" href={pathFor('service.kycDueDiligence')}>
            {t('services')}
          </Link>
          <Link className="btn btn--ghost" href={pathFor('demo')}>
            {t('demo')}
          </Link>
        </div>
      </div>
    </section>
  );
}
