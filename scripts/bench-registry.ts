/**
 * `npm run bench:registry`: figures of the sample registry (prints them; asserts nothing).
 *  1. generation time, size and memory of the registry in this process, and its hash;
 *  2. the matcher's top-1 rate per variant kind on 1,000 generated queries (lib/registry/variants.ts);
 *  3. against the production build (the standalone production server, started here unless BASE_URL is set): time until the registry is
 *     ready after the server starts, server RSS, search latency p50/p95 at 20 concurrent clients, and render times
 *     of registry company pages (right after start, then first and repeated renders once the server is warm).
 * Run `npm run build` first.
 */
import { getRegistry, resolveEntity, warmRegistry } from '@/lib/registry';
import { generateRegistry, registryHash } from '@/lib/registry/generate';
import { registrySeed } from '@/lib/registry/keys';
import { makeVariant, variantFaker, variantKinds } from '@/lib/registry/variants';
import { startServer } from './lib/prod-server.mjs';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  // 1. Generation
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  generateRegistry(registrySeed);
  const genMs = performance.now() - t0;
  const warmMs = warmRegistry().ms;
  const registry = getRegistry();
  const rss1 = process.memoryUsage().rss;
  console.log('== Registry');
  console.log(`enterprises ${registry.enterprises.length}, people ${registry.persons.size}, seed ${registrySeed}`);
  console.log(`hash ${registryHash(registry)}`);
  console.log(
    `generation ${ms(genMs)}; generation + search index (cold) ${ms(warmMs)}; RSS +${((rss1 - rss0) / 1e6).toFixed(0)} MB (both copies)`,
  );

  // 2. Matcher
  const f = variantFaker(2026);
  const perKind = new Map<string, { ok: number; n: number }>();
  const local: number[] = [];
  let total = 0;
  while (total < 1000) {
    const kind = variantKinds[total % variantKinds.length];
    const e = registry.enterprises[f.number.int({ min: 0, max: registry.enterprises.length - 1 })];
    const q = makeVariant(e, kind, f);
    if (!q) continue;
    const t = performance.now();
    const hit = resolveEntity(q, 10)[0];
    local.push(performance.now() - t);
    const s = perKind.get(kind) ?? { ok: 0, n: 0 };
    s.n++;
    if (hit?.ckey === e.ckey) s.ok++;
    perKind.set(kind, s);
    total++;
  }
  console.log('\n== Matcher: top-1 rate on 1,000 generated queries');
  let ok = 0;
  for (const [kind, s] of perKind) {
    ok += s.ok;
    console.log(`${kind.padEnd(22)} ${((100 * s.ok) / s.n).toFixed(1).padStart(5)} %  (${s.ok}/${s.n})`);
  }
  console.log(`${'all'.padEnd(22)} ${((100 * ok) / total).toFixed(1).padStart(5)} %`);
  local.sort((a, b) => a - b);
  console.log(`in-process search time p50 ${ms(pct(local, 0.5))}, p95 ${ms(pct(local, 0.95))}`);

  // 3. Server
  const own = process.env.BASE_URL ? null : await startServer();
  const base: string = own ? own.base : (process.env.BASE_URL as string);
  console.log(`\n== Server ${base}`);
  if (own) {
    const deadline = Date.now() + 15_000;
    let ready: { at: number; line: string } | undefined;
    while (!ready && Date.now() < deadline) {
      ready = own.output.find((o: { line: string }) => o.line.includes('registryReady'));
      if (!ready) await new Promise((r) => setTimeout(r, 50));
    }
    if (ready)
      console.log(`registry ready ${ms(ready.at - own.startedAt)} after the server was spawned (${ready.line})`);
    const status = await import('node:fs')
      .then((fs) => fs.readFileSync(`/proc/${own.pid}/status`, 'utf8'))
      .catch(() => '');
    // Sum the RSS of the process group (the server and any worker it starts).
    const { execSync } = await import('node:child_process');
    const rssKb = execSync(`ps -o rss= -g ${own.pid}`)
      .toString()
      .split('\n')
      .filter(Boolean)
      .reduce((s, n) => s + Number(n), 0);
    console.log(`server RSS ${(rssKb / 1024).toFixed(0)} MB (process group)${status ? '' : ''}`);
  }

  const queries: string[] = [];
  const fq = variantFaker(99);
  while (queries.length < 1000) {
    const e = registry.enterprises[fq.number.int({ min: 0, max: registry.enterprises.length - 1 })];
    const q = makeVariant(e, variantKinds[queries.length % variantKinds.length], fq);
    if (q) queries.push(q);
  }
  // Warm-up, then 20 clients each sending requests back to back.
  for (const q of queries.slice(0, 20)) await fetch(`${base}/api/registry/search?q=${encodeURIComponent(q)}`);
  const times: number[] = [];
  const server: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < queries.length) {
      const q = queries[next++];
      const t = performance.now();
      const res = await fetch(`${base}/api/registry/search?q=${encodeURIComponent(q)}&limit=10`);
      await res.arrayBuffer();
      times.push(performance.now() - t);
      const dur = /search;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
      if (dur) server.push(Number(dur));
    }
  };
  const tAll = performance.now();
  await Promise.all(Array.from({ length: 20 }, client));
  const wall = performance.now() - tAll;
  times.sort((a, b) => a - b);
  console.log(
    `search, 20 concurrent clients, ${times.length} requests: p50 ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}, ${(times.length / (wall / 1000)).toFixed(0)} req/s (client-side round trip over loopback)`,
  );
  server.sort((a, b) => a - b);
  if (server.length)
    console.log(
      `search server time (Server-Timing: resolving in the handler): p50 ${ms(pct(server, 0.5))}, p95 ${ms(pct(server, 0.95))}, max ${ms(server[server.length - 1])}`,
    );

  // Render times of company pages. A fresh server warms itself up (server/index.mjs) but is still compiling; a
  // server in service has rendered many pages. So: 10 renders right after start ("cold"), then
  // 100 renders of other companies, then 10 companies never requested before ("first") and the same again ("cached").
  const timeGet = async (url: string) => {
    const t = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return performance.now() - t;
  };
  const offset = Date.now() % 97;
  const company = (i: number) =>
    `${base}/company/${registry.enterprises[(1000 + i * 37 + offset) % registry.enterprises.length].ckey}`;
  const cold: number[] = [];
  for (let i = 0; i < 10; i++) cold.push(await timeGet(company(i)));
  for (let i = 10; i < 110; i++) await timeGet(company(i));
  const first: number[] = [];
  const cached: number[] = [];
  for (let i = 110; i < 120; i++) first.push(await timeGet(company(i)));
  for (let i = 110; i < 120; i++) cached.push(await timeGet(company(i)));
  for (const list of [cold, first, cached]) list.sort((a, b) => a - b);
  const line = (label: string, list: number[]) =>
    `${label}: p50 ${ms(pct(list, 0.5))}, max ${ms(list[list.length - 1])}`;
  console.log(`/company/<ckey> (10 companies each) ${line('first renders after the server started', cold)}`);
  console.log(
    `/company/<ckey> after 100 renders of other companies: ${line('first render', first)}; ${line('requested again', cached)}`,
  );
  own?.stop();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
