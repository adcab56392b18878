/**
 * Benchmark of the financial-statement analysis (issue 23: ratio analysis of all 5,200 companies ≤ 2 s): generates
 * every registry company's statements, computes ratios and red flags, then the industry benchmarks. Prints figures.
 * Run: npm run bench:finance
 */
import { getRegistry } from '@/lib/registry';
import { registrySeed } from '@/lib/registry/keys';
import { computeRatios, evaluateRedFlags, registryStatements } from '@/lib/financials';
import { industryBenchmarks } from '@/lib/financials/industry';

const registry = getRegistry();
const runs: number[] = [];
let flags = 0;
for (let rep = 0; rep < 5; rep++) {
  const t = performance.now();
  flags = 0;
  for (const e of registry.enterprises) {
    const s = registryStatements(e);
    computeRatios(s);
    flags += evaluateRedFlags(s).length;
  }
  runs.push(performance.now() - t);
}
const t = performance.now();
const bench = industryBenchmarks(registry.enterprises, registrySeed);
const benchMs = performance.now() - t;
runs.sort((a, b) => a - b);
console.log(`companies: ${registry.enterprises.length}`);
console.log(
  `statements + ratios + red flags, all companies: median ${runs[2].toFixed(0)} ms (min ${runs[0].toFixed(0)}, max ${runs[4].toFixed(0)}; target ≤ 2000 ms)`,
);
console.log(`red flags raised: ${flags}`);
console.log(`industry quartiles (${bench.size} industries): ${benchMs.toFixed(0)} ms`);
