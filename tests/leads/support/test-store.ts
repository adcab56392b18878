/**
 * Test storage for the leads suite: a fresh SQLite file in a temp dir by default, or — when DATABASE_URL is set
 * (scripts/test-postgres.sh) — a fresh PostgreSQL schema in that database, dropped afterwards. The same tests run
 * against both.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Kysely } from 'kysely';
import type { LeadDatabase } from '@/lib/leads/db-schema';
import { openDatabase } from '@/lib/leads/dialects';
import type { StoreConfig } from '@/lib/leads/store';

export interface TestStore {
  config: StoreConfig;
  /** Environment for a child process (or `vi.stubEnv`) that selects the same storage. */
  env: Record<string, string>;
  /** Human label for printed figures. */
  label: 'sqlite' | 'postgres';
  cleanup(): Promise<void>;
}

/** True when the suite runs against PostgreSQL. */
export const usingPostgres = Boolean(process.env.DATABASE_URL?.trim());

/** Creates isolated storage for one test file. */
export function createTestStore(name: string): TestStore {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    const schema = `leads_test_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`.toLowerCase();
    return {
      config: { kind: 'postgres', url, schema },
      env: { DATABASE_URL: url, LEADS_PG_SCHEMA: schema },
      label: 'postgres',
      async cleanup() {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`drop schema if exists "${schema}" cascade`);
        } finally {
          await client.end();
        }
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `leads-${name}-`));
  const file = path.join(dir, 'leads.sqlite');
  return {
    config: { kind: 'sqlite', file },
    env: { LEADS_SQLITE_PATH: file },
    label: 'sqlite',
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** A valid demo request body; every call gets a distinct name and email. */
export function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter++;
  return {
    name: `测试联系人 ${counter}`,
    email: `contact${counter}@bank.example`,
    mobile: '13912345678',
    institution: '某城市商业银行（测试）',
    institutionType: 'bank',
    role: '风险管理部负责人',
    services: ['kycDueDiligence', 'riskWarning'],
    message: '希望了解批量尽调与贷后预警。',
    consent: true,
    marketing: false,
    locale: 'zh-CN',
    ...overrides,
  };
}

/** Prints one line of figures so the run's log carries them (and the lead can quote them). */
export function printFigures(line: string): void {
  console.log(`[leads:figures] ${line}`);
}

/**
 * Runs `fn` on a connection to the test store's database opened the way the store opens its own (same dialect
 * setup: pragmas, synchronous_commit, schema), for checks the public store interface does not offer.
 */
export async function withDatabase<T>(config: StoreConfig, fn: (db: Kysely<LeadDatabase>) => Promise<T>): Promise<T> {
  const db = openDatabase(config);
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}
