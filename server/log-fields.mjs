/**
 * What a request log line holds: request id, method, path (never the query string, which can carry search terms
 * or e-mail addresses), status, duration in ms, bytes sent, and whether the client went away. Never the client's
 * address, cookies, user agent, referrer or any header or body value.
 */

/**
 * The path of a request target without its query string or fragment, at most 512 characters.
 * @param {string | undefined} url
 * @returns {string}
 */
export function pathOnly(url) {
  const raw = url ?? '';
  const end = raw.search(/[?#]/);
  return (end === -1 ? raw : raw.slice(0, end)).slice(0, 512);
}

/**
 * One request's log fields.
 * @param {{ id: string, method?: string, url?: string, status: number, ms: number, bytes?: number, aborted?: boolean }} r
 */
export function requestLogFields(r) {
  return {
    reqId: r.id,
    method: (r.method ?? '').slice(0, 16),
    path: pathOnly(r.url),
    status: r.status,
    ms: Math.round(r.ms * 10) / 10,
    ...(r.bytes !== undefined ? { bytes: r.bytes } : {}),
    ...(r.aborted ? { aborted: true } : {}),
  };
}
