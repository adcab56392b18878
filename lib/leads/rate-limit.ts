/**
 * Per-client rate limit for demo requests: a sliding window kept in memory (one process; behind several instances
 * each counts on its own, which is still a bound).
 *
 * Configured by `LEADS_RATE_LIMIT`:
 * - unset → the default, 5 requests per 10 minutes per client;
 * - `<count>/<seconds>`, e.g. `5/600` or `1000/60` for load tests;
 * - `off` → no limit. Only ever set this for tests; it is never the default.
 * An unreadable value falls back to the default rather than to no limit.
 */

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export const defaultRateLimit: RateLimitRule = { limit: 5, windowMs: 10 * 60 * 1000 };

/** Parses `LEADS_RATE_LIMIT`; `null` means no limit (only for an explicit `off`). */
export function parseRateLimit(value: string | undefined): RateLimitRule | null {
  const v = value?.trim().toLowerCase();
  if (!v) return defaultRateLimit;
  if (v === 'off') return null;
  const match = /^(\d{1,7})\s*\/\s*(\d{1,7})s?$/.exec(v);
  if (!match) return defaultRateLimit;
  const limit = Number(match[1]);
  const seconds = Number(match[2]);
  if (limit < 1 || seconds < 1) return defaultRateLimit;
  return { limit, windowMs: seconds * 1000 };
}

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/** Sliding-window log per key: at most `limit` timestamps per key, so memory is bounded per client. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private checks = 0;

  constructor(
    readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
    /** Beyond this many tracked clients, expired ones are swept and then the oldest are dropped. */
    private readonly maxKeys = 50_000,
  ) {}

  /** Records one attempt by `key` and says whether it is allowed; refusals are not recorded. */
  hit(key: string): RateDecision {
    const now = this.now();
    const since = now - this.rule.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length >= this.rule.limit) {
      this.hits.set(key, list);
      const retryAfterMs = list[0] + this.rule.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    list.push(now);
    // Re-insert so Map order approximates least-recently-used.
    this.hits.delete(key);
    this.hits.set(key, list);
    if (++this.checks % 1000 === 0 || this.hits.size > this.maxKeys) this.sweep(since);
    return { allowed: true, remaining: this.rule.limit - list.length };
  }

  private sweep(since: number): void {
    for (const [key, list] of this.hits) {
      if (list[list.length - 1] <= since) this.hits.delete(key);
    }
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }

  /** Number of clients currently tracked (for tests). */
  get size(): number {
    return this.hits.size;
  }
}

/** The limiter configured from the environment, or `null` when explicitly off. */
export function rateLimiterFromEnv(env: Record<string, string | undefined> = process.env): RateLimiter | null {
  const rule = parseRateLimit(env.LEADS_RATE_LIMIT);
  if (!rule && env.NODE_ENV === 'production') {
    console.warn('[leads] LEADS_RATE_LIMIT=off: demo requests are not rate limited. Use this for tests only.');
  }
  return rule ? new RateLimiter(rule) : null;
}

/**
 * The client's address: the first hop of `X-Forwarded-For` (the original client as reported by the proxy in
 * front), else `X-Real-IP`, else the socket address, else `unknown`. The front proxy must overwrite these headers
 * (not pass on what the client sent), or a client could pick its own key; `next start` alone fills
 * `X-Forwarded-For` from the socket only when the client did not send one.
 */
export function clientAddress(headers: Headers, socketAddress?: string | null): string {
  const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (first) return first.slice(0, 64);
  const real = headers.get('x-real-ip')?.trim();
  if (real) return real.slice(0, 64);
  return socketAddress?.trim() || 'unknown';
}
