import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SolutionPage } from '@/components/catalog/solution-page';
import type { Locale } from '@/i18n/routing';
import { solutionSlugs, type SolutionSlug } from '@/lib/catalog';
import { metadataFromParam } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; slug: string }> };

export function generateStaticParams() {
  return solutionSlugs.map((slug) => ({ slug }));
}

function isSlug(slug: string): slug is SolutionSlug {
  return (solutionSlugs as readonly string[]).includes(slug);
}

export const generateMetadata = metadataFromParam('slug', solutionSlugs, 'solution', 'solutions');

/** /solution/{slug}: rendered by the solution template. */
export default async function Route({ params }: Props) {
  const { locale, slug } = await params;
  if (!isSlug(slug)) notFound();
  setRequestLocale(locale as Locale);
  return <SolutionPage slug={slug} />;
}
