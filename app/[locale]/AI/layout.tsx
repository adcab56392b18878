import { SectionMessages } from '@/components/shell/section-messages';
import { resolveLocale } from '@/lib/route-params';

/**
 * /AI/*: the report flow. Its messages are provided here — of the sample data only the showcase companies' prose, which
 * the template studio and the online documents build reports from in the browser; its antd controls (company Select, template studio, online
 * documents, draggable dialogs) each load after first paint with their own antd configuration
 * (components/shell/with-antd.tsx), so no page of the section ships antd in its first load.
 */
export default async function Layout({ children, params }: LayoutProps<'/[locale]/AI'>) {
  // The locale from the URL (not from request headers), so the section's pages can be prerendered and cached.
  await resolveLocale(params);
  return <SectionMessages namespaces={['aiReport', 'company', 'customerProfile', 'sampleData.companies']}>{children}</SectionMessages>;
}
