/**
 * `npm run leads:deliveries` — the operator's view of the delivery outbox (lib/leads/deliveries/outbox.ts):
 *
 *   npm run leads:deliveries                     summary (pending / dead / sent, lag) and the pending and dead rows
 *   npm run leads:deliveries -- list --status dead [--json]
 *   npm run leads:deliveries -- retry            every dead delivery becomes pending again (fresh attempt budget)
 *   npm run leads:deliveries -- retry --id <delivery id> [--id …]
 *
 * Rows show the delivery id (its idempotency key), channel, the request's reference, attempts, next attempt and
 * the last error code — never the request's contents (use `npm run leads:export` for those). Storage comes from
 * the environment as for the site (DATABASE_URL, or LEADS_SQLITE_PATH / data/leads.sqlite). Exit codes: 0 done,
 * 2 bad arguments.
 */
import { parseArgs } from 'node:util';
import { openLeadStore, storeConfigFromEnv, type StoreConfig } from '../store';
import type { DeliveryRow, DeliveryStatus } from './outbox';
import { leadReference } from './summary';

export const deliveriesUsage = `usage: npm run leads:deliveries -- [list [--status pending|dead|sent] [--json] | retry [--id <delivery id>]...]`;

function line(d: DeliveryRow): string {
  return [
    d.id,
    d.channel.padEnd(8),
    leadReference(d.leadId),
    d.status.padEnd(7),
    `attempts=${d.attempts}`,
    `created=${d.createdAt}`,
    d.status === 'pending' ? `next=${d.nextAttemptAt}` : '',
    d.lastError ? `error=${JSON.stringify(d.lastError)}` : '',
  ]
    .filter(Boolean)
    .join('  ');
}

/** Where the command writes: `out` gets result lines, `err` messages; `config` defaults to the environment's store. */
export interface DeliveriesIo {
  out: (line: string) => void;
  err: (line: string) => void;
  config?: StoreConfig;
}

/** Runs the command; returns the exit code. */
export async function runDeliveriesCli(argv: string[], io: DeliveriesIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        json: { type: 'boolean', default: false },
        id: { type: 'string', multiple: true },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n${deliveriesUsage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals[0] ?? 'summary';
  if (values.help) {
    io.err(deliveriesUsage);
    return 0;
  }
  if (!['summary', 'list', 'retry'].includes(command) || positionals.length > 1) {
    io.err(`unknown command ${JSON.stringify(positionals.join(' '))}\n${deliveriesUsage}`);
    return 2;
  }
  const status = values.status as DeliveryStatus | undefined;
  if (status && !['pending', 'dead', 'sent'].includes(status)) {
    io.err(`--status must be pending, dead or sent\n${deliveriesUsage}`);
    return 2;
  }
  const config = io.config ?? storeConfigFromEnv();
  const store = await openLeadStore(config);
  try {
    if (command === 'retry') {
      const n = await store.outbox.retryDead(values.id ? { ids: values.id } : {});
      io.err(
        `${n} dead deliver${n === 1 ? 'y' : 'ies'} queued again in ${config.kind}; the running instances send them within seconds.`,
      );
      return 0;
    }
    if (command === 'list') {
      const rows = await store.outbox.list(status ? { status } : {});
      for (const d of rows)
        io.out(values.json ? JSON.stringify({ ...d, reference: leadReference(d.leadId) }) : line(d));
      io.err(
        `${rows.length} deliver${rows.length === 1 ? 'y' : 'ies'}${status ? ` (${status})` : ''} in ${config.kind}.`,
      );
      return 0;
    }
    const stats = await store.outbox.stats();
    io.out(
      `Outbox (${config.kind}): ${stats.pending} pending, ${stats.dead} dead, ${stats.sent} sent; lag ${Math.round(stats.lagSeconds)} s (oldest pending).`,
    );
    for (const s of ['pending', 'dead'] as const) {
      const rows = await store.outbox.list({ status: s, limit: 50 });
      if (rows.length) io.out(`\n${s}:`);
      for (const d of rows) io.out(`  ${line(d)}`);
    }
    if (stats.dead) io.out(`\nRetry the dead ones with: npm run leads:deliveries -- retry`);
    return 0;
  } finally {
    await store.close();
  }
}
