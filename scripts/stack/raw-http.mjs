/**
 * Sends one hand-written HTTP/1.1 request (any bytes: malformed paths, repeated headers, bad escapes) over TLS or
 * plain TCP and reads the answer's status line and headers. Used by the fuzzing in scripts/test-stack.mjs, since
 * Node's HTTP client refuses to send most malformed requests.
 */
import net from 'node:net';
import tls from 'node:tls';

/**
 * @param {{ host: string, port: number, tls: boolean, ca?: Buffer, servername?: string }} target
 * @param {string | Buffer} raw the whole request (the caller adds `Connection: close`)
 * @param {number} timeoutMs
 * @returns {Promise<{ status: number, headers: Record<string, string>, error?: string }>} status 0 on a transport
 *   error or timeout
 */
export function rawRequest(target, raw, timeoutMs = 15_000) {
  return new Promise((resolve) => {
    const chunks = [];
    let settled = false;
    const finish = (error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.split('\r\n\r\n')[0];
      const [statusLine, ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/\d(?:\.\d)? (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const headers = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve(status ? { status, headers } : { status: 0, headers, error: error ?? 'no response' });
    };
    const socket = target.tls
      ? tls.connect({
          host: target.host,
          port: target.port,
          ca: target.ca,
          servername: target.servername ?? 'localhost',
          ALPNProtocols: ['http/1.1'],
        })
      : net.connect({ host: target.host, port: target.port });
    socket.setTimeout(timeoutMs, () => finish('timeout'));
    // write, not end: a half-closed connection looks like a client that gave up (nginx answers it 499, nothing sent).
    socket.on(target.tls ? 'secureConnect' : 'connect', () => socket.write(raw));
    socket.on('data', (d) => {
      chunks.push(d);
      // The status line and headers are all we need.
      if (Buffer.concat(chunks).includes('\r\n\r\n')) finish();
    });
    socket.on('end', () => finish());
    socket.on('error', (e) => finish(e.code ?? String(e)));
  });
}
