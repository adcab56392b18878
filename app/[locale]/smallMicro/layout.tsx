import type { ReactNode } from 'react';
import { SectionProviders } from '@/components/shell/section-providers';

/**
 * /smallMicro/*: brand and portrait records are watermarked; the portrait list and random portrait run on the client.
 * Portrait cards label industry and region with `industryAnalysis` names, so those two lists ship too.
 */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SectionProviders namespaces={['smallMicro', 'industryAnalysis.industries', 'industryAnalysis.regions']} antd>
      {children}
    </SectionProviders>
  );
}
