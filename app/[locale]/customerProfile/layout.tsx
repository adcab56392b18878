import { SectionMessages } from '@/components/shell/section-messages';
import { resolveLocale } from '@/lib/route-params';

/** /customerProfile/*: the sample profile is watermarked (server-rendered, no client messages needed). */
export default async function Layout({ children, params }: LayoutProps<'/[locale]/customerProfile'>) {
  // The locale from the URL (not from request headers), so the section's pages can be prerendered and cached.
  await resolveLocale(params);
  return <SectionMessages namespaces={[]}>{children}</SectionMessages>;
}
