/**
 * Benchmarks of the risk demos (issue 22): prints figures, fails nothing.
 *
 * Usage: npm run build && npm run bench:risk-demos     (starts the production server on a free port)
 *        BASE_URL=http://127.0.0.1:3000 npm run bench:risk-demos
 *
 * - Portfolio monitoring of a 5,000-company watchlist over 180 days (target ≤ 3 s end to end): the module alone in
 *   this process (resolution of 5,000 names/USCCs, rules, board, texts of the first page), then over HTTP as the page
 *   does it (POST the list to /api/monitoring and parse the answer: board, companies, first page of alerts), and the
 *   daily-digest XLSX and PDF of the same list (every alert).
 * - Related parties among 200 companies (target ≤ 2 s): the module alone and over HTTP (/api/association).
 * Lists: registry companies written as names, every fifth as its USCC (lib/registry, fixed seed).
 */
import { runAssociation } from '@/lib/association/handler';
import { runMonitoring } from '@/lib/monitoring/handler';
import { resolveWatchlist } from '@/lib/monitoring/watchlist';
import { getRegistry } from '@/lib/registry';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { startServer } from './lib/prod-server.mjs';

const ms = (t0: number) => `${(performance.now() - t0).toFixed(0)} ms`;

async function main() {
  const registry = getRegistry();
  const watchlist = registry.enterprises
    .slice(100, 5100)
    .map((e, i) => (i % 5 === 4 ? { uscc: e.uscc } : { name: e.name }));
  const group = registry.enterprises.slice(2000, 2200).map((e) => ({ name: e.name }));

  let t0 = performance.now();
  const m = runMonitoring({ rows: watchlist, days: 180 }, 'zh-CN');
  console.log(
    `monitoring, module (cold): ${watchlist.length} rows → ${m.companies.length} companies, ${m.board.total} alerts (${m.board.bySeverity.high} high) in ${ms(t0)}`,
  );
  t0 = performance.now();
  runMonitoring({ rows: watchlist, days: 180 }, 'zh-CN');
  console.log(`monitoring, module (warm): in ${ms(t0)}`);
  t0 = performance.now();
  const w = resolveWatchlist(group);
  const a = runAssociation(
    w.found.map((f) => ({ row: f.row, ckey: f.e.ckey })),
    w.unmatched,
    'zh-CN',
  );
  console.log(
    `related parties, module: 200 rows → ${a.relations.length} relations, ${a.groups.length} groups, ${a.circles.length} circles in ${ms(t0)}`,
  );

  let base = process.env.BASE_URL?.replace(/\/$/, '');
  let stop: (() => void) | undefined;
  let pid: number | undefined;
  if (!base) {
    // Info logs on, to see the instance's warm-up finish (it loads the demo routes) before measuring, as a visitor
    // arriving after a deploy would find it.
    process.env.LOG_LEVEL ??= 'info';
    const server = (await startServer()) as { base: string; stop: () => void; pid: number; output: { line: string }[] };
    ({ base, stop, pid } = server);
    const until = Date.now() + 60_000;
    while (!server.output.some((o) => o.line.includes('"warmup"')) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 200));
  }
  // The server's CPU time (user + system, /proc, 100 Hz ticks) next to wall time: the machine is shared, and CPU
  // time does not grow with other processes' load the way wall time does.
  const serverCpu = () => {
    if (!pid || !existsSync(`/proc/${pid}/stat`)) return NaN;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  };
  const cpu = (c0: number) => (Number.isNaN(c0) ? '' : `, server CPU ${serverCpu() - c0} ms`);
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} on ${cpus().length} cores`,
  );
  try {
    const post = (path: string, body: object) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (let run = 1; run <= 3; run++) {
      t0 = performance.now();
      const c0 = serverCpu();
      const res = await post('/api/monitoring', { rows: watchlist, locale: 'zh-CN' });
      const text = await res.text();
      const body = JSON.parse(text) as { alerts: unknown[]; board: { total: number }; companies: unknown[] };
      console.log(
        `monitoring, HTTP run ${run}: 5,000 rows / 180 days → ${res.status}, ${body.companies.length} companies, ${body.board.total} alerts on the board, first page of ${body.alerts.length} (${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB JSON) in ${ms(t0)}${cpu(c0)} (target ≤ 3,000 ms)`,
      );
    }
    for (const format of ['xlsx', 'pdf'] as const) {
      t0 = performance.now();
      const res = await post('/api/monitoring/digest', { rows: watchlist, format, locale: 'zh-CN' });
      const bytes = (await res.arrayBuffer()).byteLength;
      console.log(`monitoring digest ${format}, HTTP: ${res.status}, ${(bytes / 1024).toFixed(0)} KiB in ${ms(t0)}`);
    }
    for (let run = 1; run <= 3; run++) {
      t0 = performance.now();
      const c0 = serverCpu();
      const res = await post('/api/association', { rows: group, locale: 'zh-CN' });
      const body = (await res.json()) as { relations: unknown[] };
      console.log(
        `related parties, HTTP run ${run}: 200 companies → ${res.status}, ${body.relations.length} relations in ${ms(t0)}${cpu(c0)} (target ≤ 2,000 ms)`,
      );
    }
  } finally {
    stop?.();
  }
}

void main();
