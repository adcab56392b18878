/**
 * `npm run bench:company-pages`: how many company pages per second the server-side work of the company page, the
 * 360° view and the KYC report allows (issue 38: the assessment must not make them slower). Per page type it times,
 * in this process, what a request for a company not seen before does on the server besides React's render: the
 * facts layer (`companyFacts`, the assessment included, cached per company), the view model with its localized prose
 * (`companyView`, `kycView`) and the page's document (`profileDoc`, `kycDoc`; the PDF and the HTML download render
 * the same). Then the same requests again (the facts cached, as a running instance has them). Prints views per second
 * and the median and p95 per view in ms, for BENCH_COMPANIES (300) companies spread over the registry, both
 * locales. Not a pass/fail test: figures depend on the machine's load (printed with them).
 *
 * Before → after: run it on the previous commit's tree and on this one (see docs/performance.md).
 */
import { loadavg } from 'node:os';
import { companyFacts } from '@/lib/facts';
import { getRegistry } from '@/lib/registry';
import { kycDoc, profileDoc } from '@/lib/reports/documents';
import { companyView, kycView, serverReportContext } from '@/lib/reports/server';

const n = Number(process.env.BENCH_COMPANIES) || 300;

async function main() {
  let t = performance.now();
  const registry = getRegistry();
  console.log(`registry: ${registry.enterprises.length} companies loaded in ${(performance.now() - t).toFixed(0)} ms`);
  const step = Math.floor(registry.enterprises.length / n);
  const sample = registry.enterprises.filter((_, i) => i % step === 0).slice(0, n);
  const zh = await serverReportContext('zh-CN');
  const en = await serverReportContext('en-US');

  const pages = {
    company: (ckey: string, ctx: typeof zh) => profileDoc(companyView(ckey, ctx)!, ctx),
    customer360: (ckey: string, ctx: typeof zh) => companyView(ckey, ctx)!.figures.customer.suggestedLimit,
    kyc: (ckey: string, ctx: typeof zh) => kycDoc(kycView(registry.byCkey.get(ckey)!.kycNo, ctx)!, ctx),
  };
  const facts = (ckey: string) => companyFacts(ckey, registry);

  const run = (label: string, page: (ckey: string, ctx: typeof zh) => unknown, cold: boolean) => {
    const times: number[] = [];
    for (const [i, e] of sample.entries()) {
      const ctx = i % 2 ? en : zh;
      const start = performance.now();
      if (cold) facts(e.ckey);
      page(e.ckey, ctx);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const total = times.reduce((s, x) => s + x, 0);
    console.log(
      `${label.padEnd(28)} ${(times.length / (total / 1000)).toFixed(0).padStart(6)} views/s  median ${times[
        Math.floor(times.length / 2)
      ].toFixed(2)} ms  p95 ${times[Math.floor(times.length * 0.95)].toFixed(2)} ms`,
    );
  };

  // First sight of each company: the facts layer computes (the assessment with it), then the page's view model.
  t = performance.now();
  run('facts (first request)', () => undefined, true);
  console.log(`  (${n} companies' facts in ${(performance.now() - t).toFixed(0)} ms)`);
  for (const [name, page] of Object.entries(pages)) run(`${name} (facts cached)`, page, false);
  console.log(
    `load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} on ${n} companies, both locales`,
  );
}

void main();
