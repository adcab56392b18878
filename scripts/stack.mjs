/**
 * `npm run stack -- up` / `npm run stack -- down`: the production topology on this machine (scripts/stack/stack.mjs;
 * docs/deploying.md). `up` builds when needed and prints the HTTPS URL and the CA file to trust.
 */
import { down, StackUnavailable, up } from './stack/stack.mjs';

const command = process.argv[2];
try {
  if (command === 'up') {
    const s = await up();
    console.log(`
Hengxi stack is up (build ${s.buildId}):
  site        ${s.url}   (HTTP/2, TLS)   ·  ${s.httpUrl} redirects there
  instances   ${s.instances.map((i) => `127.0.0.1:${i.port} (pid ${i.pid})`).join(', ')}
  database    ${s.database}${s.databaseUrl ? ` ${s.databaseUrl}` : ''}
  CA file     ${s.ca}
              trust it: curl --cacert ${s.ca} ${s.url}   ·   NODE_EXTRA_CA_CERTS=${s.ca}
  logs        ${s.dir}/logs/
Stop it with: npm run stack -- down`);
  } else if (command === 'down') {
    await down();
  } else {
    console.error('usage: npm run stack -- up|down');
    process.exit(2);
  }
} catch (error) {
  if (error instanceof StackUnavailable) {
    console.error(`Stack unavailable: ${error.message}`);
    process.exit(3);
  }
  throw error;
}
