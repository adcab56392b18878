/**
 * The Debian packages that `npm test`'s later suites need — Chromium with CJK fonts (e2e), PostgreSQL (test:pg and the
 * stack), nginx with its brotli modules, Prometheus and an SMTP server (test:stack) — installed in ONE background
 * apt-get run while the static checks and the unit tests, which need none of them, use the CPU. On a fresh machine
 * the downloads and unpacking (a few minutes, most of it Chromium and the fonts) then no longer add to the test
 * command's wall time.
 *
 * Usage:
 *   node scripts/system-packages.mjs start   as root with apt-get and something missing: starts the installer detached
 *                                            (log in .tmp/system-packages/install.log) and returns at once; otherwise
 *                                            prints why nothing is started. Never fails the command.
 *   node scripts/system-packages.mjs wait    waits (up to 15 minutes) for an installer started by `start` to end and
 *                                            prints what it installed and how long it took; returns at once when none
 *                                            was started. Never fails the command.
 *
 * Each suite still checks for and installs what it needs itself (scripts/ensure-browser.mjs, scripts/test-postgres.sh,
 * scripts/stack/*.mjs, scripts/receivers/*.mjs), with its own clear SKIPPED message when it cannot: a suite run alone
 * works as before, and a failed background install only means the suite installs its package itself, later.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.join('.tmp', 'system-packages');
const statusFile = path.join(dir, 'status.json');
const logFile = path.join(dir, 'install.log');

/** What the suites install, in the groups they install them (Prometheus without its recommended packages). */
const groups = [
  { packages: ['chromium', 'fonts-noto-cjk', 'postgresql', 'python3-aiosmtpd'], options: [] },
  // nginx-light, or any nginx already there (scripts/stack/stack.mjs finds the binary, whichever package it came from).
  {
    packages: ['nginx-light', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-brotli-filter'],
    options: [],
    present: (name) => name === 'nginx-light' && existsSync('/usr/sbin/nginx'),
  },
  { packages: ['prometheus'], options: ['--no-install-recommends'] },
];

const installed = (name) =>
  /install ok installed/.test(spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout ?? '');

function start() {
  // A status left by an earlier run must not make `wait` return at once (or wait for nothing).
  rmSync(dir, { recursive: true, force: true });
  if (process.getuid?.() !== 0) return console.log('[system-packages] not root: each suite installs what it needs');
  if (spawnSync('which', ['apt-get']).status !== 0)
    return console.log('[system-packages] no apt-get: each suite finds or skips what it needs');
  const missing = groups
    .map((g) => ({ ...g, packages: g.packages.filter((p) => !installed(p) && !g.present?.(p)) }))
    .filter((g) => g.packages.length);
  if (!missing.length) return console.log('[system-packages] every Debian package the suites need is installed');
  mkdirSync(dir, { recursive: true });
  const apt = 'DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900';
  // One `apt-get update`, then one install per group; a group that fails is left to its suite.
  const script = [
    `${apt} update -qq || true`,
    ...missing.map(
      (g) =>
        `${apt} install -y -qq ${g.options.join(' ')} ${g.packages.join(' ')} || echo "FAILED: ${g.packages.join(' ')}"`,
    ),
    `echo '{"done":true,"finished":'$(date +%s%3N)'}' > ${statusFile}.end`,
  ].join('\n');
  const out = openSync(logFile, 'w');
  const child = spawn('bash', ['-c', script], { detached: true, stdio: ['ignore', out, out] });
  child.unref();
  writeFileSync(
    statusFile,
    JSON.stringify({ pid: child.pid, started: Date.now(), packages: missing.flatMap((g) => g.packages) }),
  );
  console.log(
    `[system-packages] installing in the background (pid ${child.pid}, log ${logFile}): ${missing.flatMap((g) => g.packages).join(' ')}`,
  );
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function wait() {
  if (!existsSync(statusFile)) return;
  const status = JSON.parse(readFileSync(statusFile, 'utf8'));
  const waitStart = Date.now();
  while (!existsSync(`${statusFile}.end`) && alive(status.pid) && Date.now() - waitStart < 15 * 60_000)
    await new Promise((r) => setTimeout(r, 1000));
  const end = existsSync(`${statusFile}.end`)
    ? JSON.parse(readFileSync(`${statusFile}.end`, 'utf8')).finished
    : Date.now();
  const failed = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('FAILED: '));
  console.log(
    `[system-packages] background install of ${status.packages.length} packages took ${((end - status.started) / 1000).toFixed(0)} s, ` +
      `${((Date.now() - waitStart) / 1000).toFixed(0)} s of it waited for here` +
      (failed.length ? `; left to the suites: ${failed.map((l) => l.slice(8)).join('; ')}` : ''),
  );
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'wait') await wait();
else {
  console.error('usage: node scripts/system-packages.mjs start|wait');
  process.exit(2);
}
