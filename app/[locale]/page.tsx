import { getTranslations } from 'next-intl/server';
import { HomePage } from '@/components/home/home-page';
import { parseLocale, resolveLocale } from '@/lib/route-params';
import { pageMetadata } from '@/lib/seo';
import { brand } from '@/lib/site-config';

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  const locale = parseLocale((await params).locale);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'home' });
  const meta = pageMetadata({ locale, routeName: 'home', title: t('metaTitle'), description: t('metaDescription') });
  // The layout's title template does not apply to a page in its own segment, so the brand suffix is added here.
  return { ...meta, title: { absolute: `${t('metaTitle')} | ${brand.display}` } };
}

/** `/`: the home page (components/home/home-page.tsx). Static per locale. */
export default async function HomeRoute({ params }: PageProps<'/[locale]'>) {
  await resolveLocale(params);
  return <HomePage />;
}
