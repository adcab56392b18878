import { SectionMessages } from '@/components/shell/section-messages';
import { resolveLocale } from '@/lib/route-params';

/** /dueDiligence/*: the KYC report is watermarked and has a client print button. */
export default async function Layout({ children, params }: LayoutProps<'/[locale]/dueDiligence'>) {
  // The locale from the URL (not from request headers), so the section's pages can be prerendered and cached.
  await resolveLocale(params);
  return <SectionMessages namespaces={['kycReport']}>{children}</SectionMessages>;
}
