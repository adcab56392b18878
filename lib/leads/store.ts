/**
 * Durable storage of demo requests, through Kysely.
 *
 * - Default: an embedded SQLite file (better-sqlite3), `data/leads.sqlite` or `LEADS_SQLITE_PATH`, opened with
 *   WAL, `synchronous=FULL` (every commit is fsynced before `insert` returns), a busy timeout for other processes
 *   (export, purge) and `secure_delete` so purged rows are overwritten on disk.
 * - PostgreSQL when `DATABASE_URL` is set (optional `LEADS_PG_SCHEMA`), with `synchronous_commit=on` forced on
 *   every connection. Same queries, same migrations.
 *
 * The schema is managed by Kysely's `Migrator` with the migrations below (run on open). Timestamps are ISO-8601
 * UTC strings in SQLite and `timestamptz` in PostgreSQL; both compare chronologically and read back as ISO strings.
 * Nothing here logs row contents.
 */
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type ColumnType, type Migration } from 'kysely';
import pg from 'pg';
import { onShutdown } from '../ops/lifecycle';
import type { DemoRequest } from './schema';

/** Where demo requests live. */
export type StoreConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

export interface DemoRequestsTable {
  id: string;
  created_at: ColumnType<Date | string, string, never>;
  locale: string;
  name: string;
  email: string | null;
  mobile: string | null;
  institution: string;
  institution_type: string;
  role: string;
  /** JSON array of service slugs. */
  services: string;
  message: string | null;
  /** When the person ticked the consent box (the moment the request was accepted). */
  consent_at: ColumnType<Date | string, string, never>;
  /** Version of the privacy notice they consented to (lib/legal.ts). */
  privacy_notice_version: string;
  /** 1 when they also asked for marketing updates. */
  marketing_opt_in: number;
  /** `demo` (a demo request) or `correction` (a data-correction request on a company page); migration 0002. */
  kind: ColumnType<string, string | undefined, never>;
  /** Corrections: the registry ckey of the company the request is about. */
  subject: ColumnType<string | null, string | null | undefined, never>;
  /** Corrections: which part of the profile is wrong (lib/leads/correction.ts `correctionFields`). */
  subject_field: ColumnType<string | null, string | null | undefined, never>;
}

export interface LeadDatabase {
  demo_requests: DemoRequestsTable;
}

/** A stored demo request as the sales export sees it. */
export interface LeadRecord {
  id: string;
  createdAt: string;
  locale: string;
  name: string;
  email: string | null;
  mobile: string | null;
  institution: string;
  institutionType: string;
  role: string;
  services: string[];
  message: string | null;
  consentAt: string;
  privacyNoticeVersion: string;
  marketingOptIn: boolean;
  kind: LeadKind;
  /** Corrections only: the company's ckey and the part of its profile reported wrong. */
  subject: string | null;
  subjectField: string | null;
}

/** What a stored request is: a demo request, or a free data-correction request from a company page. */
export type LeadKind = 'demo' | 'correction';
export const leadKinds = ['demo', 'correction'] as const satisfies readonly LeadKind[];

/** What the endpoint hands to `insert`. */
export interface NewLead {
  request: DemoRequest;
  /** Present for a data-correction request (then `request` carries its name, contact, message and consent). */
  correction?: { ckey: string; field: string };
  locale: string;
  privacyNoticeVersion: string;
  receivedAt: Date;
}

export interface LeadStore {
  readonly kind: StoreConfig['kind'];
  readonly db: Kysely<LeadDatabase>;
  /** Writes one request; resolves only once the row is committed durably. */
  insert(lead: NewLead): Promise<{ id: string; createdAt: string }>;
  /** Every request (optionally from `since` on), oldest first, fetched in batches. */
  list(options?: { since?: Date; batchSize?: number; kind?: LeadKind }): AsyncGenerator<LeadRecord>;
  /** Number of stored requests (optionally only those created before `before`). */
  count(options?: { before?: Date }): Promise<number>;
  /** Deletes requests created before `cutoff`; returns how many. */
  purgeOlderThan(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}

const schemaName = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** Reads the storage configuration: PostgreSQL when `DATABASE_URL` is set, else the SQLite file. */
export function storeConfigFromEnv(env: Record<string, string | undefined> = process.env): StoreConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    const schema = env.LEADS_PG_SCHEMA?.trim() || undefined;
    return { kind: 'postgres', url, ...(schema ? { schema } : {}) };
  }
  const file =
    env.LEADS_SQLITE_PATH?.trim() || path.join(/* turbopackIgnore: true */ process.cwd(), 'data', 'leads.sqlite');
  return { kind: 'sqlite', file: path.resolve(file) };
}

/** Migrations, in order. Never edit one that has shipped; add a new one. */
function migrations(kind: StoreConfig['kind']): Record<string, Migration> {
  const timestamp = kind === 'postgres' ? 'timestamptz' : 'text';
  return {
    '0001_create_demo_requests': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('demo_requests')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('created_at', timestamp, (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text')
          .addColumn('mobile', 'text')
          .addColumn('institution', 'text', (c) => c.notNull())
          .addColumn('institution_type', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('services', 'text', (c) => c.notNull())
          .addColumn('message', 'text')
          .addColumn('consent_at', timestamp, (c) => c.notNull())
          .addColumn('privacy_notice_version', 'text', (c) => c.notNull())
          .addColumn('marketing_opt_in', 'integer', (c) => c.notNull().defaultTo(0))
          .addCheckConstraint('demo_requests_contact_check', sql`email is not null or mobile is not null`)
          .execute();
        await db.schema
          .createIndex('demo_requests_created_at_idx')
          .on('demo_requests')
          .columns(['created_at', 'id'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('demo_requests').execute();
      },
    },
    // Issue 11: data-correction requests share the table (same consent, retention and export rules).
    '0002_add_kind_and_subject': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('demo_requests').addColumn('kind', 'text', (c) => c.notNull().defaultTo('demo')).execute();
        await db.schema.alterTable('demo_requests').addColumn('subject', 'text').execute();
        await db.schema.alterTable('demo_requests').addColumn('subject_field', 'text').execute();
        await db.schema.createIndex('demo_requests_kind_idx').on('demo_requests').columns(['kind', 'created_at']).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex('demo_requests_kind_idx').execute();
        await db.schema.alterTable('demo_requests').dropColumn('subject_field').execute();
        await db.schema.alterTable('demo_requests').dropColumn('subject').execute();
        await db.schema.alterTable('demo_requests').dropColumn('kind').execute();
      },
    },
  };
}

function openSqlite(file: string): Database.Database {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const existed = existsSync(file);
  const database = new Database(file);
  if (!existed) {
    // Personal data: owner-only. SQLite gives the -wal and -shm files the same mode.
    try {
      chmodSync(file, 0o600);
    } catch {
      // Not fatal (e.g. a file system without modes).
    }
  }
  const mode = database.pragma('journal_mode = WAL', { simple: true });
  if (String(mode).toLowerCase() !== 'wal') throw new Error(`SQLite refused WAL mode (got ${String(mode)})`);
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  database.pragma('secure_delete = ON');
  return database;
}

function createKysely(config: StoreConfig): Kysely<LeadDatabase> {
  if (config.kind === 'sqlite') {
    return new Kysely<LeadDatabase>({ dialect: new SqliteDialect({ database: openSqlite(config.file) }) });
  }
  if (config.schema && !schemaName.test(config.schema)) throw new Error('LEADS_PG_SCHEMA is not a valid schema name');
  const options = ['-c synchronous_commit=on', config.schema ? `-c search_path=${config.schema}` : '']
    .filter(Boolean)
    .join(' ');
  const pool = new pg.Pool({
    connectionString: config.url,
    options,
    max: 10,
    application_name: 'hengxi-leads',
    connectionTimeoutMillis: 10_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[leads] PostgreSQL pool error:', (error as { code?: string }).code ?? error.name));
  return new Kysely<LeadDatabase>({ dialect: new PostgresDialect({ pool }) });
}

async function migrate(db: Kysely<LeadDatabase>, config: StoreConfig): Promise<void> {
  if (config.kind === 'postgres' && config.schema) {
    await sql`create schema if not exists ${sql.id(config.schema)}`.execute(db);
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(config.kind) },
    ...(config.kind === 'postgres' && config.schema ? { migrationTableSchema: config.schema } : {}),
  });
  // Two processes opening a fresh SQLite file at once can collide; the loser retries after the winner is done.
  for (let attempt = 1; ; attempt++) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    if (attempt >= 3) throw error instanceof Error ? error : new Error('Lead store migration failed');
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

type Row = {
  [K in keyof DemoRequestsTable]: DemoRequestsTable[K] extends ColumnType<infer S, unknown, unknown> ? S : DemoRequestsTable[K];
};

function toRecord(row: Row): LeadRecord {
  let services: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.services);
    if (Array.isArray(parsed)) services = parsed.map(String);
  } catch {
    services = [];
  }
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    locale: row.locale,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    institution: row.institution,
    institutionType: row.institution_type,
    role: row.role,
    services,
    message: row.message,
    consentAt: iso(row.consent_at),
    privacyNoticeVersion: row.privacy_notice_version,
    marketingOptIn: Number(row.marketing_opt_in) === 1,
    kind: row.kind === 'correction' ? 'correction' : 'demo',
    subject: row.subject ?? null,
    subjectField: row.subject_field ?? null,
  };
}

/** Opens a store and brings its schema up to date. Call `close()` when done (scripts, tests). */
export async function openLeadStore(config: StoreConfig): Promise<LeadStore> {
  const db = createKysely(config);
  try {
    await migrate(db, config);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }

  return {
    kind: config.kind,
    db,

    async insert({ request, correction, locale, privacyNoticeVersion, receivedAt }) {
      const id = randomUUID();
      const createdAt = receivedAt.toISOString();
      await db
        .insertInto('demo_requests')
        .values({
          id,
          created_at: createdAt,
          locale,
          name: request.name,
          email: request.email,
          mobile: request.mobile,
          institution: request.institution,
          institution_type: request.institutionType,
          role: request.role,
          services: JSON.stringify(request.services),
          message: request.message,
          consent_at: createdAt,
          privacy_notice_version: privacyNoticeVersion,
          marketing_opt_in: request.marketing ? 1 : 0,
          kind: correction ? 'correction' : 'demo',
          subject: correction?.ckey ?? null,
          subject_field: correction?.field ?? null,
        })
        .execute();
      return { id, createdAt };
    },

    async *list({ since, batchSize = 500, kind } = {}) {
      let after: { createdAt: string; id: string } | null = null;
      for (;;) {
        let query = db.selectFrom('demo_requests').selectAll().orderBy('created_at').orderBy('id').limit(batchSize);
        if (since) query = query.where('created_at', '>=', since.toISOString());
        if (kind) query = query.where('kind', '=', kind);
        if (after) {
          const { createdAt, id } = after;
          query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(createdAt, id)));
        }
        const rows = (await query.execute()) as Row[];
        for (const row of rows) yield toRecord(row);
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1];
        after = { createdAt: iso(last.created_at), id: last.id };
      }
    },

    async count({ before } = {}) {
      let query = db.selectFrom('demo_requests').select((eb) => eb.fn.countAll().as('n'));
      if (before) query = query.where('created_at', '<', before.toISOString());
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async purgeOlderThan(cutoff) {
      const result = await db.deleteFrom('demo_requests').where('created_at', '<', cutoff.toISOString()).executeTakeFirst();
      if (config.kind === 'sqlite') {
        // Move the deletions out of the WAL into the main file (overwritten there thanks to secure_delete).
        await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
      }
      return Number(result.numDeletedRows);
    },

    async close() {
      await db.destroy();
    },
  };
}

const processKey = Symbol.for('hengxi.leads.store');
type StoreHolder = { [processKey]?: Promise<LeadStore> };

/**
 * The process-wide store for the endpoint, configured from the environment and opened on first use. A failed
 * open is not cached, so the next request tries again (e.g. once PostgreSQL is back).
 */
export function getLeadStore(): Promise<LeadStore> {
  const holder = globalThis as StoreHolder;
  let pending = holder[processKey];
  if (!pending) {
    pending = openLeadStore(storeConfigFromEnv());
    holder[processKey] = pending;
    // Closed at graceful shutdown, after in-flight requests have finished (server/index.mjs).
    pending.then((store) => onShutdown('lead store', () => store.close())).catch(() => undefined);
    const opened = pending;
    opened.catch(() => {
      if (holder[processKey] === opened) delete holder[processKey];
    });
  }
  return pending;
}
