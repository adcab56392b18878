import type { ReactNode } from 'react';
import { SectionProviders } from '@/components/shell/section-providers';

/**
 * /demo: the demo-request form reads its labels and the catalogue names on the client. It brings antd's
 * ConfigProvider with it when it loads (components/demo/demo-request-form-lazy.tsx), so no antd registry here.
 */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SectionProviders namespaces={['demoForm', 'services', 'solutions']}>
      {children}
    </SectionProviders>
  );
}
