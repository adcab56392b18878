import type { ReactNode } from 'react';
import { SectionProviders } from '@/components/shell/section-providers';

/** /dueDiligence/*: the KYC report is watermarked and has a client print button. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SectionProviders namespaces={['kycReport']} antd>
      {children}
    </SectionProviders>
  );
}
