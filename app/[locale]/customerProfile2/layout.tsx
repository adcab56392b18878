import { SectionMessages } from '@/components/shell/section-messages';
import { resolveLocale } from '@/lib/route-params';

/** /customerProfile2/*: dashboard charts are labelled on the client; the profile is watermarked. */
export default async function Layout({ children, params }: LayoutProps<'/[locale]/customerProfile2'>) {
  // The locale from the URL (not from request headers), so the section's pages can be prerendered and cached.
  await resolveLocale(params);
  return <SectionMessages namespaces={['customerProfileDashboard', 'company']}>{children}</SectionMessages>;
}
