import QRCode from 'qrcode';
import { getLocale, getTranslations } from 'next-intl/server';
import { localizePath, type Locale } from '@/i18n/routing';
import { redirectRules } from '@/lib/redirects';
import { absoluteUrl } from '@/lib/site-config';
import styles from './app.module.css';

const platforms = ['ios', 'android'] as const;
type Platform = (typeof platforms)[number];

/** The download paths; the proxy's pageJump rules redirect them to the app stores (lib/redirects.ts). */
const downloadPaths: Record<Platform, string> = { ios: '/APP/download/ios', android: '/APP/download/android' };

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
 * Download cards for iOS and Android: a QR code encoding the absolute download URL (scanned with a phone, so it
 * must be absolute) and a plain `<a>` button to the localized download path — a full navigation, because the
 * proxy answers it with a redirect to the store.
 */
export async function AppDownload() {
  const t = await getTranslations('app.download');
  const locale = (await getLocale()) as Locale;
  const cards = await Promise.all(
    platforms.map(async (platform) => {
      const path = assertRedirect(downloadPaths[platform]);
      return { platform, href: localizePath(path, locale), svg: await qrSvg(absoluteUrl(path)) };
    }),
  );

  return (
    <ul className={styles.downloads}>
      {cards.map(({ platform, href, svg }) => (
        <li key={platform} className={`card ${styles.download}`}>
          <div className={styles.qr} role="img" aria-label={t(`${platform}.qrLabel`)} dangerouslySetInnerHTML={{ __html: svg }} />
          <div className={styles.downloadBody}>
            <h3>{t(`${platform}.title`)}</h3>
            <p className="muted">{t(`${platform}.requirement`)}</p>
            <p className={styles.qrHint}>{t('qrHint')}</p>
            <a className="btn btn--primary" href={href}>
              {t(`${platform}.button`)}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
