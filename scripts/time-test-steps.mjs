/**
 * Benchmark of `npm test` (not a test): runs each step of package.json's `test` script in turn and prints its wall
 * time in seconds, then where the time goes inside the two biggest steps — vitest's slowest files and Playwright's
 * slowest spec files and tests (from their JSON reporters, written to .tmp/timing/). docs/testing.md keeps
 * the last breakdown.
 *
 * Usage: node scripts/time-test-steps.mjs [--lock] [--clean] [--only lint,test:unit] [--from build]
 *   --lock    run each step under `flock /tmp/hx-heavy.lock` (a shared machine: other heavy jobs wait between steps)
 *   --clean   start as a clean clone does: remove .next/, *.tsbuildinfo and the ESLint cache first
 *   --only    run only the named steps (comma-separated npm script names)
 *   --from    start at the named step
 * A failing step is reported and the run goes on (the figures are the point); the exit code is 1 when any failed.
 * Output: one `[time] <step> <seconds>s cpu <seconds>s ok|FAILED` line per step (wall time; CPU time of its process
 * tree from /usr/bin/time), then a table, then the per-file breakdowns.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
// A step is `npm run <name>` (named by the script) or another command (named by itself, run through the shell).
let steps = pkg.scripts.test.split('&&').map((part) => part.trim().replace(/^npm run /, ''));
if (option('--only')) {
  const only = new Set(option('--only').split(','));
  steps = steps.filter((s) => only.has(s));
}
if (option('--from')) steps = steps.slice(Math.max(0, steps.indexOf(option('--from'))));

// Not under test-results/: Playwright empties that folder when it starts.
const outDir = path.join('.tmp', 'timing');
mkdirSync(outDir, { recursive: true });
const vitestJson = path.join(outDir, 'vitest.json');
const playwrightJson = path.join(outDir, 'playwright.json');

if (flag('--clean')) {
  for (const p of ['.next', 'tsconfig.tsbuildinfo', '.eslintcache', 'node_modules/.cache/eslint'])
    rmSync(p, { recursive: true, force: true });
}

/**
 * The npm scripts a step runs: a step is a script name, `npm run <name>`, or `run-p`/`run-s` with script names; the
 * scripts those run are followed too.
 */
function scriptsOf(step, seen = new Set()) {
  for (const part of step.split('&&').map((p) => p.trim())) {
    const words = part.split(/\s+/);
    const names = Object.hasOwn(pkg.scripts, part)
      ? [part]
      : words[0] === 'npm' && words[1] === 'run'
        ? [words[2]]
        : /^run-[ps]$/.test(words[0])
          ? words
              .slice(1)
              .filter((w, i, all) => !w.startsWith('-') && !/^\d+$/.test(w) && all[i - 1] !== '--max-parallel')
          : [];
    for (const name of names) {
      if (!Object.hasOwn(pkg.scripts, name) || seen.has(name)) continue;
      seen.add(name);
      scriptsOf(pkg.scripts[name], seen);
    }
  }
  return seen;
}

/** Extra arguments and environment per step, so the reporters write their JSON next to the normal output. */
function extras(step) {
  if (step === 'test:unit')
    return { args: ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`], env: {} };
  if (step === 'test:e2e')
    return { args: ['--', '--reporter=dot,json'], env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson } };
  // The unit or e2e tests inside a step that runs several scripts (`run-p … test:stack test:beside-stack`): the vitest and
  // Playwright configs add their JSON reporters when VITEST_JSON / PLAYWRIGHT_JSON_OUTPUT_FILE name a file.
  const inner = scriptsOf(step);
  const env = {};
  if (inner.has('test:unit')) env.VITEST_JSON = vitestJson;
  if (inner.has('test:e2e')) env.PLAYWRIGHT_JSON_OUTPUT_FILE = playwrightJson;
  return { args: [], env };
}

const results = [];
for (const step of steps) {
  const { args: extra, env } = extras(step);
  const command = /\s/.test(step) ? ['sh', '-c', step] : ['npm', 'run', step, ...extra];
  // CPU seconds (user + system) of the step's process tree, from /usr/bin/time when present: steadier than wall
  // time on a machine shared with other jobs.
  const cpuFile = path.join(outDir, '.cpu');
  rmSync(cpuFile, { force: true });
  if (existsSync('/usr/bin/time')) command.unshift('/usr/bin/time', '-f', '%U %S', '-o', cpuFile);
  // Under the lock, the clock starts once the lock is held (a marker file written inside it), not while waiting.
  const marker = path.join(outDir, '.started');
  rmSync(marker, { force: true });
  const argv = flag('--lock')
    ? [
        'flock',
        '/tmp/hx-heavy.lock',
        'sh',
        '-c',
        `node -e "require('fs').writeFileSync('${marker}', String(Date.now()))" && exec "$@"`,
        'sh',
        ...command,
      ]
    : command;
  const spawned = Date.now();
  // Each output line is stamped with the seconds since the step started (`[+12.3]`), to see the phases of a step.
  const child = spawn(argv[0], argv.slice(1), {
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, PATH: `${path.resolve('node_modules/.bin')}:${process.env.PATH}`, ...env },
  });
  let since = 0;
  const stamp = (stream, out) =>
    createInterface({ input: stream }).on('line', (line) => {
      if (!since && existsSync(marker)) since = Number(readFileSync(marker, 'utf8'));
      out.write(`[+${((Date.now() - (since || spawned)) / 1000).toFixed(1)}] ${line}\n`);
    });
  stamp(child.stdout, process.stdout);
  stamp(child.stderr, process.stderr);
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
  const started = existsSync(marker) ? Number(readFileSync(marker, 'utf8')) : spawned;
  const seconds = (Date.now() - started) / 1000;
  const ok = status === 0;
  const cpuLine = existsSync(cpuFile) ? readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1) : '';
  const cpu = /^[\d.]+ [\d.]+$/.test(cpuLine) ? cpuLine.split(' ').reduce((sum, x) => sum + Number(x), 0) : NaN;
  results.push({ step, seconds, cpu, ok });
  console.log(`[time] ${step} ${seconds.toFixed(1)}s cpu ${cpu.toFixed(1)}s ${ok ? 'ok' : 'FAILED'}`);
}

const total = results.reduce((sum, r) => sum + r.seconds, 0);
const cpuTotal = results.reduce((sum, r) => sum + r.cpu, 0);
console.log(`\n${'step'.padEnd(28)} wall s   cpu s`);
for (const r of results)
  console.log(
    `${r.step.slice(0, 28).padEnd(28)} ${r.seconds.toFixed(1).padStart(6)} ${r.cpu.toFixed(1).padStart(7)}${r.ok ? '' : '  FAILED'}`,
  );
console.log(
  `${'total'.padEnd(28)} ${total.toFixed(1).padStart(6)} ${cpuTotal.toFixed(1).padStart(7)}  (${(total / 60).toFixed(1)} min wall)`,
);

const top = (rows, n) => rows.sort((a, b) => b[1] - a[1]).slice(0, n);
if (steps.some((s) => scriptsOf(s).has('test:unit')) && existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  const files = report.testResults.map((f) => [
    path.relative(process.cwd(), f.name),
    (f.endTime - f.startTime) / 1000,
    f.assertionResults.length,
  ]);
  console.log('\nvitest: slowest files (s, tests)');
  for (const [file, s, n] of top(files, 20))
    console.log(`${s.toFixed(1).padStart(7)}  ${String(n).padStart(4)}  ${file}`);
}
if (steps.some((s) => scriptsOf(s).has('test:e2e')) && existsSync(playwrightJson)) {
  const report = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        for (const r of t.results) tests.push({ file: file ?? suite.file, title: spec.title, s: r.duration / 1000 });
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  const byFile = new Map();
  for (const t of tests) byFile.set(t.file, [(byFile.get(t.file)?.[0] ?? 0) + t.s, (byFile.get(t.file)?.[1] ?? 0) + 1]);
  console.log(`\nplaywright: ${tests.length} test runs; slowest spec files (test-seconds summed over workers, tests)`);
  for (const [file, s, n] of top(
    [...byFile].map(([f, v]) => [f, v[0], v[1]]),
    20,
  ))
    console.log(`${s.toFixed(1).padStart(7)}  ${String(n).padStart(4)}  ${file}`);
  console.log('\nplaywright: slowest tests (s)');
  for (const t of top(
    tests.map((t) => [t, t.s]),
    25,
  ))
    console.log(`${t[1].toFixed(1).padStart(7)}  ${t[0].file} › ${t[0].title}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
