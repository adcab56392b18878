/**
 * Connections to the lead database, per dialect:
 * - SQLite (better-sqlite3): the file is created owner-only and opened with WAL, `synchronous=FULL` (every commit is
 *   fsynced before it returns), a busy timeout for other processes (export, purge) and `secure_delete` so purged rows
 *   are overwritten on disk;
 * - PostgreSQL (pg pool): `synchronous_commit=on` forced on every connection, optional `search_path` schema.
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

