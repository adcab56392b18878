/**
 * Report PDF sizes and generation times (issue 12 item 3): each report kind of GET /api/reports/<kind>/<id>.pdf,
 * both locales, through the same handler the route uses. Prints one line per case: bytes, pages, and the median
 * and slowest of `runs` generations (the first, cold run — font parsing, registry generation — reported apart).
 *
 *   npm run bench:pdf            (tsx scripts/bench-pdf.ts [runs=5])
 */
import { performance } from 'node:perf_hooks';
import { reportDocPdf } from '@/lib/pdf/report-doc';
import { loadReportFileDocument } from '@/lib/reports/report-file-documents';
import { handleReportFileRequest } from '@/lib/reports/report-file-request';
import { getRegistry } from '@/lib/registry';

const registryCkey = getRegistry().enterprises[2345].ckey;

const runs = Number(process.argv[2] ?? 5);
const cases: [string, string][] = [
  ['AI V1 overview', '/api/reports/ai/c9f2a1e7b3.pdf?type=overview'],
  ['AI V1 credit (authorised)', '/api/reports/ai/d4e8b6a2c1.pdf?type=credit&auth=1'],
  ['AI V1 risk, registry co.', `/api/reports/ai/${registryCkey}.pdf?type=risk`],
  ['AI V2 creditMemo', '/api/reports/template/c9f2a1e7b3.pdf?template=creditMemo'],
  [
    'AI V2 postLoan brief',
    '/api/reports/template/d4e8b6a2c1.pdf?template=postLoan&length=brief&points=5&tone=cautious',
  ],
  ['KYC report', '/api/reports/kyc/KYC202611120007.pdf'],
  ['Company profile', '/api/reports/company/a7c3e9f5d2.pdf'],
];

async function once(path: string): Promise<{ ms: number; bytes: number; status: number }> {
  const url = new URL(path, 'http://bench');
  const [, , , kind, file] = url.pathname.split('/');
  const t0 = performance.now();
  const res = await handleReportFileRequest(kind, file, url, { load: loadReportFileDocument, render: reportDocPdf });
  const body = new Uint8Array(await res.arrayBuffer());
  return { ms: performance.now() - t0, bytes: body.byteLength, status: res.status };
}

async function main() {
  const cold = await once(cases[0][1]);
  console.log(`cold first PDF (font + registry + messages load): ${cold.ms.toFixed(0)} ms`);
  console.log(
    `${'report'.padEnd(28)} ${'locale'.padEnd(6)} ${'KiB'.padStart(7)} ${'median ms'.padStart(10)} ${'max ms'.padStart(8)}`,
  );
  for (const [label, path] of cases) {
    for (const locale of ['zh-CN', 'en-US']) {
      const p = `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;
      const times: number[] = [];
      let bytes = 0;
      let status = 0;
      for (let i = 0; i < runs; i += 1) {
        const r = await once(p);
        times.push(r.ms);
        bytes = r.bytes;
        status = r.status;
      }
      times.sort((a, b) => a - b);
      const note = status === 200 ? '' : ` (HTTP ${status})`;
      console.log(
        `${label.padEnd(28)} ${locale.padEnd(6)} ${(bytes / 1024).toFixed(1).padStart(7)} ${times[Math.floor(times.length / 2)].toFixed(0).padStart(10)} ${times.at(-1)!.toFixed(0).padStart(8)}${note}`,
      );
    }
  }
}

void main();
