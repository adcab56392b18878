import type { ReactNode } from 'react';
import { SectionProviders } from '@/components/shell/section-providers';

/** /customerProfile/*: the sample profile is watermarked (antd Watermark). */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SectionProviders namespaces={[]} antd>
      {children}
    </SectionProviders>
  );
}
