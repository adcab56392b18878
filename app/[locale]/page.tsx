import { getTranslations } from 'next-intl/server';
import { HomePage } from '@/components/home/home-page';
import { parseLocale, resolveLocale } from '@/lib/route-params';
import { fullTitle } from '@/lib/page-meta';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  const locale = parseLocale((await params).locale);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'home' });
  const suffix = (await getTranslations({ locale, namespace: 'common.brand' }))('titleSuffix');
  const meta = pageMetadata({ locale, routeName: 'home', title: t('metaTitle'), description: t('metaDescription') });
  // The layout's title template does not apply to a page in its own segment, so the brand suffix is added here.
  return { ...meta, title: { absolute: fullTitle(t('metaTitle'), suffix) } };
}

/** `/`: the home page (components/home/home-page.tsx). Static per locale. */
export default async function HomeRoute({ params }: PageProps<'/[locale]'>) {
  await resolveLocale(params);
  return <HomePage />;
}
