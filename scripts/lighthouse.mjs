/**
 * Lighthouse budgets (issue 3; issues 10–12 for product, profile and report pages): one URL per page type of the
 * route table (the `lighthouse: true` entries of scripts/lib/budget-pages.mjs, the list budget:js measures too),
 * in both locales, must score Performance ≥ 98 (issue 28; the median of 3 runs) and Accessibility, Best Practices and
 * SEO = 100 with Lighthouse's default (mobile) config.
 *
 * Usage: npm run build && npm run lighthouse
 *   BASE_URL=http://127.0.0.1:3000   test a server that is already running instead of starting the production server (scripts/lib/prod-server.mjs)
 *   BASE_URL=https://localhost:8440  the production topology (`npm run stack -- up`: nginx, HTTP/2, TLS): its
 *                                    self-signed certificate is accepted for a loopback https URL
 *   CHROMIUM_PATH=/usr/bin/chromium  the browser (Debian Chromium by default)
 *   LH_RUNS=3                        scored runs per page (a run without a result is retried, up to LH_RUNS more);
 *                                    each category's score is the median over the scored runs
 *   LH_SET=profiles                  only the page types of one set: marketing, products, profiles (comma-separated)
 *   LH_LOCALES=zh-CN                 only one locale (zh-CN or en-US; both by default)
 *   node scripts/lighthouse.mjs /pricing /en-US/pricing   test other paths instead of the default list
 *
 * Performance is noisy on a small, busy machine, so each page is run LH_RUNS times and each category's MEDIAN
 * score over those runs is kept, as Lighthouse's own guidance on variability recommends (Accessibility, Best
 * Practices and SEO are deterministic in practice). The machine's load average is printed with the figures.
 * Writes lighthouse-report/summary.json and, per page, the full Lighthouse result of its median-performing run
 * (lighthouse-report/<page>.json, open it in https://googlechrome.github.io/lighthouse/viewer/).
 * Exits 1 when a budget is missed, 2 on a setup error.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { enPath, pagesOf } from './lib/budget-pages.mjs';
import { startServer } from './lib/prod-server.mjs';

/**
 * Lighthouse 13 declares Node ≥ 22 and uses iterator helpers (`map.values().flatMap(…)`), which Node 20 lacks:
 * without them a few insights fail to run. Installs the helpers Lighthouse uses when the runtime has none.
 */
function installIteratorHelpers() {
  const proto = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
  if (typeof proto.flatMap === 'function') return;
  const define = (name, fn) => Object.defineProperty(proto, name, { value: fn, writable: true, configurable: true });
  define('map', function* (fn) {
    let i = 0;
    for (const v of this) yield fn(v, i++);
  });
  define('filter', function* (fn) {
    let i = 0;
    for (const v of this) if (fn(v, i++)) yield v;
  });
  define('flatMap', function* (fn) {
    let i = 0;
    for (const v of this) yield* fn(v, i++);
  });
  define('take', function* (n) {
    if (n <= 0) return;
    let i = 0;
    for (const v of this) {
      yield v;
      if (++i >= n) return;
    }
  });
  define('drop', function* (n) {
    let i = 0;
    for (const v of this) if (i++ >= n) yield v;
  });
  define('toArray', function () {
    return [...this];
  });
  define('forEach', function (fn) {
    let i = 0;
    for (const v of this) fn(v, i++);
  });
  define('some', function (fn) {
    let i = 0;
    for (const v of this) if (fn(v, i++)) return true;
    return false;
  });
  define('every', function (fn) {
    let i = 0;
    for (const v of this) if (!fn(v, i++)) return false;
    return true;
  });
  define('find', function (fn) {
    let i = 0;
    for (const v of this) if (fn(v, i++)) return v;
    return undefined;
  });
  define('reduce', function (fn, ...init) {
    let i = 0;
    let acc = init[0];
    let started = init.length > 0;
    for (const v of this) {
      if (!started) {
        acc = v;
        started = true;
        i++;
        continue;
      }
      acc = fn(acc, v, i++);
    }
    if (!started) throw new TypeError('Reduce of empty iterator with no initial value');
    return acc;
  });
}
installIteratorHelpers();

const lhLocales = (process.env.LH_LOCALES || 'zh-CN,en-US').split(',').map((l) => l.trim());
const defaultPaths = pagesOf(process.env.LH_SET || 'all')
  .filter((p) => p.lighthouse)
  .flatMap((p) => [
    ...(lhLocales.includes('zh-CN') ? [p.path] : []),
    ...(lhLocales.includes('en-US') ? [enPath(p.path)] : []),
  ]);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Minimum score (0–100) per category. */
const budgets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const labels = { performance: 'Perf', accessibility: 'A11y', 'best-practices': 'BP', seo: 'SEO' };
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The stack's certificate is signed by its own CA (scripts/stack/certs.mjs), which Chromium does not know.
  ...(/^https:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(process.env.BASE_URL ?? '')
    ? ['--ignore-certificate-errors']
    : []),
];
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const outDir = 'lighthouse-report';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : defaultPaths;

/** Accept-Language for a path, so `/` is not redirected to /en-US by the root-path locale detection. */
function acceptLanguage(path) {
  return path === '/en-US' || path.startsWith('/en-US/') ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9';
}

/** One Lighthouse run in a fresh Chromium; returns the Lighthouse result (LHR). */
async function runOnce(url, path) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      extraHeaders: { 'Accept-Language': acceptLanguage(path) },
    });
    if (!result?.lhr) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** Whether the page asks not to be indexed (the sample profile and report pages do, by design: lib/routes.ts). */
const isNoindex = (lhr) => lhr.audits['is-crawlable']?.score === 0;

/**
 * The SEO score without the "page is blocked from indexing" audit, for noindex pages: their noindex is deliberate,
 * and every other SEO audit (title, description, hreflang, link text…) must still pass.
 */
function seoScoreIgnoringNoindex(lhr) {
  const refs = (lhr.categories.seo?.auditRefs ?? []).filter(
    (r) => r.weight > 0 && r.id !== 'is-crawlable' && lhr.audits[r.id]?.score != null,
  );
  const weight = refs.reduce((sum, r) => sum + r.weight, 0);
  return weight ? refs.reduce((sum, r) => sum + r.weight * lhr.audits[r.id].score, 0) / weight : null;
}

/** Category scores of a result, 0–100 (null when Lighthouse could not score it); SEO of noindex pages as above. */
function scoresOf(lhr) {
  return Object.fromEntries(
    categories.map((c) => {
      const score = c === 'seo' && isNoindex(lhr) ? seoScoreIgnoringNoindex(lhr) : lhr.categories[c]?.score;
      return [c, score == null ? null : Math.round(score * 100)];
    }),
  );
}

/** First few offending elements of an audit (selector, else snippet, else URL / label). */
function offenders(audit, max = 3) {
  // Most audits list items; a few (e.g. some insights) keep an object there instead.
  const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
  const out = [];
  for (const item of items) {
    // Some audits nest their nodes in sub-items (e.g. font-size, unsized-images via 'node').
    const node = item.node ?? item.subItems?.items?.[0]?.node;
    const text =
      node?.selector ||
      node?.snippet ||
      item.url ||
      item.source?.url ||
      (item.groupLabel && `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`) ||
      item.label ||
      item.description;
    if (text) out.push(String(text).slice(0, 140));
    if (out.length >= max) break;
  }
  if (items.length > max) out.push(`… ${items.length - max} more`);
  return out;
}

/** Audits of a category that lose points (weight > 0, score < 1), with their offending elements. */
function failingAudits(lhr, category) {
  const cat = lhr.categories[category];
  if (!cat) return [];
  return cat.auditRefs
    .filter((ref) => ref.weight > 0 && !(ref.id === 'is-crawlable' && isNoindex(lhr)))
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a) =>
        a &&
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => ({
      id: a.id,
      title: a.title,
      score: a.score,
      displayValue: a.displayValue ?? null,
      offenders: offenders(a),
    }));
}

const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** The metrics and the audits with savings behind a performance score, to tell a developer where to look. */
function performanceDetail(lhr) {
  const m = (id) => lhr.audits[id]?.displayValue ?? null;
  // Lighthouse 13 names the LCP element in the LCP-breakdown insight; older versions had a separate audit.
  const lcpNode =
    (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []).find((i) => i.type === 'node') ??
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const hints = Object.values(lhr.audits)
    .filter((a) => !metricIds.includes(a.id) && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .filter((a) => Object.values(a.metricSavings ?? {}).some((v) => v > 0))
    .map((a) => ({
      id: a.id,
      title: a.title,
      displayValue: a.displayValue ?? null,
      savings: a.metricSavings,
      offenders: offenders(a, 3),
    }));
  // Lantern counts in LCP every script that finished loading before the observed (unthrottled) paint, unless its
  // evaluation, a task of 10 ms or more, started after it (shorter tasks are pruned from its graph, so a quick chunk
  // counts even when it ran later): KiB of script loaded by then tell a lost race from a won one (docs/performance.md).
  const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const scriptBeforePaintKiB =
    observed == null
      ? null
      : Math.round(
          scripts.filter((r) => r.networkEndTime <= observed).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) /
            102.4,
        ) / 10;
  return {
    scriptBeforePaintKiB,
    metrics: {
      FCP: m('first-contentful-paint'),
      LCP: m('largest-contentful-paint'),
      TBT: m('total-blocking-time'),
      CLS: m('cumulative-layout-shift'),
      SI: m('speed-index'),
    },
    lcpElement: lcpNode ? `${lcpNode.selector} ${JSON.stringify(String(lcpNode.nodeLabel ?? '').slice(0, 60))}` : null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    hints,
  };
}

/**
 * JavaScript transferred while Lighthouse loaded the page, in KiB: the page's own chunks plus whatever the router
 * prefetched for links in view (a heavy linked page costs every page that links to it above the fold).
 */
function scriptTransferKiB(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = items.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return Math.round(bytes / 102.4) / 10;
}

/** Audits Lighthouse could not run (an error, not a finding), e.g. on an older Node. */
function erroredAudits(lhr) {
  return Object.values(lhr.audits)
    .filter((a) => a.scoreDisplayMode === 'error')
    .map((a) => `${a.id}: ${a.errorMessage ?? 'error'}`);
}

/** The median of scores (nulls count as missing; the lower middle one for an even count), or null. */
function medianScore(values) {
  const v = values.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  return v.length ? v[Math.floor((v.length - 1) / 2)] : null;
}

/** Whether scores meet every budget. */
function meetsBudgets(scores) {
  return categories.every((c) => scores[c] !== null && scores[c] >= budgets[c]);
}

const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

async function main() {
  let base = process.env.BASE_URL?.replace(/\/$/, '');
  let stop = () => {};
  if (!base) ({ base, stop } = await startServer());
  // Scores depend on how busy the machine is: the load average is printed and kept with the results.
  const loadAtStart = loadavg().map((l) => l.toFixed(2));
  console.log(
    `Lighthouse · mobile (default config) · ${chromePath} · ${base} · median of ${runs} runs · ${paths.length} pages · load average ${loadAtStart.join(' ')}\n`,
  );
  mkdirSync(outDir, { recursive: true });

  const pages = [];
  let lighthouseVersion = null;
  let chromeVersion = null;
  for (const path of paths) {
    const url = base + path;
    const attempts = [];
    const results = []; // { lhr, scores } of every run that produced a result
    // A run that ends without a result (Chromium's trace missing its navigation start, `NO_NAVSTART`: "Please run
    // Lighthouse again") is run again, up to `runs` extra times per page, so that the median is of `runs` scores
    // when the machine allows. A page that never loads still ends with no scores, and fails.
    for (let i = 0; results.length < runs && i < 2 * runs; i++) {
      let lhr;
      try {
        lhr = await runOnce(url, path);
      } catch (err) {
        console.error(`  ${path}: run ${i + 1} failed: ${err.message}`);
        attempts.push({ error: err.message });
        continue;
      }
      if (lhr.runtimeError) {
        console.error(`  ${path}: run ${i + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        attempts.push({ error: lhr.runtimeError.code });
        continue;
      }
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
        // Scores of another page are no answer for this one (e.g. `/` sent to /en-US by locale detection).
        console.error(`  ${path}: run ${i + 1} was redirected to ${lhr.finalDisplayedUrl}`);
        attempts.push({ error: `redirected to ${lhr.finalDisplayedUrl}` });
        continue;
      }
      lighthouseVersion = lhr.lighthouseVersion;
      chromeVersion = lhr.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? null;
      const s = scoresOf(lhr);
      attempts.push(s);
      results.push({ lhr, scores: s });
      process.stdout.write(
        `  ${pad(path, 62)} run ${i + 1}: ${categories.map((c) => `${labels[c]} ${s[c]}`).join('  ')}  (load ${loadavg()[0].toFixed(1)})\n`,
      );
    }
    const medianScores = results.length
      ? Object.fromEntries(categories.map((c) => [c, medianScore(results.map((r) => r.scores[c]))]))
      : null;
    // The run whose performance is the median one: its metrics and audits are the ones reported.
    const byPerf = [...results].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
    const median = byPerf.length ? byPerf[Math.floor((byPerf.length - 1) / 2)].lhr : null;
    const page = {
      path,
      url,
      attempts,
      scores: medianScores,
      pass: !!medianScores && meetsBudgets(medianScores),
      failing: {},
    };
    if (median) {
      // Failing audits come from the median-performing run, for every category still under 100 (performance is
      // described by its metrics and savings instead: its scored audits are the metrics themselves).
      for (const c of categories)
        if (c !== 'performance' && (medianScores[c] ?? 0) < 100) page.failing[c] = failingAudits(median, c);
      page.performance = performanceDetail(median);
      page.erroredAudits = erroredAudits(median);
      page.scriptTransferKiB = scriptTransferKiB(median);
      const file = join(outDir, (path.replace(/[^\w-]+/g, '_').replace(/^_|_$/g, '') || 'root') + '.json');
      writeFileSync(file, JSON.stringify(median));
      page.report = file;
    }
    pages.push(page);
  }
  stop();

  console.log(`\n${pad('Page', 62)}${categories.map((c) => padL(labels[c], 6)).join('')}  Budget  JS KiB*`);
  console.log(`${pad('(minimum)', 62)}${categories.map((c) => padL(budgets[c], 6)).join('')}`);
  for (const p of pages) {
    const cells = categories.map((c) => padL(p.scores?.[c] ?? '—', 6)).join('');
    console.log(
      `${pad(p.path, 62)}${cells}  ${pad(p.pass ? 'ok' : 'MISSED', 6)}  ${padL(p.scriptTransferKiB ?? '—', 6)}`,
    );
  }
  console.log(
    '* JavaScript transferred during the median run, router prefetches included (information, not a budget).',
  );
  console.log(
    '  SEO of noindex pages (sample profiles and reports) leaves out the deliberate "blocked from indexing" audit.',
  );

  for (const p of pages) {
    const under = Object.entries(p.failing).filter(([, list]) => list.length);
    const slow = p.scores && p.scores.performance !== null && p.scores.performance < budgets.performance;
    if (!under.length && !slow) continue;
    console.log(`\n${p.path} (${p.report})`);
    if (p.performance && (slow || p.scores?.performance === null)) {
      const { metrics, lcpElement, hints, benchmarkIndex, scriptBeforePaintKiB } = p.performance;
      console.log(
        `  [Perf] ${Object.entries(metrics)
          .map(([k, v]) => `${k} ${v}`)
          .join(' · ')} (benchmarkIndex ${benchmarkIndex})`,
      );
      if (scriptBeforePaintKiB !== null)
        console.log(
          `  [Perf] script loaded before the observed paint: ${scriptBeforePaintKiB} KiB (counted in the simulated LCP)`,
        );
      if (lcpElement) console.log(`  [Perf] LCP element: ${lcpElement}`);
      for (const h of hints) {
        const savings = Object.entries(h.savings)
          .filter(([, v]) => v > 0)
          .map(([k, v]) => `${k} −${Math.round(v)}${k === 'CLS' ? '' : ' ms'}`);
        console.log(
          `  [Perf] ${h.id} — ${h.title}${h.displayValue ? ` (${h.displayValue})` : ''}; ${savings.join(', ')}`,
        );
        for (const o of h.offenders) console.log(`        ${o}`);
      }
    }
    for (const [c, list] of under) {
      for (const a of list) {
        console.log(`  [${labels[c]}] ${a.id} — ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        for (const o of a.offenders) console.log(`        ${o}`);
      }
    }
  }
  const errored = [...new Set(pages.flatMap((p) => p.erroredAudits ?? []))];
  if (errored.length) console.log(`\nAudits Lighthouse could not run (not scored):\n  ${errored.join('\n  ')}`);

  const ok = pages.every((p) => p.pass);
  const summary = {
    generatedAt: new Date().toISOString(),
    base,
    lighthouseVersion,
    chromePath,
    chromeVersion,
    config: 'lighthouse default (mobile, simulated throttling)',
    aggregation: `median score per category over ${runs} runs`,
    loadAverage: { atStart: loadAtStart, atEnd: loadavg().map((l) => l.toFixed(2)) },
    budgets,
    ok,
    pages,
  };
  writeFileSync(join(outDir, 'summary.json'), JSON.stringify(summary, null, 2));
  console.log(`\n${ok ? 'All budgets met.' : 'Budget MISSED.'} Summary: ${join(outDir, 'summary.json')}`);
  process.exitCode = ok ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
