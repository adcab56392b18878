/**
 * The delivery worker: one per instance (started by instrumentation.ts when a channel is configured). It claims
 * due outbox rows (./outbox.ts), sends each on its channel (./channels.ts) and records the outcome:
 * - sent → `sent`;
 * - retry → due again after an exponential backoff with jitter: about `base × 2^(attempt−1)` seconds, capped at
 *   `cap`, the actual delay drawn uniformly from its upper half ("equal jitter"), and never sooner than the
 *   receiver's `Retry-After`; after `maxAttempts` attempts → `dead`;
 * - refused (bad signature, invalid URL, mailbox refused) → `dead` at once.
 * Every dead delivery is logged (`{"scope":"lead-delivery","event":"dead",…}`, ids and codes only, never the
 * request's contents) and counted; `npm run leads:deliveries -- retry` brings dead ones back.
 *
 * It polls every `intervalMs` (1 s) and is woken at once by `wakeDeliveryWorker()` after a request is stored on
 * this instance. At-least-once: a crash between sending and recording means the row is sent again after its lease
 * (`LEADS_DELIVERY_LEASE_SECONDS`, 30 s; sends time out after 10–15 s) — with the same delivery id, which receivers
 * use to drop the duplicate.
 */
import { onShutdown } from '../../ops/lifecycle';
import { appMetrics } from '../../ops/metrics';
import { deliveryEnv, enabledChannels, type DeliveryConfig } from '../../site-config';
import type { LeadStore } from '../store';
import { createChannels, type DeliveryChannel } from './channels';

export interface WorkerOptions {
  store: () => Promise<LeadStore>;
  config: DeliveryConfig;
  channels?: DeliveryChannel[];
  intervalMs?: number;
  leaseMs?: number;
  batch?: number;
  random?: () => number;
  log?: (event: Record<string, unknown>) => void;
}

/** Delay before attempt `attempts + 1`, in ms (see the module comment). */
export function backoffMs(
  attempts: number,
  { baseSeconds, capSeconds }: DeliveryConfig['backoff'],
  random = Math.random,
): number {
  const ceiling = Math.min(capSeconds, baseSeconds * 2 ** Math.max(0, attempts - 1)) * 1000;
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

function defaultLog(event: Record<string, unknown>) {
  const line = JSON.stringify({ scope: 'lead-delivery', ...event });
  if (event.event === 'dead' || event.event === 'error') console.error(line);
  else console.info(line);
}

/** A running worker: `wake()` runs a pass now; `stop()` finishes the sends in flight and stops. */
export interface DeliveryWorker {
  wake(): void;
  stop(): Promise<void>;
  /** Resolves after the next complete pass (tests). */
  idle(): Promise<void>;
}

export function startDeliveryWorker(options: WorkerOptions): DeliveryWorker {
  const {
    config,
    intervalMs = 1000,
    leaseMs = config.leaseSeconds * 1000,
    batch = 20,
    random = Math.random,
    log = defaultLog,
  } = options;
  const channels = new Map((options.channels ?? createChannels(config)).map((c) => [c.id, c]));
  const ids = [...channels.keys()];
  const metrics = appMetrics();
  let running = true;
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<void> | null = null;
  let again = false;
  const waiters: Array<() => void> = [];

  async function deliver(store: LeadStore, row: Awaited<ReturnType<LeadStore['outbox']['claimDue']>>[number]) {
    const channel = channels.get(row.channel as DeliveryChannel['id']);
    const started = Date.now();
    const lead = await store.get(row.leadId);
    if (!channel || !lead) {
      await store.outbox.markDead(row.id, lead ? 'channel not configured' : 'request purged');
      metrics.deliveries.inc({ channel: row.channel, outcome: 'dead' });
      log({
        event: 'dead',
        channel: row.channel,
        delivery: row.id,
        lead: row.leadId,
        attempts: row.attempts,
        error: lead ? 'channel not configured' : 'request purged',
      });
      return;
    }
    const result = await channel.send({ id: row.id, lead, attempt: row.attempts });
    const now = new Date();
    const ms = Date.now() - started;
    if (result.outcome === 'sent') {
      await store.outbox.markSent(row.id, now);
      metrics.deliveries.inc({ channel: row.channel, outcome: 'sent' });
      log({
        event: 'sent',
        channel: row.channel,
        delivery: row.id,
        lead: row.leadId,
        attempts: row.attempts,
        ms,
        latencyMs: now.getTime() - Date.parse(lead.createdAt),
      });
    } else if (result.outcome === 'refused' || row.attempts >= config.maxAttempts) {
      await store.outbox.markDead(row.id, result.code);
      metrics.deliveries.inc({ channel: row.channel, outcome: 'dead' });
      log({
        event: 'dead',
        channel: row.channel,
        delivery: row.id,
        lead: row.leadId,
        attempts: row.attempts,
        error: result.code,
        reason: result.outcome === 'refused' ? 'refused' : 'attempts exhausted',
      });
    } else {
      const delay = Math.max(backoffMs(row.attempts, config.backoff, random), result.retryAfterMs ?? 0);
      await store.outbox.markRetry(row.id, new Date(now.getTime() + delay), result.code);
      metrics.deliveries.inc({ channel: row.channel, outcome: 'failed' });
      log({
        event: 'retry',
        channel: row.channel,
        delivery: row.id,
        lead: row.leadId,
        attempts: row.attempts,
        error: result.code,
        retryInMs: delay,
      });
    }
  }

  async function runPass() {
    try {
      const store = await options.store();
      for (;;) {
        const rows = await store.outbox.claimDue({ now: new Date(), limit: batch, leaseMs, channels: ids });
        await Promise.all(
          rows.map((row) =>
            deliver(store, row).catch((error) =>
              log({
                event: 'error',
                channel: row.channel,
                delivery: row.id,
                error: String((error as { code?: string }).code ?? (error as Error).message),
              }),
            ),
          ),
        );
        if (rows.length < batch || !running) break;
      }
    } catch (error) {
      log({ event: 'error', error: String((error as { code?: string }).code ?? (error as Error).message) });
    }
  }

  function schedule() {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, intervalMs);
    timer.unref?.();
  }

  function tick() {
    if (pass) {
      again = true;
      return;
    }
    pass = runPass().finally(() => {
      pass = null;
      waiters.splice(0).forEach((w) => w());
      if (again && running) {
        again = false;
        tick();
      } else schedule();
    });
  }

  tick();
  return {
    wake: () => running && tick(),
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await pass;
      for (const c of channels.values()) c.close?.();
    },
    idle: () => new Promise((resolve) => waiters.push(resolve)),
  };
}

const processKey = Symbol.for('hengxi.leads.deliveryWorker');
type Holder = { [processKey]?: DeliveryWorker | null };

/**
 * Starts this process's worker when at least one channel is configured (instrumentation.ts), stopped at graceful
 * shutdown before the store closes. Returns the channel ids (empty: no worker).
 */
export function startProcessDeliveryWorker(store: () => Promise<LeadStore>): string[] {
  const holder = globalThis as Holder;
  const config = deliveryEnv();
  const channels = enabledChannels(config);
  appMetrics().setOutboxReader(async () => (await store()).outbox.stats());
  if (!channels.length || holder[processKey]) return channels;
  let hooked = false;
  const worker: DeliveryWorker = startDeliveryWorker({
    config,
    store: async () => {
      const opened = await store();
      // Registered once the store is open, i.e. after the store's own hook: hooks run newest first, so the worker
      // finishes its sends before the store closes.
      if (!hooked) {
        hooked = true;
        onShutdown('delivery worker', () => worker.stop());
      }
      return opened;
    },
  });
  holder[processKey] = worker;
  return channels;
}

/** Runs a worker pass now (after a request was stored on this instance); no-op without a worker. */
export function wakeDeliveryWorker(): void {
  (globalThis as Holder)[processKey]?.wake();
}
