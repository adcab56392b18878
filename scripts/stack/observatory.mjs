/**
 * The MDN HTTP Observatory scanner (npm @mdn/mdn-http-observatory), run locally against the stack.
 *
 * - The package's postinstall downloads two lists, so it is installed with --ignore-scripts (package.json
 *   `allowScripts`) and `provideConf()` writes them offline: `conf/hsts-preload.json` (empty: a local host is in
 *   no preload list, which only costs the optional preload bonus) and `conf/tld-list.json` (read only by its web
 *   API, not by the scanner).
 * - Its `scan()` has no port option, so `scanHost()` does what `scan()` does — the same retriever, the same tests,
 *   the same grader — with the stack's HTTP and HTTPS ports passed to the retriever.
 * The local CA must be trusted through NODE_EXTRA_CA_CERTS before this process starts (the retriever verifies TLS).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

function packageDir() {
  return path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
}

/** Writes the two conf files the postinstall would have downloaded, when missing. */
export function provideConf() {
  const conf = path.join(packageDir(), 'conf');
  const hsts = path.join(conf, 'hsts-preload.json');
  const tlds = path.join(conf, 'tld-list.json');
  if (!existsSync(hsts)) writeFileSync(hsts, '{}\n');
  if (!existsSync(tlds)) writeFileSync(tlds, `${JSON.stringify(['com', 'net', 'org', 'example', 'test', 'localhost'])}\n`);
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
