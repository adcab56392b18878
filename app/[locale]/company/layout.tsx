import { SectionProviders } from '@/components/shell/section-providers';
import { resolveLocale } from '@/lib/route-params';

/** /company/*: the sample profile is watermarked (antd Watermark). */
export default async function Layout({ children, params }: LayoutProps<'/[locale]/company'>) {
  // The locale from the URL (not from request headers), so the section's pages can be prerendered and cached.
  await resolveLocale(params);
  return (
    <SectionProviders namespaces={['relations', 'correction']} antd>
      {children}
    </SectionProviders>
  );
}
