import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CasePage } from '@/components/catalog/case-page';
import type { Locale } from '@/i18n/routing';
import { caseSlugs, type CaseSlug } from '@/lib/catalog';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; slug: string }> };

export function generateStaticParams() {
  return caseSlugs.map((slug) => ({ slug }));
}

function isSlug(slug: string): slug is CaseSlug {
  return (caseSlugs as readonly string[]).includes(slug);
}

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params;
  if (!isSlug(slug)) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: `cases.${slug}` as 'cases.Txd' });
  return pageMetadata({ locale: locale as Locale, routeName: `case.${slug}`, title: t('metaTitle'), description: t('metaDescription') });
}

/** /customer/{slug}: rendered by the case template. */
export default async function Route({ params }: Props) {
  const { locale, slug } = await params;
  if (!isSlug(slug)) notFound();
  setRequestLocale(locale as Locale);
  return <CasePage slug={slug} />;
}
