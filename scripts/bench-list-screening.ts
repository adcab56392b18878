/**
 * PEP / sanctions screening benchmark (issue 39): batch screening of 10,000 companies — each matched in the registry,
 * then the company and its key persons (legal representative, actual controllers, beneficial owners, shareholders)
 * screened against both lists — in this process, cold (lists, indexes and ownership computed on the way) and warm.
 * Prints figures, fails nothing. Target: 10,000 companies within 20 s on the project machine.
 *
 * Usage: npm run bench:list-screening
 */
import { entitySource } from '@/lib/entities';
import { getRegistry } from '@/lib/registry';
import { screenRows } from '@/lib/screening';
import { screenedParties } from '@/lib/screening/list-hits';

const registry = getRegistry();
const n = Number(process.env.ROWS ?? 10_000);
// Every registry company once, then again under its English name, up to n rows.
const rows = Array.from({ length: n }, (_, i) => {
  const e = registry.enterprises[i % registry.enterprises.length];
  return i < registry.enterprises.length ? { name: e.name, uscc: e.uscc } : { name: e.nameEn };
});
for (const pass of ['cold', 'warm']) {
  const t0 = performance.now();
  const { results, summary } = screenRows(rows, entitySource);
  const ms = performance.now() - t0;
  const withHits = results.filter((r) => r.listHits?.length).length;
  const persons = new Set(
    results.flatMap((r) =>
      r.ckey
        ? screenedParties(r.ckey)
            .filter((p) => p.kind === 'person')
            .map((p) => p.id)
        : [],
    ),
  );
  console.log(
    `${pass}: ${n.toLocaleString('en')} companies in ${(ms / 1000).toFixed(2)} s (${(ms / n).toFixed(2)} ms/company); ` +
      `${persons.size.toLocaleString('en')} distinct key persons screened; rows with a list hit ${withHits}; ` +
      `sanctions ${summary.flags.sanctionsHit ?? 0}, PEP ${summary.flags.pepHit ?? 0}`,
  );
}
