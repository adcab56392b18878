import type { ReactNode } from 'react';
import { SectionProviders } from '@/components/shell/section-providers';

/** /demo: the demo-request form is an antd form and reads its labels and the catalogue names on the client. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SectionProviders namespaces={['demoForm', 'services', 'solutions']} antd>
      {children}
    </SectionProviders>
  );
}
