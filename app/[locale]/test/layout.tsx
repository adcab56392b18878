import { SectionMessages } from '@/components/shell/section-messages';
import { resolveLocale } from '@/lib/route-params';

/** /test: the self-check fills in its values on the client. */
export default async function Layout({ children, params }: LayoutProps<'/[locale]/test'>) {
  // The locale from the URL (not from request headers), so the section's pages are prerendered.
  await resolveLocale(params);
  return (
    <SectionMessages namespaces={['selfCheck']}>
      {children}
    </SectionMessages>
  );
}
