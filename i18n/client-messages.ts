import type { Messages } from './messages';

/**
 * Namespaces that only server components read. They are the bulk of the site's copy, so they are kept out of the
 * messages serialised for client components (which would otherwise ship in every page's HTML).
 * The service and solution catalogues are the exception in part: client forms need their names, so those stay.
 */
const serverOnly = ['home', 'services', 'solutions', 'cases', 'privacy', 'cookies'] as const;

/** The subset of messages handed to `NextIntlClientProvider`. */
export function clientMessages(messages: Messages): Partial<Messages> {
  const out: Record<string, unknown> = { ...messages };
  for (const ns of serverOnly) delete out[ns];
  const names = (catalog: Record<string, { name?: string }> | undefined) =>
    Object.fromEntries(Object.entries(catalog ?? {}).map(([slug, entry]) => [slug, { name: entry?.name }]));
  out.services = names(messages.services as Record<string, { name?: string }> | undefined);
  out.solutions = names(messages.solutions as Record<string, { name?: string }> | undefined);
  return out as Partial<Messages>;
}
