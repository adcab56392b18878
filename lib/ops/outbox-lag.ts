/**
 * The delivery outbox as `/api/ready` reports it (issue 24): `{ pending, dead, lagSeconds }` — lag being the age of
 * the oldest delivery not yet sent — or `null` when the store cannot say within `timeoutMs`. Informational: a slow
 * or unreachable receiver must not take the instance out of nginx's rotation, so readiness does not depend on it;
 * alert on it instead (docs/deploying.md, "Alert rules").
 */
import { getLeadStore } from '../leads/store';

export interface OutboxReport {
  pending: number;
  dead: number;
  lagSeconds: number;
}

export async function outboxReport(timeoutMs = 1000): Promise<OutboxReport | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const stats = await Promise.race([
      getLeadStore().then((store) => store.outbox.stats()),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      }),
    ]);
    return stats ? { pending: stats.pending, dead: stats.dead, lagSeconds: Math.round(stats.lagSeconds) } : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
