import type { ReactNode } from 'react';
import { SectionProviders } from '@/components/shell/section-providers';

/** /pricing: the feature matrix and FAQ use antd. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SectionProviders namespaces={[]} antd>
      {children}
    </SectionProviders>
  );
}
