import { SectionProviders } from '@/components/shell/section-providers';
import { resolveLocale } from '@/lib/route-params';

/** /AI/*: the report flow is interactive (antd controls, watermark, draggable dialog) and builds reports on the client. */
export default async function Layout({ children, params }: LayoutProps<'/[locale]/AI'>) {
  // The locale from the URL (not from request headers), so the section's pages can be prerendered and cached.
  await resolveLocale(params);
  return (
    <SectionProviders namespaces={['aiReport', 'company', 'customerProfile', 'sampleData']} antd>
      {children}
    </SectionProviders>
  );
}
