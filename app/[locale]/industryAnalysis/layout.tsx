import { SectionMessages } from '@/components/shell/section-messages';
import { resolveLocale } from '@/lib/route-params';

/**
 * /industryAnalysis/*: the charts format their figures on the client (`useFormatter`, the site's named formats and
 * time zone), so the section has a message provider of its own; the charts read no other messages. (The site shell
 * has none: issue 28.)
 */
export default async function Layout({ children, params }: LayoutProps<'/[locale]/industryAnalysis'>) {
  // The locale from the URL (not from request headers), so the section's pages are prerendered.
  await resolveLocale(params);
  return <SectionMessages>{children}</SectionMessages>;
}
