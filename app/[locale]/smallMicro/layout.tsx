import type { ReactNode } from 'react';
import { SectionProviders } from '@/components/shell/section-providers';

/** /smallMicro/*: brand and portrait records are watermarked; the portrait list and random portrait run on the client. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SectionProviders namespaces={['smallMicro']} antd>
      {children}
    </SectionProviders>
  );
}
