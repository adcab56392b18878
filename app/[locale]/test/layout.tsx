import { resolveLocale } from '@/lib/route-params';

/**
 * /test: the self-check fills in its values on the client, with texts the server passes as props
 * (components/general/self-check-texts.ts), so the section needs no message provider (issue 28).
 */
export default async function Layout({ children, params }: LayoutProps<'/[locale]/test'>) {
  // The locale from the URL (not from request headers), so the section's pages are prerendered.
  await resolveLocale(params);
  return children;
}
