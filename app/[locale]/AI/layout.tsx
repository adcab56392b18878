import type { ReactNode } from 'react';
import { SectionProviders } from '@/components/shell/section-providers';

/** /AI/*: the report flow is interactive (antd controls, watermark, draggable dialog) and builds reports on the client. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SectionProviders namespaces={['aiReport', 'company', 'customerProfile', 'sampleData']} antd>
      {children}
    </SectionProviders>
  );
}
