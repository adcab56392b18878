/**
 * A PostgreSQL cluster for the local stack, the same way scripts/test-postgres.sh gets one: Debian's server
 * binaries (/usr/lib/postgresql/<v>/bin; `apt-get install postgresql` when missing and root), a cluster in the
 * stack directory on a loopback port, run as the `postgres` user when we are root. Kept between `up` and `down`
 * (the leads stay); `down` stops it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Directory of initdb/pg_ctl, or null. */
export function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const dir = path.join(base, v, 'bin');
      if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
    }
  }
  return null;
}

function installPostgres(log) {
  if (process.getuid?.() !== 0) return false;
  log('Installing the Debian package postgresql with apt-get…');
  const r = spawnSync(
    'bash',
    ['-c', 'DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -qq postgresql'],
    { stdio: 'ignore' },
  );
  return r.status === 0;
}

function asPostgres(bin, args, options = {}) {
  const root = process.getuid?.() === 0;
  const [cmd, argv] = root ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

/**
 * Starts (initialising on first use) the cluster in `dir` on 127.0.0.1:`port`; returns its DATABASE_URL.
 * Throws with the reason when PostgreSQL cannot be had.
 * @param {{ dir: string, port: number, log: (s: string) => void }} o
 */
export function startPostgres({ dir, port, log }) {
  let bin = findPgBin();
  if (!bin && installPostgres(log)) bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL server binaries are not installed (Debian package postgresql)');
  const root = process.getuid?.() === 0;
  if (root && spawnSync('id', ['postgres'], { stdio: 'ignore' }).status !== 0)
    throw new Error("no 'postgres' user to run the server as");
  const data = path.join(dir, 'data');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    asPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
  }
  if (!existsSync(path.join(data, 'postmaster.pid'))) {
    asPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=on -c synchronous_commit=on -c max_connections=100`,
      'start',
    ]);
  }
  const created = spawnSync(
    path.join(bin, 'createdb'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'hengxi'],
    { stdio: 'ignore' },
  );
  void created; // exists already after the first run
  return `postgres://postgres@127.0.0.1:${port}/hengxi`;
}

/** Stops the cluster in `dir` if it runs. */
export function stopPostgres(dir) {
  const bin = findPgBin();
  const data = path.join(dir, 'data');
  if (!bin || !existsSync(path.join(data, 'postmaster.pid'))) return;
  try {
    asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  } catch {
    // already stopped
  }
}
