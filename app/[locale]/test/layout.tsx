import type { ReactNode } from 'react';
import { SectionProviders } from '@/components/shell/section-providers';

/** /test: the self-check fills in its values on the client. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SectionProviders namespaces={['selfCheck']}>
      {children}
    </SectionProviders>
  );
}
