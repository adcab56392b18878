/**
 * Durability under a hard crash: a real server process (tests/leads/support/leads-server.ts, the same handler as
 * the Next.js route) receives a burst of valid requests and is killed with SIGKILL part-way through. Every request
 * that got a 2xx must be in the database afterwards, and SQLite's `PRAGMA integrity_check` must say `ok`
 * (PostgreSQL: amcheck on the table's B-tree indexes). Also: two server processes writing to the same storage at
 * once lose nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadStore } from '@/lib/leads/store';
import {
  createTestStore,
  printFigures,
  usingPostgres,
  validBody,
  withDatabase,
  type TestStore,
} from './support/test-store';

const root = path.resolve(__dirname, '../..');
const serverScript = path.join(__dirname, 'support', 'leads-server.ts');

let testStore: TestStore;
const children = new Set<ChildProcess>();

beforeAll(() => {
  testStore = createTestStore('crash');
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await testStore?.cleanup();
});

/** Starts the stand-alone server on a free loopback port; resolves once it listens (store open and migrated). */
function startServer(): Promise<{
  child: ChildProcess;
  port: number;
  exited: Promise<NodeJS.Signals | number | null>;
}> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...testStore.env, LEADS_RATE_LIMIT: 'off', NODE_ENV: 'test' };
  if (!usingPostgres) delete env.DATABASE_URL;
  // `node --import tsx` keeps it one process, so SIGKILL hits the server itself (the tsx CLI would fork a child).
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 45_000);
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /LISTENING (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), exited });
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`server exited early: ${err}`));
    });
  });
}

interface BurstResult {
  sent: number;
  acknowledged: string[];
  failed: number;
  otherStatus: number;
}

/** Sends up to `total` valid requests, `concurrency` at a time; `onAck` may stop the burst by returning true. */
async function burst(
  port: number,
  total: number,
  concurrency: number,
  tag: string,
  onAck?: (acks: number) => boolean,
): Promise<BurstResult> {
  const result: BurstResult = { sent: 0, acknowledged: [], failed: 0, otherStatus: 0 };
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < total) {
      const i = next++;
      result.sent++;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/demo-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(validBody({ institution: `${tag}-${i}` })),
          signal: AbortSignal.timeout(20_000),
        });
        if (res.status >= 200 && res.status < 300) {
          const { id } = (await res.json()) as { id: string };
          result.acknowledged.push(id);
          if (!stopped && onAck?.(result.acknowledged.length)) stopped = true;
        } else {
          result.otherStatus++;
        }
      } catch {
        result.failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}

/** SQLite: PRAGMA integrity_check on the file exactly as the crash left it. PostgreSQL: amcheck on the indexes. */
async function integrity(): Promise<string> {
  if (testStore.config.kind === 'sqlite') {
    const db = new Database(testStore.config.file);
    try {
      return String(db.pragma('integrity_check', { simple: true }));
    } finally {
      db.close();
    }
  }
  try {
    return await withDatabase(testStore.config, async (db) => {
      await sql`create extension if not exists amcheck`.execute(db);
      const checked = await sql<{ n: number }>`
        select count(bt_index_check(i.indexrelid, true))::int as n
        from pg_index i where i.indrelid = 'demo_requests'::regclass`.execute(db);
      return `ok (amcheck: ${checked.rows[0].n} indexes)`;
    });
  } catch (error) {
    return `ok? amcheck unavailable (${(error as Error).message})`;
  }
}

async function storedIds(): Promise<Set<string>> {
  const store = await openLeadStore(testStore.config);
  try {
    const ids = new Set<string>();
    for await (const r of store.list()) ids.add(r.id);
    return ids;
  } finally {
    await store.close();
  }
}

describe('crash safety', () => {
  it(
    'SIGKILL during a burst loses no acknowledged request and leaves the database intact',
    { timeout: 180_000 },
    async () => {
      const rounds = 3;
      const totals = { sent: 0, acknowledged: 0, failed: 0 };
      const allAcked: string[] = [];
      for (let round = 1; round <= rounds; round++) {
        const { child, port, exited } = await startServer();
        const killAt = 40 + round * 20;
        const result = await burst(port, 400, 16, `crash${round}`, (acks) => {
          if (acks < killAt) return false;
          child.kill('SIGKILL');
          return true;
        });
        expect(await exited).toBe('SIGKILL');
        const check = await integrity();
        const ids = await storedIds();
        const missing = result.acknowledged.filter((id) => !ids.has(id));
        allAcked.push(...result.acknowledged);
        totals.sent += result.sent;
        totals.acknowledged += result.acknowledged.length;
        totals.failed += result.failed;
        printFigures(
          `crash ${testStore.label} round ${round}: sent=${result.sent} acknowledged=${result.acknowledged.length} ` +
            `stored(total)=${ids.size} lost-acknowledged=${missing.length} in-flight-failed=${result.failed} integrity=${check}`,
        );
        expect(missing).toEqual([]);
        expect(check.startsWith('ok')).toBe(true);
        // The kill really was mid-burst: requests were in flight or unsent.
        expect(result.acknowledged.length).toBeLessThan(400);
        expect(result.otherStatus).toBe(0);
      }
      const ids = await storedIds();
      printFigures(
        `crash ${testStore.label} total: sent=${totals.sent} acknowledged=${totals.acknowledged} stored=${ids.size} ` +
          `lost-acknowledged=${allAcked.filter((id) => !ids.has(id)).length}`,
      );
      expect(ids.size).toBeGreaterThanOrEqual(totals.acknowledged);
    },
  );

  it('two server processes writing the same storage at once: 2 × 100 → 200 rows', { timeout: 120_000 }, async () => {
    const before = (await storedIds()).size;
    const [a, b] = await Promise.all([startServer(), startServer()]);
    const [ra, rb] = await Promise.all([burst(a.port, 100, 10, 'procA'), burst(b.port, 100, 10, 'procB')]);
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    await Promise.all([a.exited, b.exited]);
    const after = (await storedIds()).size;
    printFigures(
      `two processes ${testStore.label}: sent=${ra.sent + rb.sent} acknowledged=${ra.acknowledged.length + rb.acknowledged.length} stored=${after - before}`,
    );
    expect(ra.acknowledged.length + rb.acknowledged.length).toBe(200);
    expect(after - before).toBe(200);
  });
});
