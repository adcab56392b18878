/**
 * A stand-alone HTTP server around the demo-request handler (the same function the Next.js route calls), for the
 * crash test: it needs a real process to SIGKILL without building the site. Storage and rate limit come from the
 * environment, as in production (DATABASE_URL / LEADS_PG_SCHEMA, LEADS_SQLITE_PATH, LEADS_RATE_LIMIT).
 * With delivery channels in the environment (LEADS_WECOM_WEBHOOK_URL …) it also runs the delivery worker, as an
 * instance does. Prints `LISTENING <port>` once the store is open and migrated.
 */
import http from 'node:http';
import { Readable } from 'node:stream';
import { handleDemoRequest } from '../../../lib/leads/handler';
import { rateLimiterFromEnv } from '../../../lib/leads/rate-limit';
import { startProcessDeliveryWorker } from '../../../lib/leads/deliveries/worker';
import { getLeadStore } from '../../../lib/leads/store';

async function main() {
  const limiter = rateLimiterFromEnv();
  await getLeadStore();
  // The delivery worker, as instrumentation.ts starts it in the site, when the environment configures a channel.
  startProcessDeliveryWorker(getLeadStore);
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.startsWith('/api/demo-requests')) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url}`, {
      method: 'POST',
      headers,
      body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit);
    const response = await handleDemoRequest(request, {
      getStore: getLeadStore,
      limiter,
      socketAddress: req.socket.remoteAddress,
      log: () => undefined,
    });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    const address = server.address();
    console.log(`LISTENING ${typeof address === 'object' && address ? address.port : ''}`);
  });
}

main().catch((error: Error) => {
  console.error(`leads-server failed: ${error.message}`);
  process.exit(1);
});
