/**
 * Prometheus for the stack tests (Debian package `prometheus`, installed with apt-get when missing and root):
 * scrapes the given targets every second as job "hengxi", loads deploy/prometheus/alerts.yml, keeps its data in a
 * throwaway directory and listens on loopback only. Throws ReceiverUnavailable when it cannot run here.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ReceiverUnavailable } from './smtp.mjs';

const alertRules = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'prometheus', 'alerts.yml');

export function findPrometheus() {
  const bin = ['/usr/bin/prometheus', '/usr/local/bin/prometheus'].find((b) => existsSync(b));
  if (bin) return bin;
  if (process.getuid?.() !== 0 || spawnSync('which', ['apt-get']).status !== 0) {
    throw new ReceiverUnavailable(
      'prometheus is not installed, and installing the Debian package needs root and apt-get',
    );
  }
  spawnSync(
    'bash',
    [
      '-c',
      'DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -qq --no-install-recommends prometheus',
    ],
    { stdio: 'ignore' },
  );
  const installed = ['/usr/bin/prometheus'].find((b) => existsSync(b));
  if (!installed) throw new ReceiverUnavailable('apt-get install prometheus failed');
  return installed;
}

/** The scrape configuration the docs show, with a 1 s interval for the test. */
export function scrapeConfig(targets, { interval = '1s' } = {}) {
  return `global:
  scrape_interval: ${interval}
  evaluation_interval: ${interval}
rule_files:
  - ${alertRules}
scrape_configs:
  - job_name: hengxi
    metrics_path: /metrics
    static_configs:
      - targets: [${targets.map((t) => `'${t}'`).join(', ')}]
`;
}

/**
 * @param {{ dir: string, port: number, targets: string[] }} o
 * @returns {Promise<{ url: string, query: (q: string) => Promise<any[]>, get: (p: string) => Promise<any>, stop: () => Promise<void> }>}
 */
export async function startPrometheus({ dir, port, targets }) {
  const bin = findPrometheus();
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const file = path.join(dir, 'prometheus.yml');
  writeFileSync(file, scrapeConfig(targets));
  const log = openSync(path.join(dir, 'prometheus.log'), 'a');
  const child = spawn(
    bin,
    [
      `--config.file=${file}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--storage.tsdb.retention.time=1h',
    ],
    {
      stdio: ['ignore', log, log],
    },
  );
  // Never outlive the test process (a failing test may not reach stop()).
  process.once('exit', () => child.kill());
  const url = `http://127.0.0.1:${port}`;
  const get = async (p) => {
    const res = await fetch(`${url}${p}`, { signal: AbortSignal.timeout(5000) });
    const json = await res.json();
    if (json.status !== 'success') throw new Error(`prometheus ${p}: ${JSON.stringify(json).slice(0, 200)}`);
    return json.data;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new ReceiverUnavailable(`prometheus exited (${child.exitCode}); see ${dir}/prometheus.log`);
    try {
      const res = await fetch(`${url}/-/ready`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline)
      throw new ReceiverUnavailable(`prometheus did not become ready; see ${dir}/prometheus.log`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    get,
    query: async (q) => (await get(`/api/v1/query?query=${encodeURIComponent(q)}`)).result,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
