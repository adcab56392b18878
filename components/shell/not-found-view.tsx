import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { slotChar } from '@/i18n/slots';
import styles from './status-page.module.css';
import { NotFoundMessage } from './not-found-message';

/**
 * The 404 content (SITE.md §7): heading "Page Not Found" / 页面未找到 and "Page not found: {fullPath}" /
 * "页面未找到：{fullPath}", then ways onward. With `path` (known on the server) the message is rendered as text;
 * without it the message reads the router's URL on the client. React escapes the path.
 */
export async function NotFoundView({ path }: { path?: string }) {
  const t = await getTranslations('common.notFound');
  // The message formatted around a marker, split into the text before and after the path.
  const marker = slotChar(0);
  const [before = '', after = ''] = t('message', { path: marker }).split(marker);
  return (
    <section className={`section ${styles.status}`}>
      <div className="container">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>{t('title')}</h1>
        {path === undefined ? (
          <NotFoundMessage className={styles.message} text={{ before, after }} />
        ) : (
          <p className={styles.message} data-testid="not-found-message">
            {t('message', { path })}
          </p>
        )}
        <p className="muted">{t('hint')}</p>
        <div className="btn-row">
          <Link className="btn btn--primary" href="/">
            {t('home')}
          </Link>
          <Link className="btn btn--ghost" href={pathFor('service.kycDueDiligence')}>
            {t('services')}
          </Link>
          <Link className="btn btn--ghost" href={pathFor('demo')} prefetch={false}>
            {t('demo')}
          </Link>
        </div>
      </div>
    </section>
  );
}
