import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/shell/not-found-view';

export async function generateMetadata() {
  const t = await getTranslations('common.notFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * 404 inside a locale for `notFound()` reached during a client navigation. Requests for unknown paths never get
 * here: the proxy sends them to app/global-not-found.tsx.
 */
export default function LocaleNotFound() {
  return <NotFoundView />;
}
