import type { ReactNode } from 'react';
import { SectionProviders } from '@/components/shell/section-providers';

/** /customerProfile2/*: dashboard charts are labelled on the client; the profile is watermarked. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SectionProviders namespaces={['customerProfileDashboard', 'company']} antd>
      {children}
    </SectionProviders>
  );
}
