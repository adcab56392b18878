import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CasePage } from '@/components/catalog/case-page';
import type { Locale } from '@/i18n/routing';
import { caseSlugs, type CaseSlug } from '@/lib/catalog';
import { metadataFromParam } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; slug: string }> };

export function generateStaticParams() {
  return caseSlugs.map((slug) => ({ slug }));
}

function isSlug(slug: string): slug is CaseSlug {
  return (caseSlugs as readonly string[]).includes(slug);
}

export const generateMetadata = metadataFromParam('slug', caseSlugs, 'case', 'cases');

/** /customer/{slug}: rendered by the case template. */
export default async function Route({ params }: Props) {
  const { locale, slug } = await params;
  if (!isSlug(slug)) notFound();
  setRequestLocale(locale as Locale);
  return <CasePage slug={slug} />;
}
