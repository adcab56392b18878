/**
 * The MDN HTTP Observatory scanner (npm @mdn/mdn-http-observatory), run locally against the stack.
 *
 * - The package's postinstall downloads two lists, and one of its dependencies (node_extra_ca_certs_mozilla_bundle)
 *   downloads a certificate bundle in its own: a plain `npm install` of the project would fail offline. So it is not
 *   a project dependency; `packageDir()` installs it on first use into `.cache/observatory` with --ignore-scripts,
 *   and `provideConf()` writes the lists offline: `conf/hsts-preload.json` (empty: a local host is in
 *   no preload list, which only costs the optional preload bonus) and `conf/tld-list.json` (read only by its web
 *   API, not by the scanner).
 * - Its `scan()` has no port option, so `scanHost()` does what `scan()` does — the same retriever, the same tests,
 *   the same grader — with the stack's HTTP and HTTPS ports passed to the retriever.
 * The local CA must be trusted through NODE_EXTRA_CA_CERTS before this process starts (the retriever verifies TLS).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const observatoryVersion = '1.4.8';
const toolDir = path.resolve('.cache/observatory');

/** The scanner's package folder, installed (without install scripts) into `.cache/observatory` on first use. */
function packageDir() {
  const require = createRequire(path.join(toolDir, 'index.js'));
  try {
    return path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
  } catch {
    mkdirSync(toolDir, { recursive: true });
    if (!existsSync(path.join(toolDir, 'package.json')))
      writeFileSync(path.join(toolDir, 'package.json'), '{ "private": true }\n');
    console.log(`Installing @mdn/mdn-http-observatory@${observatoryVersion} into ${toolDir} (--ignore-scripts) …`);
    execFileSync(
      'npm',
      ['install', '--ignore-scripts', '--no-audit', '--no-fund', `@mdn/mdn-http-observatory@${observatoryVersion}`],
      { cwd: toolDir, stdio: 'inherit' },
    );
    return path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
  }
}

/** Writes the two conf files the postinstall would have downloaded, when missing. */
export function provideConf() {
  const conf = path.join(packageDir(), 'conf');
  const hsts = path.join(conf, 'hsts-preload.json');
  const tlds = path.join(conf, 'tld-list.json');
  if (!existsSync(hsts)) writeFileSync(hsts, '{}\n');
  if (!existsSync(tlds))
    writeFileSync(tlds, `${JSON.stringify(['com', 'net', 'org', 'example', 'test', 'localhost'])}\n`);
}

/**
 * Scans `hostname` on the given ports; returns `{ grade, score, tests: { name: { pass, result, scoreModifier } } }`.
 * @param {string} hostname
 * @param {{ httpPort: number, httpsPort: number }} ports
 */
export async function scanHost(hostname, { httpPort, httpsPort }) {
  provideConf();
  const dir = packageDir();
  const load = (rel) => import(path.join(dir, rel));
  const { retrieve } = await load('src/retriever/retriever.js');
  const { ALL_TESTS } = await load('src/constants.js');
  const { getGradeForScore, getScoreModifier } = await load('src/grader/grader.js');
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('src/grader/charts.js');

  const r = await retrieve(hostname, { httpPort, httpsPort });
  if (!r.responses.auto) throw new Error('The site seems to be down.');
  const results = ALL_TESTS.map((test) => test(r));
  let withExtra = 100;
  let uncurved = 100;
  const tests = {};
  for (const result of results) {
    if (!result.result) continue;
    const modifier = getScoreModifier(result.result);
    withExtra += modifier;
    if (modifier < 0) uncurved += modifier;
    tests[result.constructor.name] = { pass: result.pass, result: result.result, scoreModifier: modifier };
  }
  const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtra : uncurved);
  return { grade: final.grade, score: final.score, statusCode: r.responses.auto.status, tests };
}
