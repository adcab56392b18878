/**
 * Batch-screening and statement-analysis benchmark (issue 12): prints figures, fails nothing.
 *
 * Usage: npm run build && npm run bench:screening      (starts the production server on a free port)
 *        BASE_URL=http://127.0.0.1:3000 npm run bench:screening
 *
 * For 1,000 and 10,000 generated name variants (lib/screening/variants.ts) it reports the top-1 rate and times
 *  - the screening module alone (in this process), and
 *  - end to end over HTTP as the page does it: upload the list as CSV to /api/screening/file, then screen it in
 *    chunks of 500 rows through /api/screening, then download the XLSX and the PDF from /api/screening/export;
 * and the statement analysis (JSON and PDF) of each sample statement.
 * Entities: the sample registry (5,200 enterprises, `lib/entities/registry-source.ts`); the lists are variants of
 * 400 of them (`registryKnownEntities`) plus about 10 % names that are in no registry.
 */
import { entitySource } from '@/lib/entities';
import { registryKnownEntities } from '@/lib/entities/registry-source';
import { ckeys } from '@/lib/sample-data/keys';
import { screenRows, type ScreeningResult } from '@/lib/screening';
import { screeningVariants } from '@/lib/screening/variants';
import { startServer } from './lib/prod-server.mjs';

const known = registryKnownEntities();

const ms = (t0: number) => `${(performance.now() - t0).toFixed(0)} ms`;
const csvCell = (s = '') => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

async function main() {
  let base = process.env.BASE_URL?.replace(/\/$/, '');
  let stop: (() => void) | undefined;
  if (!base) ({ base, stop } = (await startServer()) as { base: string; stop: () => void });
  try {
    for (const n of [1_000, 10_000]) {
      const list = screeningVariants(known, n);
      let t0 = performance.now();
      const { results } = screenRows(list, entitySource);
      const moduleTime = ms(t0);
      const expected = list.filter((v) => v.expected).length;
      const top1 = results.filter((r, i) => list[i].expected && r.ckey === list[i].expected).length / expected;
      const falseHits = results.filter((r, i) => !list[i].expected && r.ckey !== null).length;

      const csv = ['企业名称,统一社会信用代码', ...list.map((v) => `${csvCell(v.name)},${csvCell(v.uscc)}`)].join(
        '\r\n',
      );
      t0 = performance.now();
      const form = new FormData();
      form.set('file', new File([csv], 'list.csv', { type: 'text/csv' }));
      const file = (await (await fetch(`${base}/api/screening/file`, { method: 'POST', body: form })).json()) as {
        rows: object[];
      };
      const upload = ms(t0);
      const all: ScreeningResult[] = [];
      for (let offset = 0; offset < file.rows.length; offset += 500) {
        const res = await fetch(`${base}/api/screening`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ rows: file.rows.slice(offset, offset + 500), offset }),
        });
        all.push(...((await res.json()) as { results: ScreeningResult[] }).results);
      }
      const endToEnd = ms(t0);
      const httpTop1 = all.filter((r, i) => list[i].expected && r.ckey === list[i].expected).length / expected;
      const sizes: string[] = [];
      for (const format of ['xlsx', 'pdf']) {
        const t1 = performance.now();
        const res = await fetch(`${base}/api/screening/export`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ rows: file.rows, format, locale: 'zh-CN' }),
        });
        const bytes = (await res.arrayBuffer()).byteLength;
        sizes.push(`${format} ${(bytes / 1024).toFixed(0)} KiB in ${ms(t1)}`);
      }
      console.log(
        `[screening] ${n} rows: top-1 ${(top1 * 100).toFixed(1)}% (HTTP ${(httpTop1 * 100).toFixed(1)}%), ${falseHits} false matches of ${list.length - expected} unknown names; module ${moduleTime}; ` +
          `upload+parse ${upload}; end to end (upload + ${Math.ceil(n / 500)} chunks) ${endToEnd}; ${sizes.join('; ')}`,
      );
    }
    for (const ckey of ckeys) {
      for (const format of ['json', 'pdf']) {
        for (const locale of ['zh-CN', 'en-US']) {
          const form = new FormData();
          form.set('sample', ckey);
          form.set('format', format);
          form.set('locale', locale);
          const t0 = performance.now();
          const res = await fetch(`${base}/api/statement-analysis`, { method: 'POST', body: form });
          const bytes = (await res.arrayBuffer()).byteLength;
          console.log(
            `[statement] ${ckey} ${format} ${locale}: ${res.status}, ${(bytes / 1024).toFixed(0)} KiB in ${ms(t0)}`,
          );
        }
      }
    }
  } finally {
    stop?.();
  }
}

void main();
