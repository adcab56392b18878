import { SectionMessages } from '@/components/shell/section-messages';
import { resolveLocale } from '@/lib/route-params';

/**
 * /demo: the demo-request form reads its labels and the catalogue names on the client. It brings antd's
 * ConfigProvider with it when it loads (components/demo/demo-request-form-lazy.tsx), so no antd registry here.
 */
export default async function Layout({ children, params }: LayoutProps<'/[locale]/demo'>) {
  // The locale from the URL (not from request headers), so the section's pages are prerendered.
  await resolveLocale(params);
  return (
    <SectionMessages namespaces={['demoForm', 'services', 'solutions']}>
      {children}
    </SectionMessages>
  );
}
