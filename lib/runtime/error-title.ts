/**
 * Title of the error page (spec §2, §8): "Page Not Found" for status 404; for any other status the error's own
 * user-facing message when it has one, else "Internal Server Error". Returns the message key and, if any, the
 * error's message to show instead.
 */
export function errorPageTitle(
  status: number | undefined,
  ownMessage: string | undefined,
): { key: 'notFound' | 'internal'; message?: string } {
  if (status === 404) return { key: 'notFound' };
  const message = ownMessage?.trim();
  return message ? { key: 'internal', message } : { key: 'internal' };
}
