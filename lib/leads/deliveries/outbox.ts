/**
 * The delivery outbox's queries (table `lead_deliveries`, migration 0003), the same for SQLite and PostgreSQL:
 *
 * - `enqueueDeliveries` runs inside the transaction that stores the request (lib/leads/store.ts), so a request is
 *   never stored without its deliveries, nor the other way round;
 * - `claimDue` takes up to `limit` due rows in ONE statement (`UPDATE … WHERE id IN (SELECT … LIMIT n) RETURNING`):
 *   on PostgreSQL the inner select is `FOR UPDATE SKIP LOCKED`, so concurrent workers of several instances never
 *   take the same row; on SQLite the statement holds the database's single write lock. Claiming counts the
 *   attempt and moves `next_attempt_at` a lease ahead: if the worker dies mid-send, the row is due again when the
 *   lease ends and another worker sends it — same delivery id, so a receiver can drop the duplicate.
 * - `markSent` / `markRetry` / `markDead` record the outcome; `outboxStats` gives depth and lag; `listDeliveries`
 *   and `retryDead` serve `npm run leads:deliveries`.
 * Timestamps are ISO strings (text in SQLite, timestamptz in PostgreSQL); both compare chronologically.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { iso, type LeadDatabase, type StoreConfig } from '../db-schema';

export type DeliveryStatus = 'pending' | 'sent' | 'dead';

/** A claimed or listed delivery. */
export interface DeliveryRow {
  id: string;
  leadId: string;
  channel: string;
  status: DeliveryStatus;
  /** Attempts made so far, including the one just claimed. */
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
  lastError: string | null;
}

type Db = Kysely<LeadDatabase> | Transaction<LeadDatabase>;

const columns = [
  'id',
  'lead_id',
  'channel',
  'status',
  'attempts',
  'created_at',
  'next_attempt_at',
  'sent_at',
  'last_error',
] as const;

function toRow(r: {
  id: string;
  lead_id: string;
  channel: string;
  status: string;
  attempts: number;
  created_at: Date | string;
  next_attempt_at: Date | string;
  sent_at: Date | string | null;
  last_error: string | null;
}): DeliveryRow {
  return {
    id: r.id,
    leadId: r.lead_id,
    channel: r.channel,
    status: r.status as DeliveryStatus,
    attempts: Number(r.attempts),
    createdAt: iso(r.created_at),
    nextAttemptAt: iso(r.next_attempt_at),
    sentAt: r.sent_at === null ? null : iso(r.sent_at),
    lastError: r.last_error,
  };
}

/** Adds one pending delivery per channel for a just-inserted request (call inside its transaction). */
export async function enqueueDeliveries(
  trx: Db,
  leadId: string,
  channels: readonly string[],
  createdAt: string,
): Promise<void> {
  if (!channels.length) return;
  await trx
    .insertInto('lead_deliveries')
    .values(
      channels.map((channel) => ({
        id: randomUUID(),
        lead_id: leadId,
        channel,
        status: 'pending',
        attempts: 0,
        created_at: createdAt,
        next_attempt_at: createdAt,
        last_error: null,
      })),
    )
    .execute();
}

/** Claims up to `limit` due deliveries of `channels` for `leaseMs` (see the module comment). */
export async function claimDue(
  db: Db,
  kind: StoreConfig['kind'],
  { now, limit, leaseMs, channels }: { now: Date; limit: number; leaseMs: number; channels: readonly string[] },
): Promise<DeliveryRow[]> {
  if (!channels.length) return [];
  const rows = await db
    .updateTable('lead_deliveries')
    .set({ next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(), attempts: sql<number>`attempts + 1` })
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('lead_deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now.toISOString())
        .where('channel', 'in', [...channels])
        .orderBy('next_attempt_at')
        .limit(limit);
      return kind === 'postgres' ? due.forUpdate().skipLocked() : due;
    })
    .returning(columns)
    .execute();
  return rows.map(toRow);
}

export async function markSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('lead_deliveries')
    .set({ status: 'sent', sent_at: now.toISOString(), last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markRetry(db: Db, id: string, nextAttemptAt: Date, error: string): Promise<void> {
  await db
    .updateTable('lead_deliveries')
    .set({ next_attempt_at: nextAttemptAt.toISOString(), last_error: error.slice(0, 200) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function markDead(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable('lead_deliveries')
    .set({ status: 'dead', last_error: error.slice(0, 200) })
    .where('id', '=', id)
    .execute();
}

/** Outbox depth per status and the lag: age in seconds of the oldest delivery not yet sent (pending), 0 when none. */
export async function outboxStats(
  db: Db,
  now = new Date(),
): Promise<{ pending: number; dead: number; sent: number; lagSeconds: number }> {
  const counts = await db
    .selectFrom('lead_deliveries')
    .select(['status', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
    .groupBy('status')
    .execute();
  const by = Object.fromEntries(counts.map((c) => [c.status, c]));
  const oldest = by.pending?.oldest as Date | string | null | undefined;
  return {
    pending: Number(by.pending?.n ?? 0),
    dead: Number(by.dead?.n ?? 0),
    sent: Number(by.sent?.n ?? 0),
    lagSeconds: oldest ? Math.max(0, (now.getTime() - new Date(iso(oldest)).getTime()) / 1000) : 0,
  };
}

/** Deliveries with `status`, oldest first (at most `limit`). */
export async function listDeliveries(
  db: Db,
  { status, limit = 1000 }: { status?: DeliveryStatus; limit?: number } = {},
): Promise<DeliveryRow[]> {
  let q = db.selectFrom('lead_deliveries').select(columns).orderBy('created_at').orderBy('id').limit(limit);
  if (status) q = q.where('status', '=', status);
  return (await q.execute()).map(toRow);
}

/** Makes dead deliveries (all, or those with the given ids) pending again with a fresh attempt budget; returns how many. */
export async function retryDead(
  db: Db,
  { ids, now = new Date() }: { ids?: readonly string[]; now?: Date } = {},
): Promise<number> {
  let q = db
    .updateTable('lead_deliveries')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString() })
    .where('status', '=', 'dead');
  if (ids) {
    if (!ids.length) return 0;
    q = q.where('id', 'in', [...ids]);
  }
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
