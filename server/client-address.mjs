/**
 * Who the client is, for the rate limit: trusted only from the proxy in front.
 *
 * nginx sets `X-Forwarded-For: $remote_addr` (deploy/nginx/). A request whose socket peer is one of the trusted
 * proxy addresses (`TRUSTED_PROXIES`, comma-separated; set by the stack, scripts/stack/stack.mjs, and by
 * deploy/systemd/ to nginx's address) keeps the last address of that header — the one the proxy added. Any other
 * peer is the client itself: its forwarding headers are discarded and the socket address is used.
 *
 * Nobody is trusted by default (issue 42): with loopback trusted, any local client — or anything on the host that
 * forwards connections — chose its own address for the rate limit and its own host for the origin check.
 */

/**
 * Parses `TRUSTED_PROXIES` (comma-separated IP addresses, exact match). Unset, empty or `none` → trust nobody.
 * @param {string | undefined} value
 * @returns {Set<string>}
 */
export function parseTrustedProxies(value) {
  const v = value?.trim();
  if (!v || v.toLowerCase() === 'none') return new Set();
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
