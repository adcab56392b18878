/**
 * Who the client is, for the rate limit: trusted only from the proxy in front.
 *
 * nginx sets `X-Forwarded-For: $remote_addr` (deploy/nginx/). A request whose socket peer is one of the trusted
 * proxy addresses (`TRUSTED_PROXIES`, comma-separated; default the loopback addresses, where nginx runs in the
 * stack) keeps the last address of that header — the one the proxy added. Any other peer is the client itself:
 * its forwarding headers are discarded and the socket address is used.
 */

/** Default trusted proxies: nginx on the same host. */
export const defaultTrustedProxies = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/**
 * Parses `TRUSTED_PROXIES` (comma-separated IP addresses, exact match). Unset → the loopback addresses;
 * `none` → trust nobody (the instance is exposed directly).
 * @param {string | undefined} value
 * @returns {Set<string>}
 */
export function parseTrustedProxies(value) {
  const v = value?.trim();
  if (!v) return new Set(defaultTrustedProxies);
  if (v.toLowerCase() === 'none') return new Set();
  return new Set(
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/**
 * The client address of a request.
 * @param {string | undefined} socketAddress the TCP peer
 * @param {string | string[] | undefined} forwardedFor the `X-Forwarded-For` request header
 * @param {Set<string>} trusted addresses of trusted proxies
 * @returns {string} an address (at most 64 characters), or `unknown`
 */
export function clientAddress(socketAddress, forwardedFor, trusted) {
  const peer = socketAddress?.trim() || 'unknown';
  if (!trusted.has(peer)) return peer.slice(0, 64);
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const hops = (header ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return (hops.at(-1) ?? peer).slice(0, 64);
}
