/**
 * Precision and recall of the bank-statement alerts on the labelled set (lib/statements/labelled-set.ts, issue 40).
 * Prints per statement the alerts raised and missed, then the totals per kind.
 *
 * Run: npm run bench:statements                 the analysis of this tree
 *      npm run bench:statements -- --before REF  also the analysis of lib/statements at git REF (copied to .tmp/bench-before/)
 *
 * The "before" copy takes lib/statements/*.ts from REF and runs it against this tree's other modules (intake,
 * entities), so it measures the alert rules of REF, not its file reading.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { registrySource } from '@/lib/entities/registry-source';
import type { EntitySource } from '@/lib/entities/types';
import { analyzeStatementFile } from '@/lib/statements';
import { labelledStatements, scoreAlerts, txKey, type ScoredAlert } from '@/lib/statements/labelled-set';

type Analyse = (
  req: { bytes: Uint8Array; fileName: string; holder?: string; related?: string[] },
  entities: EntitySource,
) => Promise<
  | {
      kind: 'analysis';
      analysis: { anomalies: { kind: string; rows: number[] }[]; transactions: Record<number, never> };
    }
  | { kind: 'needsMapping' }
>;

async function loadBefore(ref: string): Promise<Analyse> {
  const dir = path.join(process.cwd(), '.tmp', 'bench-before', ref.replace(/[^\w.-]/g, '_'));
  mkdirSync(dir, { recursive: true });
  const files = execFileSync('git', ['ls-tree', '--name-only', `${ref}:lib/statements`], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.ts'));
  for (const f of files)
    writeFileSync(path.join(dir, f), execFileSync('git', ['show', `${ref}:lib/statements/${f}`], { encoding: 'utf8' }));
  const mod = (await import(path.join(dir, 'index.ts'))) as { analyzeStatementFile: Analyse };
  return mod.analyzeStatementFile;
}

async function run(name: string, analyse: Analyse) {
  const totals = new Map<string, { tp: number; fp: number; fn: number }>();
  const add = (kind: string, k: 'tp' | 'fp' | 'fn') => {
    const t = totals.get(kind) ?? { tp: 0, fp: 0, fn: 0 };
    t[k] += 1;
    totals.set(kind, t);
  };
  let tp = 0;
  let fp = 0;
  let fn = 0;
  console.log(`\n== ${name} ==`);
  for (const s of labelledStatements()) {
    const r = await analyse(
      { bytes: s.bytes, fileName: s.fileName, holder: undefined, related: s.listedRelated },
      registrySource,
    );
    if (r.kind !== 'analysis') throw new Error(`${s.id}: needs mapping`);
    const tx = r.analysis.transactions as Record<number, Parameters<typeof txKey>[0]>;
    const alerts: ScoredAlert[] = r.analysis.anomalies.map((a) => ({
      kind: a.kind,
      keys: a.rows.map((row) => (tx[row] ? txKey(tx[row]) : `row ${row}`)),
    }));
    const score = scoreAlerts(alerts, s.labels);
    tp += score.tp;
    fp += score.fp;
    fn += score.fn;
    for (const a of alerts) {
      const isFalse = score.falseAlerts.includes(a);
      add(a.kind, isFalse ? 'fp' : 'tp');
    }
    for (const m of score.missed) add(`(label) ${m.kind}`, 'fn');
    const falseKinds = score.falseAlerts.map((a) => a.kind).join(', ');
    console.log(
      `${s.id.padEnd(24)} rows ${String(s.rowCount).padStart(3)}  labels ${s.labels.length}  alerts ${String(alerts.length).padStart(2)}  ` +
        `tp ${score.tp}  fp ${score.fp}${falseKinds ? ` (${falseKinds})` : ''}  missed ${score.fn}${score.missed.length ? ` (${score.missed.map((m) => m.kind).join(', ')})` : ''}`,
    );
  }
  const precision = tp + fp > 0 ? tp / (tp + fp) : 1;
  const recall = tp + fn > 0 ? tp / (tp + fn) : 1;
  console.log(`per kind: ${[...totals].map(([k, t]) => `${k} tp ${t.tp} fp ${t.fp} fn ${t.fn}`).join(' · ')}`);
  console.log(
    `${name}: ${tp + fp} alerts, ${tp} right, ${fp} false, ${fn} of ${tp + fn} labels missed → precision ${(precision * 100).toFixed(1)} %, recall ${(recall * 100).toFixed(1)} %`,
  );
  return { precision, recall };
}

async function main() {
  const i = process.argv.indexOf('--before');
  if (i > 0) await run(`before (${process.argv[i + 1]})`, await loadBefore(process.argv[i + 1]));
  await run('this tree', analyzeStatementFile as unknown as Analyse);
}

void main().then(() => process.exit(0));
