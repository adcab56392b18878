import { SectionMessages } from '@/components/shell/section-messages';
import { resolveLocale } from '@/lib/route-params';

/**
 * /AI/reportV2/*: the template studio and the online documents, which build reports in the browser from the
 * showcase companies, so they get the report messages and the showcase companies' prose. Their antd controls
 * (company Select, template studio, online documents, draggable dialogs) each load after first paint with their
 * own antd configuration (components/shell/with-antd.tsx), so no page of the section ships antd in its first load.
 * The one-click flow (/AI/reportV1/*) writes its reports on the server and hands each client component its labels
 * only (components/reports/report-flow-messages.ts).
 */
export default async function Layout({ children, params }: LayoutProps<'/[locale]/AI/reportV2'>) {
  // The locale from the URL (not from request headers), so the section's pages can be prerendered and cached.
  await resolveLocale(params);
  return (
    <SectionMessages namespaces={['aiReport', 'company', 'customerProfile', 'sampleData.companies']}>
      {children}
    </SectionMessages>
  );
}
