/**
 * Durable storage of demo requests, through Kysely. The table and records are in `db-schema.ts`, connections per
 * dialect in `dialects.ts`, migrations in `migrations.ts`, configuration in `lib/site-config.ts`.
 *
 * - Default: an embedded SQLite file (better-sqlite3), `data/leads.sqlite` or `LEADS_SQLITE_PATH`, opened with
 *   WAL, `synchronous=FULL` (every commit is fsynced before `insert` returns), a busy timeout for other processes
 *   (export, purge) and `secure_delete` so purged rows are overwritten on disk.
 * - PostgreSQL when `DATABASE_URL` is set (optional `LEADS_PG_SCHEMA`), with `synchronous_commit=on` forced on
 *   every connection. Same queries, same migrations.
 *
 * The schema is managed by Kysely's `Migrator` (migrations.ts, run on open). Timestamps are ISO-8601
 * UTC strings in SQLite and `timestamptz` in PostgreSQL; both compare chronologically and read back as ISO strings.
 * Nothing here logs row contents.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { onShutdown } from '../ops/lifecycle';
import { leadsEnv } from '../site-config';
import { iso, toRecord, type LeadKind, type LeadRecord, type NewLead, type Row, type StoreConfig } from './db-schema';
import * as outbox from './deliveries/outbox';
import { openDatabase } from './dialects';
import { migrate } from './migrations';

export { leadKinds, type LeadKind, type LeadRecord, type NewLead, type StoreConfig } from './db-schema';

export interface LeadStore {
  /** Answers once the database takes a query (readiness check); rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Writes one request and, in the same transaction, one outbox row per channel in `lead.channels`; resolves only
   * once both are committed durably.
   */
  insert(lead: NewLead): Promise<{ id: string; createdAt: string }>;
  /** One stored request, or null (purged). */
  get(id: string): Promise<LeadRecord | null>;
  /** The delivery outbox of this database (lib/leads/deliveries/outbox.ts). */
  outbox: LeadOutbox;
  /** Every request (optionally from `since` on), oldest first, fetched in batches. */
  list(options?: { since?: Date; batchSize?: number; kind?: LeadKind }): AsyncGenerator<LeadRecord>;
  /** Number of stored requests (optionally only those created before `before`). */
  count(options?: { before?: Date }): Promise<number>;
  /** Deletes requests created before `cutoff`; returns how many. */
  purgeOlderThan(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}

/** The outbox queries bound to one store's database and dialect. */
export interface LeadOutbox {
  claimDue(options: {
    now: Date;
    limit: number;
    leaseMs: number;
    channels: readonly string[];
  }): Promise<outbox.DeliveryRow[]>;
  markSent(id: string, now: Date): Promise<void>;
  markRetry(id: string, nextAttemptAt: Date, error: string): Promise<void>;
  markDead(id: string, error: string): Promise<void>;
  stats(now?: Date): ReturnType<typeof outbox.outboxStats>;
  list(options?: { status?: outbox.DeliveryStatus; limit?: number }): Promise<outbox.DeliveryRow[]>;
  retryDead(options?: { ids?: readonly string[]; now?: Date }): Promise<number>;
}

/** Reads the storage configuration (lib/site-config.ts): PostgreSQL when `DATABASE_URL` is set, else the SQLite file. */
export function storeConfigFromEnv(env: Record<string, string | undefined> = process.env): StoreConfig {
  const { databaseUrl, pgSchema, sqlitePath } = leadsEnv(env);
  if (databaseUrl) return { kind: 'postgres', url: databaseUrl, ...(pgSchema ? { schema: pgSchema } : {}) };
  const file = sqlitePath || path.join(/* turbopackIgnore: true */ process.cwd(), 'data', 'leads.sqlite');
  return { kind: 'sqlite', file: path.resolve(file) };
}

/** Opens a store and brings its schema up to date. Call `close()` when done (scripts, tests). */
export async function openLeadStore(config: StoreConfig): Promise<LeadStore> {
  const db = openDatabase(config);
  try {
    await migrate(db, config);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }

  return {
    async ping() {
      await sql`select 1`.execute(db);
    },

    async insert({ request, correction, locale, privacyNoticeVersion, receivedAt, channels = [] }) {
      const id = randomUUID();
      const createdAt = receivedAt.toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
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
        await outbox.enqueueDeliveries(trx, id, channels, createdAt);
      });
      return { id, createdAt };
    },

    async get(id) {
      const row = (await db.selectFrom('demo_requests').selectAll().where('id', '=', id).executeTakeFirst()) as
        Row | undefined;
      return row ? toRecord(row) : null;
    },

    outbox: {
      claimDue: (options) => outbox.claimDue(db, config.kind, options),
      markSent: (id, now) => outbox.markSent(db, id, now),
      markRetry: (id, at, error) => outbox.markRetry(db, id, at, error),
      markDead: (id, error) => outbox.markDead(db, id, error),
      stats: (now) => outbox.outboxStats(db, now),
      list: (options) => outbox.listDeliveries(db, options),
      retryDead: (options) => outbox.retryDead(db, options),
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
      const result = await db.transaction().execute(async (trx) => {
        // Their deliveries go with them (the outbox holds no copy of the request, only its id).
        await trx
          .deleteFrom('lead_deliveries')
          .where('lead_id', 'in', (eb) =>
            eb.selectFrom('demo_requests').select('id').where('created_at', '<', cutoff.toISOString()),
          )
          .execute();
        return trx.deleteFrom('demo_requests').where('created_at', '<', cutoff.toISOString()).executeTakeFirst();
      });
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
