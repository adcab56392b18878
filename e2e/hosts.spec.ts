import { spawn, type ChildProcess } from 'node:child_process';
import { request as requestFactory } from '@playwright/test';
import { expect, test } from './fixtures';
import { langOf, personUA } from './helpers';

/**
 * The site must serve correctly whatever address the server binds to (SITE.md §3). The main test server binds
 * 127.0.0.1; here two more production servers bind `localhost` and `0.0.0.0`, and all three are asked for the
 * unprefixed (rewritten) and prefixed pages.
 */
// Ports follow E2E_PORT, so several checkouts can run the suite side by side.
const basePort = Number(process.env.E2E_PORT ?? 3100);
const servers: { host: string; port: number; url: string; proc?: ChildProcess }[] = [
  { host: 'localhost', port: basePort + 11, url: `http://localhost:${basePort + 11}` },
  { host: '0.0.0.0', port: basePort + 12, url: `http://127.0.0.1:${basePort + 12}` },
];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const s of servers) {
    s.proc = spawn('npx', ['next', 'start', '-H', s.host, '-p', String(s.port)], { stdio: 'ignore', detached: true });
  }
  for (const s of servers) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        if ((await fetch(`${s.url}/builds/latest.json`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error(`server on ${s.host}:${s.port} did not start`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
});

test.afterAll(() => {
  for (const s of servers) if (s.proc?.pid) process.kill(-s.proc.pid, 'SIGTERM');
});

test('pages answer on 127.0.0.1, localhost and 0.0.0.0 without a redirect loop', async ({ baseURL }) => {
  for (const origin of [baseURL!, ...servers.map((s) => s.url)]) {
    // A fresh cookie jar per server: cookies ignore ports, and the locale cookie would leak between them.
    const request = await requestFactory.newContext();
    for (const [path, lang] of [
      ['/pricing', 'zh-CN'],
      ['/en-US/pricing', 'en-US'],
      ['/company/c9f2a1e7b3', 'zh-CN'],
    ]) {
      const res = await request.get(origin + path, { headers: { 'user-agent': personUA }, maxRedirects: 0 });
      expect(res.status(), origin + path).toBe(200);
      expect(langOf(await res.text())).toBe(lang);
    }
    const root = await request.get(origin + '/', {
      headers: { 'user-agent': personUA, 'accept-language': 'zh-CN' },
      maxRedirects: 0,
    });
    expect(root.status(), origin).toBe(200);
    const redirected = await request.get(origin + '/', {
      headers: { 'user-agent': personUA, 'accept-language': 'en' },
      maxRedirects: 0,
    });
    expect(redirected.headers()['location']).toBe('/en-US');
    await request.dispose();
  }
});
