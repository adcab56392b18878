import { SectionMessages } from '@/components/shell/section-messages';
import { resolveLocale } from '@/lib/route-params';

/**
 * /smallMicro/*: brand and portrait records are watermarked; the portrait list and random portrait run on the client.
 * Portrait cards label industry and region with `industryAnalysis` names, so those two lists ship too.
 */
export default async function Layout({ children, params }: LayoutProps<'/[locale]/smallMicro'>) {
  // The locale from the URL (not from request headers), so the section's pages are prerendered.
  await resolveLocale(params);
  return (
    <SectionMessages namespaces={['smallMicro', 'industryAnalysis.industries', 'industryAnalysis.regions']}>
      {children}
    </SectionMessages>
  );
}
