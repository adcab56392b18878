import { SectionMessages } from '@/components/shell/section-messages';
import { resolveLocale } from '@/lib/route-params';

/** /company/*: the sample profile (watermarked) with its relationship graph and the correction form. */
export default async function Layout({ children, params }: LayoutProps<'/[locale]/company'>) {
  // The locale from the URL (not from request headers), so the section's pages can be prerendered and cached.
  await resolveLocale(params);
  return <SectionMessages namespaces={['relations', 'correction']}>{children}</SectionMessages>;
}
