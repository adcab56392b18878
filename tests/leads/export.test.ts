/**
 * Storage settings, the sales export (`leads:export`) and retention (`leads:purge`), in-process and through the
 * real npm scripts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportColumns, exportLeads, parseAge, parseSince, runExportCli, runPurgeCli } from '@/lib/leads/export';
import { validateLead, type DemoRequest } from '@/lib/leads/schema';
import { openLeadStore, storeConfigFromEnv, type LeadStore } from '@/lib/leads/store';
import { createTestStore, usingPostgres, validBody, withDatabase, type TestStore } from './support/test-store';

const root = path.resolve(__dirname, '../..');
let testStore: TestStore;
let store: LeadStore;

function demo(overrides: Record<string, unknown> = {}): DemoRequest {
  const result = validateLead(validBody(overrides));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

async function insertAt(iso: string, overrides: Record<string, unknown> = {}) {
  return store.insert({
    request: demo(overrides),
    locale: 'zh-CN',
    privacyNoticeVersion: '2026-11-21',
    receivedAt: new Date(iso),
  });
}

function collect() {
  const chunks: string[] = [];
  const errors: string[] = [];
  return { chunks, errors, out: (c: string) => void chunks.push(c), err: (l: string) => void errors.push(l) };
}

beforeAll(async () => {
  testStore = createTestStore('export');
  store = await openLeadStore(testStore.config);
  await insertAt('2025-01-10T08:00:00.000Z', { name: 'Old Lead' });
  await insertAt('2026-10-31T15:59:59.000Z', { name: '十月线索' });
  await insertAt('2026-10-31T16:00:00.000Z', {
    name: '=HYPERLINK("http://x.example")',
    message: '第一行\n第二行, 含逗号 "引号"',
  });
  await insertAt('2026-11-20T09:30:00.000Z', { name: 'Zhou Min', email: '', marketing: true });
});

afterAll(async () => {
  await store?.close();
  await testStore?.cleanup();
});

describe('storage settings', () => {
  it.skipIf(usingPostgres)('SQLite runs in WAL mode with synchronous=FULL and a busy timeout', () => {
    const file = (testStore.config as { file: string }).file;
    // journal_mode is stored in the file, so a second connection sees it; the per-connection pragmas are
    // checked on a connection opened the store's way in the next test.
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it.skipIf(usingPostgres)('store connections use synchronous=FULL, busy_timeout=5000, secure_delete', async () => {
    const { sql } = await import('kysely');
    await withDatabase(testStore.config, async (db) => {
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
      const secure = await sql<{ secure_delete: number }>`pragma secure_delete`.execute(db);
      expect(sync.rows[0].synchronous).toBe(2);
      expect(busy.rows[0].timeout).toBe(5000);
      expect(secure.rows[0].secure_delete).toBe(1);
    });
  });

  it.runIf(usingPostgres)('PostgreSQL connections commit with synchronous_commit=on', async () => {
    const { sql } = await import('kysely');
    const res = await withDatabase(testStore.config, (db) =>
      sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db),
    );
    expect(res.rows[0].synchronous_commit).toBe('on');
  });

  it('reads its configuration from the environment', () => {
    expect(storeConfigFromEnv({ DATABASE_URL: 'postgres://u@h/db', LEADS_PG_SCHEMA: 's1' })).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
      schema: 's1',
    });
    expect(storeConfigFromEnv({ LEADS_SQLITE_PATH: '/tmp/x.sqlite' })).toEqual({
      kind: 'sqlite',
      file: '/tmp/x.sqlite',
    });
    expect(storeConfigFromEnv({})).toEqual({ kind: 'sqlite', file: path.join(process.cwd(), 'data', 'leads.sqlite') });
  });

  it('migrations are idempotent: reopening the same storage works', async () => {
    const again = await openLeadStore(testStore.config);
    expect(await again.count()).toBe(await store.count());
    await again.close();
  });
});

describe('export', () => {
  it('CSV: header, one row per request, formula cells defused, quoting kept', async () => {
    const { chunks, out } = collect();
    const n = await exportLeads(store, { format: 'csv' }, out);
    expect(n).toBe(4);
    const csv = chunks.join('');
    expect(csv.split('\n')[0]).toBe(exportColumns.join(','));
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"")"`);
    expect(csv).toContain('"第一行\n第二行, 含逗号 ""引号"""');
    expect(csv).toContain('kycDueDiligence riskWarning');
    expect(csv.indexOf('Old Lead')).toBeLessThan(csv.indexOf('Zhou Min'));
  });

  it('JSONL with --since: a bare date is midnight China time', async () => {
    const since = parseSince('2026-11-01')!;
    expect(since.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    const { chunks, out } = collect();
    await exportLeads(store, { format: 'jsonl', since }, out);
    const rows = chunks
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { name: string; marketingOptIn: boolean; email: string | null });
    expect(rows.map((r) => r.name)).toEqual(['=HYPERLINK("http://x.example")', 'Zhou Min']);
    expect(rows[1]).toMatchObject({ marketingOptIn: true, email: null });
  });

  it('pages through large results in order', async () => {
    const seen: string[] = [];
    for await (const r of store.list({ batchSize: 1 })) seen.push(r.createdAt);
    expect(seen).toEqual([...seen].sort());
    expect(seen.length).toBe(4);
  });

  it('CLI: bad arguments exit 2 with usage, --bom prefixes the CSV', async () => {
    const bad = collect();
    expect(await runExportCli(['--format', 'xml'], { ...bad, config: testStore.config })).toBe(2);
    expect(bad.errors.join('\n')).toContain('Usage: npm run leads:export');
    expect(await runExportCli(['--since', 'yesterday'], { ...bad, config: testStore.config })).toBe(2);
    const ok = collect();
    expect(await runExportCli(['--bom'], { ...ok, config: testStore.config })).toBe(0);
    expect(ok.chunks[0].startsWith('\ufeffid,')).toBe(true);
    expect(ok.errors).toEqual([`Exported 4 demo and correction request(s) from ${testStore.label}.`]);
  });
});

describe('purge', () => {
  it('parses retention ages', () => {
    expect(parseAge('365d')).toBe(365 * 86_400_000);
    expect(parseAge('2w')).toBe(14 * 86_400_000);
    expect(parseAge('12h')).toBe(12 * 3_600_000);
    expect(parseAge('0d')).toBeNull();
    expect(parseAge('forever')).toBeNull();
  });

  it('--older-than is required; --dry-run deletes nothing; then the old rows go', async () => {
    const now = () => new Date('2026-11-21T00:00:00Z');
    const io = collect();
    expect(await runPurgeCli([], { ...io, config: testStore.config, now })).toBe(2);
    expect(await runPurgeCli(['--older-than', '365d', '--dry-run'], { ...io, config: testStore.config, now })).toBe(0);
    expect(io.errors.at(-1)).toContain('Dry run: 1 demo request(s)');
    expect(await store.count()).toBe(4);
    expect(await runPurgeCli(['--older-than', '365d'], { ...io, config: testStore.config, now })).toBe(0);
    expect(io.errors.at(-1)).toContain('Deleted 1 demo request(s) created before 2025-11-21T00:00:00.000Z');
    expect(await store.count()).toBe(3);
  });
});

describe('npm scripts', () => {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const env = () => {
    const e: NodeJS.ProcessEnv = { ...process.env, ...testStore.env };
    if (!usingPostgres) delete e.DATABASE_URL;
    return e;
  };

  it('leads:export prints JSONL on stdout and the count on stderr', () => {
    const run = spawnSync(tsx, ['scripts/leads-export.ts', '--format', 'jsonl', '--since', '2026-11-01'], {
      cwd: root,
      env: env(),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines.length).toBe(2);
    expect(JSON.parse(lines[1]).name).toBe('Zhou Min');
    expect(run.stderr).toContain('Exported 2 demo and correction request(s)');
  });

  it('leads:purge deletes by age', () => {
    const run = spawnSync(tsx, ['scripts/leads-purge.ts', '--older-than', '36500d'], {
      cwd: root,
      env: env(),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain('Deleted 0 demo request(s)');
  });
});
