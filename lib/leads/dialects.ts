/**
 * Connections to the lead database, per dialect:
 * - SQLite (better-sqlite3): the file is created owner-only and opened with WAL, `synchronous=FULL` (every commit is
 *   fsynced before it returns), a busy timeout for other processes (export, purge) and `secure_delete` so purged rows
 *   are overwritten on disk;
 * - PostgreSQL (pg pool): `synchronous_commit=on` forced on every connection, optional `search_path` schema,
 *   connection and statement time limits (`pgTimeouts`) and an `error` handler.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { LeadDatabase, StoreConfig } from './db-schema';

const schemaName = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

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

/** A Kysely instance over the configured database, its connections set up as above. Destroy it when done. */
export function openDatabase(config: StoreConfig): Kysely<LeadDatabase> {
  if (config.kind === 'sqlite') {
    return new Kysely<LeadDatabase>({ dialect: new SqliteDialect({ database: openSqlite(config.file) }) });
  }
  if (config.schema && !schemaName.test(config.schema)) throw new Error('LEADS_PG_SCHEMA is not a valid schema name');
  const pool = pgPool(config.url, { max: 10, applicationName: 'hengxi-leads', schema: config.schema });
  return new Kysely<LeadDatabase>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Time limits of every PostgreSQL connection (issue 21), so a database that goes away costs a request seconds, not
 * minutes: a demo request then gets its 503 + `Retry-After` and readiness turns 503 while the pool keeps trying.
 * - connect: 3 s (a stopped server refuses at once; an unreachable host would otherwise wait for TCP's minutes);
 * - statement: 5 s server-side (`statement_timeout`, and `lock_timeout` 3 s), 6 s client-side (`query_timeout`:
 *   the answer of a server that vanished mid-statement never comes);
 * - a transaction left idle: 10 s (`idle_in_transaction_session_timeout`); TCP keep-alive after 10 s idle.
 */
export const pgTimeouts = {
  connectMs: 3000,
  statementMs: 5000,
  lockMs: 3000,
  queryMs: 6000,
  idleInTransactionMs: 10_000,
  idleMs: 30_000,
} as const;

/**
 * A pg pool with `pgTimeouts`, `synchronous_commit=on` (a commit returns only once it is on disk) and an optional
 * `search_path` schema. Its `error` handler logs the code of a connection lost while idle (the pool drops that
 * client and opens another on demand) instead of letting the event crash the process. Shared by the lead store and
 * the shared rate limit (./rate-limit.ts).
 */
export function pgPool(
  url: string,
  { max, applicationName, schema }: { max: number; applicationName: string; schema?: string },
): pg.Pool {
  const t = pgTimeouts;
  const options = [
    '-c synchronous_commit=on',
    `-c statement_timeout=${t.statementMs}`,
    `-c lock_timeout=${t.lockMs}`,
    `-c idle_in_transaction_session_timeout=${t.idleInTransactionMs}`,
    schema ? `-c search_path=${schema}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const pool = new pg.Pool({
    connectionString: url,
    options,
    max,
    application_name: applicationName,
    connectionTimeoutMillis: t.connectMs,
    query_timeout: t.queryMs,
    idleTimeoutMillis: t.idleMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('error', (error) =>
    console.error(
      `[${applicationName}] PostgreSQL connection lost while idle:`,
      (error as { code?: string }).code ?? error.name,
    ),
  );
  return pool;
}
