import QRCode from 'qrcode';
import { getLocale, getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { downloadCards } from '@/lib/app-downloads';
import { appDownloadChannels, redirectRules } from '@/lib/redirects';
import { pathFor } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site-config';
import styles from './app.module.css';

/** Fails the build if a download path has no redirect rule, so a button can never lead to a 404. */
function assertRedirect(path: string): string {
  if (!redirectRules.some((rule) => rule.source.toLowerCase() === path.toLowerCase())) {
    throw new Error(`No pageJump rule for app download path ${path}`);
  }
  return path;
}

/** QR code of a URL as an SVG string, generated at build time (prerendered, no client JavaScript). */
function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#0d1b2aff', light: '#ffffffff' },
  });
}

/**
 * Download cards for the configured channels (lib/app-downloads.ts, URLs from lib/site-config.ts): per platform a
 * QR code encoding the absolute download URL (scanned with a phone, so it must be absolute), a plain `<a>` button to
 * the localized download path of the main channel — a full navigation, because the proxy answers it with a redirect
 * to the store — and, for Android, links to the further domestic stores. A channel without a URL shows nothing; with
 * none at all, the section says how institutions get the app instead of showing dead buttons.
 */
export async function AppDownload() {
  const t = await getTranslations('app.download');
  const locale = await getLocale();
  const cards = await Promise.all(
    downloadCards(appDownloadChannels).map(async (card) => ({
      ...card,
      href: localizePath(assertRedirect(card.primary.path), locale),
      others: card.others.map((c) => ({ id: c.id, href: localizePath(assertRedirect(c.path), locale) })),
      svg: await qrSvg(absoluteUrl(assertRedirect(card.qrPath))),
    })),
  );

  if (cards.length === 0) {
    return (
      <div className={`card ${styles.downloadUnavailable}`} data-testid="app-download-unavailable">
        <h3>{t('unavailable.title')}</h3>
        <p className="muted">{t('unavailable.body')}</p>
        <Link className="btn btn--primary" href={pathFor('demo')} prefetch={false}>
          {t('unavailable.cta')}
        </Link>
      </div>
    );
  }

  return (
    <ul className={styles.downloads}>
      {cards.map(({ platform, primary, href, others, svg }) => (
        <li key={platform} className={`card ${styles.download}`}>
          <div
            className={styles.qr}
            role="img"
            aria-label={t(`${platform}.qrLabel`)}
            dangerouslySetInnerHTML={{ __html: svg }}
          />
          <div className={styles.downloadBody}>
            <h3>{t(`${platform}.title`)}</h3>
            <p className="muted">{t(`${platform}.requirement`)}</p>
            <p className={styles.qrHint}>{t('qrHint')}</p>
            <a className="btn btn--primary" href={href}>
              {t(`channels.${primary.id}`)}
            </a>
            {others.length > 0 ? (
              <>
                <p className={styles.otherStores}>{t('otherStores')}</p>
                <ul className={styles.storeLinks}>
                  {others.map((c) => (
                    <li key={c.id}>
                      <a href={c.href}>{t(`channels.${c.id}`)}</a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
