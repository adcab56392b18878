/**
 * Request headers the proxy sets for the rest of the app. Incoming values are always replaced or removed, so a
 * client cannot forge them into anything but a 404 for itself.
 */

/** Marks a request that matches no route; next.config.ts rewrites it to the global not-found page. */
export const notFoundHeader = 'x-hx-not-found';

/** The path and query as requested, for the not-found message. */
export const requestPathHeader = 'x-hx-request-path';
