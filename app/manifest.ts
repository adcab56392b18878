import type { MetadataRoute } from 'next';
import { brandIconPaths, brandIconSizes } from '@/lib/brand-icon';
import { brand } from '@/lib/site-config';

/**
 * `/manifest.webmanifest`: the site as an installable web app — name, colours and the brand icons. One manifest for
 * both locales (a manifest has no locale); it opens at `/`, which sends each visitor to their locale.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: brand.display,
    short_name: brand.en,
    description: '衡析 · Hengxi — 面向金融机构的企业风险情报 / Enterprise risk intelligence for financial institutions',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b4f8a',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      {
        src: brandIconPaths.appleTouch,
        sizes: `${brandIconSizes.appleTouch}x${brandIconSizes.appleTouch}`,
        type: 'image/png',
      },
      { src: brandIconPaths.large, sizes: `${brandIconSizes.large}x${brandIconSizes.large}`, type: 'image/png' },
    ],
  };
}
