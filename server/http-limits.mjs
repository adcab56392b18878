/**
 * Limits of the instance server on what a client sends before the app sees a request (issue 42), for an instance
 * reached directly (nginx in front has its own, tighter ones: deploy/nginx/hengxi.conf.template):
 *
 * - request line and headers together at most Node's `maxHeaderSize` (16 KB): a longer request line gets
 *   **414 URI Too Long**, longer headers **431 Request Header Fields Too Large** — written in full, the rest of what
 *   the client sends read and dropped (up to 1 s), so it receives the answer instead of a connection reset;
 * - the headers within `headersTimeout` (10 s, nginx's `client_header_timeout`), the whole request — body included —
 *   within `requestTimeout` (30 s: a 5 MB upload at 1.4 Mbit/s), checked every `connectionsCheckingInterval`
 *   (1 s) instead of Node's 30 s: a body that stops short of its `Content-Length` gets **408** and the connection
 *   closes, where it used to hold the connection for 300 s.
 * Figures in docs/security.md.
 */

export const serverLimits = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
  /** How long an oversized request's remaining bytes are read after its answer, before the socket closes. */
  drainMs: 1_000,
};

/**
 * The status for a request Node's parser stopped: 414 when the request line alone did not fit (no line end in what
 * was read), 431 for the headers, 400 for anything else malformed, `null` when no answer can be written (a reset).
 * @param {{ code?: string, rawPacket?: Buffer }} error the `clientError` error
 * @returns {400 | 408 | 414 | 431 | null}
 */
export function clientErrorStatus(error) {
  if (error.code === 'ECONNRESET') return null;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code !== 'HPE_HEADER_OVERFLOW') return 400;
  const raw = error.rawPacket;
  if (!raw || raw.length === 0) return 431;
  return raw.indexOf('\n') === -1 ? 414 : 431;
}

const reasons = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * The `clientError` listener: answers with `clientErrorStatus`'s status (a short JSON body like the API's errors),
 * then reads and drops what the client is still sending for `drainMs` before closing, so the answer arrives.
 * @param {Error & { code?: string, rawPacket?: Buffer }} error
 * @param {import('node:net').Socket} socket
 */
export function answerClientError(error, socket) {
  const status = clientErrorStatus(error);
  // An answer already under way cannot get another status line: the connection just closes.
  const answering = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (socket)._httpMessage?.headersSent;
  if (status === null || !socket.writable || answering) {
    socket.destroy();
    return;
  }
  const code = { 400: 'malformed', 408: 'requestTimeout', 414: 'uriTooLong', 431: 'headersTooLarge' }[status];
  const body = JSON.stringify({ error: code, message: reasons[status] });
  socket.end(
    `HTTP/1.1 ${status} ${reasons[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.on('data', () => undefined);
  socket.resume();
  setTimeout(() => socket.destroy(), serverLimits.drainMs).unref();
}
