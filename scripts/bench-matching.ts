/**
 * Entity-matching benchmark over the labelled list of name shapes (issue 39, `lib/matching/labelled-shapes.ts`):
 * prints, per shape, how many rows resolve to the right company at top 1 (`resolveEntity(name, 1)`, or the batch
 * screening row for rows with a USCC), how many of those score ≥ 0.85 (taken without review) and, for the USCC shape, how many are flagged. Prints figures, fails nothing.
 *
 * Usage: npm run bench:matching
 */
import { entitySource } from '@/lib/entities';
import { getRegistry, resolveEntity } from '@/lib/registry';
import { labelledShapes, type ShapeKind } from '@/lib/matching/labelled-shapes';
import { screenRow } from '@/lib/screening';

const rows = labelledShapes(getRegistry());
const by = new Map<ShapeKind, { n: number; top1: number; confident: number; flagged: number }>();
const t0 = performance.now();
for (const r of rows) {
  const s = by.get(r.kind) ?? { n: 0, top1: 0, confident: 0, flagged: 0 };
  s.n += 1;
  if (r.uscc) {
    const row = screenRow({ name: r.name, uscc: r.uscc }, 1, entitySource);
    if (row.ckey === r.expected) s.top1 += 1;
    if (row.ckey === r.expected && row.score >= 0.85) s.confident += 1;
    if (row.flags.some((f) => (f.code as string) === 'usccMismatch' || (f.code as string) === 'usccInvalid'))
      s.flagged += 1;
  } else {
    const hit = resolveEntity(r.name, 1)[0];
    if (hit?.ckey === r.expected) s.top1 += 1;
    if (hit?.ckey === r.expected && hit.score >= 0.85) s.confident += 1;
  }
  by.set(r.kind, s);
}
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
let n = 0;
let top1 = 0;
let confident = 0;
for (const [kind, s] of by) {
  n += s.n;
  top1 += s.top1;
  confident += s.confident;
  console.log(
    `${kind.padEnd(18)} ${String(s.n).padStart(4)} rows  top-1 ${pct(s.top1, s.n).padStart(7)}  confident (≥ 0.85) ${pct(s.confident, s.n).padStart(7)}${kind === 'usccOff' ? `  flagged ${pct(s.flagged, s.n)}` : ''}`,
  );
}
console.log(
  `${'all'.padEnd(18)} ${String(n).padStart(4)} rows  top-1 ${pct(top1, n).padStart(7)}  confident (≥ 0.85) ${pct(confident, n).padStart(7)}  (${(performance.now() - t0).toFixed(0)} ms)`,
);
