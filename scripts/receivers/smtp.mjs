/**
 * Starts the local SMTP server of the lead-delivery tests (./smtp_sink.py on Debian's python3-aiosmtpd), installing
 * the package with apt-get when it is missing and we are root. Throws `ReceiverUnavailable` (with the reason)
 * when it cannot be had, so a test can print a clear skip message.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A receiver (SMTP server, Prometheus) cannot run on this machine. */
export class ReceiverUnavailable extends Error {}

/** Debian's own interpreter: the apt packages (python3-aiosmtpd) are installed for it, not for a pyenv/venv python3. */
const python = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

function hasAiosmtpd() {
  return spawnSync(python, ['-c', 'import aiosmtpd'], { stdio: 'ignore' }).status === 0;
}

/** Makes sure python3-aiosmtpd is importable (apt-get install when root); throws ReceiverUnavailable otherwise. */
export function ensureAiosmtpd() {
  if (hasAiosmtpd()) return;
  if (process.getuid?.() !== 0 || spawnSync('which', ['apt-get']).status !== 0) {
    throw new ReceiverUnavailable(
      'python3-aiosmtpd is not installed, and installing the Debian package needs root and apt-get',
    );
  }
  spawnSync(
    'bash',
    ['-c', 'DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -qq python3-aiosmtpd'],
    { stdio: 'ignore' },
  );
  if (!hasAiosmtpd()) throw new ReceiverUnavailable('apt-get install python3-aiosmtpd failed');
}

/**
 * @param {{ port: number, dir: string, cert: string, key: string }} options  dir receives messages.jsonl
 * @returns {Promise<{ port: number, file: string, messages: () => any[], setFailing: (on: boolean) => void, stop: () => Promise<void> }>}
 */
export async function startSmtpSink({ port, dir, cert, key }) {
  ensureAiosmtpd();
  const file = path.join(dir, 'messages.jsonl');
  const child = spawn(
    python,
    [
      path.join(import.meta.dirname, 'smtp_sink.py'),
      '--port',
      String(port),
      '--out',
      file,
      '--cert',
      cert,
      '--key',
      key,
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ReceiverUnavailable(`the SMTP server did not start: ${stderr.slice(-300)}`)),
      15_000,
    );
    child.stdout.on('data', (d) => {
      if (String(d).includes('READY')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new ReceiverUnavailable(`the SMTP server exited (${code}): ${stderr.slice(-300)}`));
    });
  });
  return {
    port,
    file,
    messages: () =>
      existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l))
        : [],
    setFailing(on) {
      if (on) writeFileSync(`${file}.fail`, '');
      else rmSync(`${file}.fail`, { force: true });
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
