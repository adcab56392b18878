/**
 * The local production topology (issue 9), started and stopped by `npm run stack -- up|down` and used by
 * `npm run test:stack` and `npm run bench:stack`:
 *
 *   https://localhost:<STACK_PORT>  nginx (TLS, HTTP/2, page cache, static files, limits; deploy/nginx/)
 *     → N instances of the standalone build (server/index.mjs) on 127.0.0.1:<STACK_PORT+4…>
 *       → PostgreSQL (leads and the shared rate limit) on 127.0.0.1:<STACK_PORT+3>
 *   each instance's Prometheus metrics on 127.0.0.1:<STACK_PORT+10…>/metrics (not proxied);
 *   http://localhost:<STACK_PORT+1> redirects to HTTPS; https://localhost:<STACK_PORT+2> is a bare nginx serving one
 *   prerendered page's HTML file (the benchmark's baseline).
 *
 * Environment: STACK_DIR (default .stack/), STACK_PORT (8440), STACK_INSTANCES (2), STACK_DB (`postgres`, or
 * `sqlite` for a shared SQLite file), LEADS_RATE_LIMIT (passed to the instances).
 * Everything runs on loopback. State (ports, pids, URLs) is kept in STACK_DIR/state.json.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureCertificates } from './certs.mjs';
import { brotliModules, deployDir, renderMainConf, renderSite } from './nginx.mjs';
import { startPostgres, stopPostgres } from './pg.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** Raised when the topology cannot run on this machine (no nginx and no way to install it). */
export class StackUnavailable extends Error {}

/** The stack's settings from the environment. */
export function stackConfig(env = process.env) {
  const base = Number.parseInt(env.STACK_PORT ?? '', 10) || 8440;
  const instances = Math.max(1, Number.parseInt(env.STACK_INSTANCES ?? '', 10) || 2);
  const dir = path.resolve(env.STACK_DIR || path.join(root, '.stack'));
  return {
    dir,
    httpsPort: base,
    httpPort: base + 1,
    rawPort: base + 2,
    pgPort: base + 3,
    instancePorts: Array.from({ length: instances }, (_, i) => base + 4 + i),
    // Each instance's Prometheus metrics listener (server/metrics.mjs), never proxied by nginx.
    metricsPorts: Array.from({ length: instances }, (_, i) => base + 10 + i),
    db: env.STACK_DB === 'sqlite' ? 'sqlite' : 'postgres',
    rateLimit: env.LEADS_RATE_LIMIT,
    apiRateFactor: env.API_RATE_LIMIT_FACTOR,
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The nginx binary, installing Debian's package (and its brotli modules) when missing and root. */
export function findNginx(log = console.log) {
  const candidates = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  let found = candidates.find((c) => existsSync(c));
  if (!found && process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0) {
    log('Installing nginx (Debian package) with apt-get…');
    spawnSync(
      'bash',
      [
        '-c',
        'DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -qq nginx-light || DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -qq nginx',
      ],
      { stdio: 'ignore' },
    );
    found = candidates.find((c) => existsSync(c));
  }
  if (!found)
    throw new StackUnavailable('nginx is not installed and cannot be installed here (needs root and apt-get)');
  if (process.getuid?.() === 0 && !brotliModules().static) {
    // Precompressed brotli where Debian packages it; gzip alone otherwise.
    spawnSync(
      'bash',
      [
        '-c',
        'DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -qq libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter',
      ],
      { stdio: 'ignore' },
    );
  }
  return found;
}

/** Reads STACK_DIR/state.json, or null. */
export function readState(config = stackConfig()) {
  const file = path.join(config.dir, 'state.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

async function waitFor(url, { timeoutMs = 60_000, ok = (s) => s === 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (ok(res.status)) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = String(error?.cause?.code ?? error);
    }
    await sleep(250);
  }
  throw new Error(`${url} did not become ready (${last})`);
}

/** Starts one instance; resolves with its pid once /api/ready answers 200. */
export async function startInstance(config, env, port, index) {
  const log = openSync(path.join(config.dir, 'logs', `instance-${index + 1}.log`), 'a');
  const child = spawn(process.execPath, [path.join(root, '.next', 'standalone', 'server', 'index.mjs')], {
    cwd: config.dir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      INSTANCE: `instance-${index + 1}`,
      METRICS_PORT: String(config.metricsPorts[index] ?? 0),
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  await waitFor(`http://127.0.0.1:${port}/api/ready`);
  // Ready, but from this child? (Another process on the port would answer too.)
  if (!alive(child.pid))
    throw new Error(`instance ${index + 1} exited at start (port ${port} in use?); see ${config.dir}/logs/`);
  return child.pid;
}

function nginxArgs(config, nginx) {
  return [nginx, ['-p', config.dir, '-c', path.join(config.dir, 'nginx.conf')]];
}

/**
 * Brings the topology up (building first when there is no standalone build). Returns the state.
 * @param {{ log?: (s: string) => void, env?: NodeJS.ProcessEnv }} [o]
 */
export async function up({ log = console.log, env = process.env } = {}) {
  const config = stackConfig(env);
  const existing = readState(config);
  if (existing && existing.instances.every((i) => alive(i.pid)) && existsSync(path.join(config.dir, 'nginx.pid'))) {
    log('The stack is already up.');
    return existing;
  }
  const nginx = findNginx(log);
  const standalone = path.join(root, '.next', 'standalone', 'server', 'index.mjs');
  if (!existsSync(standalone) || !existsSync(path.join(root, '.next', 'csp-manifest.json'))) {
    log('No standalone build yet: running npm run build…');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const buildId = readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
  for (const sub of ['logs', 'tmp', 'cache', 'raw/en-US']) mkdirSync(path.join(config.dir, sub), { recursive: true });
  rmSync(path.join(config.dir, 'cache'), { recursive: true, force: true });
  mkdirSync(path.join(config.dir, 'cache'));
  const tls = ensureCertificates(path.join(config.dir, 'tls'));

  const appEnv = {
    // nginx reaches the instances over loopback: only its forwarding headers are believed (server/client-address.mjs
    // trusts nobody by default).
    TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1',
    ...(config.rateLimit ? { LEADS_RATE_LIMIT: config.rateLimit } : {}),
    ...(config.apiRateFactor ? { API_RATE_LIMIT_FACTOR: config.apiRateFactor } : {}),
  };
  // Every instance the same Server Actions key (the forms' actions; .env.example): the configured one, else one
  // derived from the build id, so instances of one build agree.
  appEnv.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY =
    process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ||
    createHash('sha256').update(`hengxi-actions|${buildId}`).digest('base64');
  let databaseUrl = null;
  if (config.db === 'postgres') {
    try {
      databaseUrl = startPostgres({ dir: path.join(config.dir, 'pg'), port: config.pgPort, log });
      appEnv.DATABASE_URL = databaseUrl;
    } catch (error) {
      log(`PostgreSQL unavailable (${error.message.split('\n')[0]}): the instances share a SQLite file instead.`);
    }
  }
  if (!databaseUrl) appEnv.LEADS_SQLITE_PATH = path.join(config.dir, 'leads.sqlite');

  const instances = [];
  for (const [i, port] of config.instancePorts.entries()) {
    instances.push({ port, pid: await startInstance(config, appEnv, port, i) });
  }

  // The benchmark's baseline: the same prerendered page as a plain file.
  const rawFile = path.join(config.dir, 'raw', 'en-US', 'pricing.html');
  writeFileSync(rawFile, readFileSync(path.join(root, '.next', 'server', 'app', 'en-US', 'pricing.html')));
  const brotli = brotliModules();
  const siteFile = path.join(config.dir, 'hengxi.conf');
  writeFileSync(
    siteFile,
    renderSite({
      serverName: 'localhost',
      httpsPort: config.httpsPort,
      httpPort: config.httpPort,
      listenHost: '127.0.0.1',
      upstreams: instances.map((i) => `127.0.0.1:${i.port}`),
      cacheDir: path.join(config.dir, 'cache'),
      staticDir: path.join(root, '.next', 'static'),
      cert: tls.cert,
      key: tls.key,
      buildId,
      snippetsDir: deployDir,
      brotli,
    }),
  );
  const raw = `    server {
        listen 127.0.0.1:${config.rawPort} ssl http2;
        ssl_certificate ${tls.cert};
        ssl_certificate_key ${tls.key};
        root ${path.join(config.dir, 'raw')};
        location = /en-US/pricing { default_type "text/html; charset=utf-8"; try_files /en-US/pricing.html =404; }
        access_log off;
    }`;
  const user = process.getuid?.() === 0 ? 'root' : undefined;
  writeFileSync(
    path.join(config.dir, 'nginx.conf'),
    renderMainConf({
      dir: config.dir,
      siteFile,
      user,
      brotli,
      extra: raw,
      accessLog: env.STACK_ACCESS_LOG === 'plain' ? 'plain' : 'buffered',
    }),
  );
  const [bin, args] = nginxArgs(config, nginx);
  execFileSync(bin, [...args, '-t'], { stdio: ['ignore', 'pipe', 'pipe'] });
  execFileSync(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });

  const state = {
    url: `https://localhost:${config.httpsPort}`,
    httpUrl: `http://localhost:${config.httpPort}`,
    rawUrl: `https://localhost:${config.rawPort}/en-US/pricing`,
    ca: tls.ca,
    buildId,
    database: databaseUrl ? 'postgres' : 'sqlite',
    databaseUrl,
    brotli,
    instances,
    appEnv,
    dir: config.dir,
  };
  writeFileSync(path.join(config.dir, 'state.json'), JSON.stringify(state, null, 2));
  process.env.NODE_EXTRA_CA_CERTS ??= tls.ca;
  return state;
}

/** Starts instance `index` again (after it died), as systemd's Restart= would; updates state.json. */
export async function restartInstance(index, env = process.env) {
  const config = stackConfig(env);
  const state = readState(config);
  const instance = state.instances[index];
  instance.pid = await startInstance(config, state.appEnv, instance.port, index);
  writeFileSync(path.join(config.dir, 'state.json'), JSON.stringify(state, null, 2));
  return instance.pid;
}

/** Stops nginx, the instances (SIGTERM, graceful) and PostgreSQL. */
export async function down({ log = console.log, env = process.env } = {}) {
  const config = stackConfig(env);
  const state = readState(config);
  const pidFile = path.join(config.dir, 'nginx.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    try {
      process.kill(pid, 'SIGQUIT');
    } catch {
      // not running
    }
    for (let i = 0; i < 100 && alive(pid); i++) await sleep(100);
    rmSync(pidFile, { force: true });
  }
  for (const instance of state?.instances ?? []) {
    if (!alive(instance.pid)) continue;
    process.kill(instance.pid, 'SIGTERM');
    for (let i = 0; i < 300 && alive(instance.pid); i++) await sleep(100);
  }
  stopPostgres(path.join(config.dir, 'pg'));
  rmSync(path.join(config.dir, 'state.json'), { force: true });
  log('The stack is down.');
}
