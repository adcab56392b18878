/**
 * The lead store's schema migrations (Kysely `Migrator`), run whenever a store is opened. Same migrations for
 * SQLite and PostgreSQL; only the timestamp type differs.
 */
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { LeadDatabase, StoreConfig } from './db-schema';

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
        await db.schema
          .alterTable('demo_requests')
          .addColumn('kind', 'text', (c) => c.notNull().defaultTo('demo'))
          .execute();
        await db.schema.alterTable('demo_requests').addColumn('subject', 'text').execute();
        await db.schema.alterTable('demo_requests').addColumn('subject_field', 'text').execute();
        await db.schema
          .createIndex('demo_requests_kind_idx')
          .on('demo_requests')
          .columns(['kind', 'created_at'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex('demo_requests_kind_idx').execute();
        await db.schema.alterTable('demo_requests').dropColumn('subject_field').execute();
        await db.schema.alterTable('demo_requests').dropColumn('subject').execute();
        await db.schema.alterTable('demo_requests').dropColumn('kind').execute();
      },
    },
    // Issue 24: the delivery outbox — one row per request and channel, written in the request's own transaction.
    '0003_create_lead_deliveries': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('lead_deliveries')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('lead_id', 'text', (c) => c.notNull())
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', timestamp, (c) => c.notNull())
          .addColumn('next_attempt_at', timestamp, (c) => c.notNull())
          .addColumn('sent_at', timestamp)
          .addColumn('last_error', 'text')
          .addUniqueConstraint('lead_deliveries_lead_channel_key', ['lead_id', 'channel'])
          .execute();
        await db.schema
          .createIndex('lead_deliveries_due_idx')
          .on('lead_deliveries')
          .columns(['status', 'next_attempt_at'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('lead_deliveries').execute();
      },
    },
  };
}

/** Brings the schema up to date (creating the PostgreSQL schema first when one is configured). */
export async function migrate(db: Kysely<LeadDatabase>, config: StoreConfig): Promise<void> {
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
