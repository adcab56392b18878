import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { absoluteUrl } from '@/lib/site-config';
import { localizePath } from '@/i18n/routing';

export interface Crumb {
  label: string;
  /** Unprefixed path; omitted for the current page. */
  href?: string;
}

/** A crumb above the current page: it links (search engines reject a `BreadcrumbList` item without `item`). */
export type ParentCrumb = Crumb & { href: string };

/** The trail below Home: parents that all link, then the current page (whose link is not rendered). */
export type Trail = [...ParentCrumb[], Crumb];

/**
 * Breadcrumb trail starting at Home, plus its `BreadcrumbList` JSON-LD for search engines: every crumb but the last
 * is a link and has `item` (issue 41). Hrefs are unprefixed paths; the locale prefix is added here.
 */
export async function Breadcrumbs({ crumbs }: { crumbs: Trail }) {
  const t = await getTranslations('common.breadcrumbs');
  const locale = await getLocale();
  const trail: Crumb[] = [{ label: t('home'), href: '/' }, ...crumbs];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.href ? { item: absoluteUrl(localizePath(c.href, locale)) } : {}),
    })),
  };
  return (
    <nav aria-label={t('label')} className="breadcrumbs">
      <ol>
        {trail.map((c, i) => (
          <li key={i}>
            {c.href && i < trail.length - 1 ? (
              <Link href={c.href}>{c.label}</Link>
            ) : (
              <span aria-current={i === trail.length - 1 ? 'page' : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        // JSON.stringify output is safe here except for "</script>", which the replace below neutralises.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </nav>
  );
}
