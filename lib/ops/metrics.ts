/**
 * The app's own Prometheus metrics (prom-client, default registry). The instance server (server/index.mjs) serves
 * the registry on its metrics port, together with its HTTP metrics and Node's defaults (event-loop lag, heap, GC);
 * `prom-client` is a server-external package (next.config.ts), so both sides share one registry.
 *
 * - `hengxi_lead_deliveries_total{channel, outcome}`: attempts by outcome — `sent`, `failed` (will retry), `dead`;
 * - `hengxi_outbox_deliveries{status}`: outbox depth (pending, dead), read from the database at scrape time;
 * - `hengxi_outbox_lag_seconds`: age of the oldest pending delivery (0 when none).
 */
import client from 'prom-client';

const key = Symbol.for('hengxi.metrics.app');
type OutboxReader = () => Promise<{ pending: number; dead: number; lagSeconds: number }>;
interface AppMetrics {
  deliveries: client.Counter<'channel' | 'outcome'>;
  setOutboxReader(read: OutboxReader): void;
}

/** The app metrics, created once per process (registered in prom-client's default registry). */
export function appMetrics(): AppMetrics {
  const g = globalThis as { [key]?: AppMetrics };
  if (g[key]) return g[key];
  let reader: OutboxReader | null = null;
  let last: Promise<Awaited<ReturnType<OutboxReader>> | null> | null = null;
  // One database read per scrape serves both gauges.
  const read = () => {
    last ??= (reader ? reader().catch(() => null) : Promise.resolve(null)).finally(() =>
      setTimeout(() => (last = null), 500),
    );
    return last;
  };
  const deliveries =
    (client.register.getSingleMetric('hengxi_lead_deliveries_total') as
      client.Counter<'channel' | 'outcome'> | undefined) ??
    new client.Counter({
      name: 'hengxi_lead_deliveries_total',
      help: 'Lead delivery attempts by channel and outcome (sent, failed = will retry, dead).',
      labelNames: ['channel', 'outcome'],
    });
  if (!client.register.getSingleMetric('hengxi_outbox_deliveries')) {
    new client.Gauge({
      name: 'hengxi_outbox_deliveries',
      help: 'Deliveries in the outbox by status (pending, dead).',
      labelNames: ['status'],
      async collect() {
        const stats = await read();
        if (!stats) return;
        this.set({ status: 'pending' }, stats.pending);
        this.set({ status: 'dead' }, stats.dead);
      },
    });
    new client.Gauge({
      name: 'hengxi_outbox_lag_seconds',
      help: 'Age of the oldest pending delivery in seconds (0 when the outbox is empty).',
      async collect() {
        const stats = await read();
        if (stats) this.set(stats.lagSeconds);
      },
    });
  }
  g[key] = { deliveries, setOutboxReader: (r) => (reader = r) };
  return g[key];
}
