/**
 * Benchmark of target-client discovery (issue 23: a query over the registry ≤ 50 ms in process): builds the
 * attribute index once, then times typical queries (filter + score + rank + portrait). Prints figures.
 * Run: npm run bench:portrait
 */
import { clientIndex, filtersSchema, portraitOf, rankClients } from '@/lib/portrait/query';

let t = performance.now();
const index = clientIndex();
console.log(
  `attribute index of ${index.length} companies: ${(performance.now() - t).toFixed(0)} ms (once per process)`,
);
const queries = {
  all: {},
  manufacturingSrdi: { industry: 'C', tags: 'srdi' },
  eastLowRisk: { province: '31,32,33', risk: 'low', ageMin: '5' },
  bigTech: { industry: 'I,M', revenue: 'r4,r5', headcount: 'h3,h4,h5' },
};
for (const [name, raw] of Object.entries(queries)) {
  const f = filtersSchema.parse(raw);
  const times: number[] = [];
  let n = 0;
  for (let i = 0; i < 30; i++) {
    t = performance.now();
    const ranked = rankClients(f);
    portraitOf(ranked);
    n = ranked.length;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name}: ${n} matches, median ${times[15].toFixed(1)} ms, p95 ${times[28].toFixed(1)} ms (target ≤ 50 ms)`,
  );
}
