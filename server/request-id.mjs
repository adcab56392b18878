/**
 * Request ids for the logs: nginx's `$request_id` (32 hex digits) when the trusted proxy sent one in `X-Request-Id`,
 * else a fresh UUID. Anything else a client sends there is ignored, so it cannot inject text into the logs.
 */
import { randomUUID } from 'node:crypto';

const acceptable = /^[A-Za-z0-9-]{8,64}$/;

/**
 * @param {string | string[] | undefined} header the incoming `X-Request-Id`
 * @param {boolean} fromTrustedProxy whether the socket peer is a trusted proxy
 * @returns {string}
 */
export function requestId(header, fromTrustedProxy) {
  const value = Array.isArray(header) ? header[0] : header;
  if (fromTrustedProxy && value && acceptable.test(value)) return value;
  return randomUUID();
}
