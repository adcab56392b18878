/**
 * Reads each layout of the intake corpus (./intake-layouts.ts) through each demo that takes files, as the page does:
 * batch screening (`POST /api/screening/file`), portfolio monitoring (the same intake, then the watchlist resolver)
 * and bank-statement analysis (`analyzeStatementFile`). A layout is read right when the demo gets exactly the lines a
 * person reading the file would: every company and nothing else (no title, header, 序号 or 合计 line), or every
 * transaction with the right inflow and outflow.
 */
import { registrySource } from '@/lib/entities/registry-source';
import { resolveWatchlist } from '@/lib/monitoring/watchlist';
import { handleScreeningFile } from '@/lib/screening/handler';
import { analyzeStatementFile } from '@/lib/statements';
import type { LedgerLayout, StatementLayout } from './intake-layouts';

export interface Reading {
  id: string;
  ok: boolean;
  got: string;
}

async function screeningAnswer(layout: LedgerLayout) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(layout.bytes)], layout.fileName));
  form.set('locale', 'zh-CN');
  if (layout.sheet) form.set('sheet', layout.sheet);
  const res = await handleScreeningFile(new Request('http://x/api/screening/file', { method: 'POST', body: form }));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

type Rows = { name?: string; uscc?: string }[];

/** Batch screening: the names screened, in order, and the column they came from. */
export async function readForScreening(layout: LedgerLayout): Promise<Reading> {
  const { status, body } = await screeningAnswer(layout);
  if (status !== 200) return { id: layout.id, ok: false, got: `${status} ${String(body.error)}` };
  const rows = body.rows as Rows;
  const columns = body.columns as { headers: string[]; name: number | null; hasHeader: boolean };
  const names = rows.map((r) => r.name ?? '');
  const header = columns.hasHeader && columns.name !== null ? columns.headers[columns.name] : null;
  const ok = JSON.stringify(names) === JSON.stringify(layout.names) && header === layout.nameHeader;
  return { id: layout.id, ok, got: `${rows.length} lines, name column ${header ?? '—'}, first "${names[0] ?? ''}"` };
}

/** Monitoring: every registry company of the file recognised, the one unknown name the only unconfirmed line. */
export async function readForMonitoring(layout: LedgerLayout): Promise<Reading> {
  const { status, body } = await screeningAnswer(layout);
  if (status !== 200) return { id: layout.id, ok: false, got: `${status} ${String(body.error)}` };
  const rows = (body.rows as Rows).map(({ name, uscc }) => ({ ...(name ? { name } : {}), ...(uscc ? { uscc } : {}) }));
  const { found, unmatched } = resolveWatchlist(rows);
  const expected = layout.names.length - 1;
  const ok = new Set(found.map((f) => f.e.ckey)).size === expected && unmatched.length === 1;
  return { id: layout.id, ok, got: `${found.length} recognised, ${unmatched.length} unconfirmed` };
}

/** Statement analysis: the transactions and their inflow and outflow. */
export async function readStatement(layout: StatementLayout): Promise<Reading> {
  try {
    const r = await analyzeStatementFile({ bytes: layout.bytes, fileName: layout.fileName }, registrySource);
    if (r.kind !== 'analysis') return { id: layout.id, ok: false, got: `mapping asked: ${r.missing.join(', ')}` };
    const { count, totals } = r.analysis;
    const ok = count === layout.count && totals.inflow === layout.inflow && totals.outflow === layout.outflow;
    return { id: layout.id, ok, got: `${count} transactions, in ${totals.inflow / 100}, out ${totals.outflow / 100}` };
  } catch (e) {
    return { id: layout.id, ok: false, got: `error ${(e as Error).message}` };
  }
}

/** Reads layouts one after another (the reader pool takes two files at a time, as a server would). */
export async function readAll<L>(layouts: L[], read: (l: L) => Promise<Reading>): Promise<Reading[]> {
  const out: Reading[] = [];
  for (const l of layouts) out.push(await read(l));
  return out;
}
