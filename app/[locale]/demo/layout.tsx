import { resolveLocale } from '@/lib/route-params';

/**
 * /demo: no message provider (issue 28). The booking form gets its texts from the server as props
 * (components/demo/booking-texts.ts) and the demo centre's search box gets its engine's messages as a prop, so the
 * page loads neither next-intl's client runtime nor its message formatter.
 */
export default async function Layout({ children, params }: LayoutProps<'/[locale]/demo'>) {
  // The locale from the URL (not from request headers), so the section's pages are prerendered.
  await resolveLocale(params);
  return children;
}
