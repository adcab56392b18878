/**
 * SQLite on a full disk (issue 21): the lead store's file on a 640 KB tmpfs, filled with demo requests until the
 * disk is full. Each request then gets 503 with `Retry-After` and the localized "couldn't save" message (never a
 * 500, never a hang); `PRAGMA integrity_check` says `ok`; every acknowledged request is still there; once space is
 * freed the endpoint stores again without a restart. Needs root to mount the tmpfs (as in CI); elsewhere it says
 * it is skipped. Always SQLite (the PostgreSQL faults are in `npm run test:stack`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { handleDemoRequest } from '@/lib/leads/handler';
import { openLeadStore, type LeadStore } from '@/lib/leads/store';
import { printFigures, validBody } from './support/test-store';

const mountPoint = path.join(tmpdir(), `hengxi-disk-full-${process.pid}`);

function mountTmpfs(): string | null {
  if (process.getuid?.() !== 0) return 'not root (mounting a tmpfs needs root)';
  try {
    mkdirSync(mountPoint, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=640k', 'tmpfs', mountPoint], { stdio: 'ignore' });
    return null;
  } catch (e) {
    return `mount failed: ${String(e).split('\n')[0]}`;
  }
}

const skipReason = mountTmpfs();
if (skipReason) console.log(`SKIPPED: SQLite disk-full test (${skipReason})`);

afterAll(() => {
  if (skipReason) return;
  try {
    execFileSync('umount', [mountPoint], { stdio: 'ignore' });
  } catch {
    /* already gone */
  }
  rmSync(mountPoint, { recursive: true, force: true });
});

describe.skipIf(Boolean(skipReason))('SQLite lead store on a full disk', () => {
  it('answers 503 with Retry-After and a localized message, loses nothing acknowledged, passes integrity_check and recovers', async () => {
    const file = path.join(mountPoint, 'leads.sqlite');
    const store: LeadStore = await openLeadStore({ kind: 'sqlite', file });
    const post = (locale: string) =>
      handleDemoRequest(
        new Request('http://localhost/api/demo-requests', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': locale },
          body: JSON.stringify({ ...validBody(), locale, message: '希望了解批量尽调与贷后预警。'.repeat(20) }),
        }),
        { getStore: async () => store, limiter: null, log: () => undefined },
      );
    // Most of the room taken by another file, so the database fills up after a few hundred requests.
    const filler = path.join(mountPoint, 'filler');
    writeFileSync(filler, Buffer.alloc(256 * 1024));
    const acknowledged: string[] = [];
    const refusals: Response[] = [];
    for (let i = 0; i < 3000 && refusals.length < 5; i++) {
      const started = performance.now();
      const res = await post(i % 2 ? 'en-US' : 'zh-CN');
      expect(performance.now() - started).toBeLessThan(5000);
      if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
      else refusals.push(res);
    }
    expect(refusals.length).toBe(5);
    for (const res of refusals) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe('unavailable');
      expect(body.message).toMatch(/暂时无法保存|couldn’t save/);
    }
    printFigures(
      `sqlite disk full: ${acknowledged.length} acknowledged before the disk filled, then 503 × ${refusals.length}`,
    );

    // Space freed: the same open store writes again.
    rmSync(filler);
    const again = await post('en-US');
    expect(again.status).toBe(201);
    acknowledged.push(((await again.json()) as { id: string }).id);
    await store.close();

    const db = new Database(file, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const ids = new Set((db.prepare('select id from demo_requests').all() as { id: string }[]).map((r) => r.id));
    db.close();
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  });
});
