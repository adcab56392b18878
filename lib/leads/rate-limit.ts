/**
 * Per-client rate limit for demo requests, shared by every instance: `rate-limiter-flexible` on the store the leads
 * already use (issue 9) — table `rate_limits` in the same SQLite file (better-sqlite3, WAL) or the same PostgreSQL
 * database/schema — so N instances behind nginx enforce one limit. No new server. A fixed window per client: at
 * most `limit` attempts per `windowMs`, counted from the client's first attempt in the window.
 *
 * When the store cannot be reached the limiter falls back to an in-memory one per process (the library's
 * `insuranceLimiter`): still a bound, never an open door and never a 500.
 *
 * Configured by `LEADS_RATE_LIMIT`:
 * - unset → the default, 5 requests per 10 minutes per client;
 * - `<count>/<seconds>`, e.g. `5/600` or `1000/60` for load tests;
 * - `off` → no limit. Only ever set this for tests; it is never the default.
 * An unreadable value falls back to the default rather than to no limit.
 */
import Database from 'better-sqlite3';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { onShutdown } from '../ops/lifecycle';
import { leadsEnv } from '../site-config';
import { pgPool } from './dialects';
import { storeConfigFromEnv, type StoreConfig } from './store';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export const defaultRateLimit: RateLimitRule = { limit: 5, windowMs: 10 * 60 * 1000 };

/** Table holding the counters, beside `demo_requests`. */
export const rateLimitTable = 'rate_limits';

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

/** A rate limit the endpoint can ask; every call records one attempt by `key`. */
export interface RateLimit {
  readonly rule: RateLimitRule;
  hit(key: string): Promise<RateDecision>;
}

function libraryOptions(rule: RateLimitRule, keyPrefix = 'demo') {
  return { points: rule.limit, duration: Math.max(1, Math.round(rule.windowMs / 1000)), keyPrefix };
}

/** Turns the library's answer (resolve = allowed, reject with RateLimiterRes = over the limit) into a decision. */
async function decide(limiter: RateLimiterAbstract, key: string): Promise<RateDecision> {
  try {
    const res = await limiter.consume(key, 1);
    return { allowed: true, remaining: res.remainingPoints };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}

/** A limit kept in this process's memory only (tests, and the fallback of the shared one). */
export function memoryRateLimit(rule: RateLimitRule): RateLimit {
  const limiter = new RateLimiterMemory(libraryOptions(rule));
  return { rule, hit: (key) => decide(limiter, key) };
}

// One connection (SQLite) or pool (PostgreSQL) per store for every limit of this process (demo requests and the
// API's limits, lib/api/rate-limit.ts), opened on the first attempt and closed at shutdown.
const sqliteClients = new Map<string, Database.Database>();
const pgClients = new Map<string, ReturnType<typeof pgPool>>();

function sqliteClient(file: string): Database.Database {
  let db = sqliteClients.get(file);
  if (!db) {
    const opened = new Database(file, { timeout: 5000 });
    opened.pragma('journal_mode = WAL');
    onShutdown(`rate-limit sqlite ${sqliteClients.size}`, () => {
      opened.close();
    });
    sqliteClients.set(file, opened);
    db = opened;
  }
  return db;
}

function postgresClient(url: string): ReturnType<typeof pgPool> {
  let pool = pgClients.get(url);
  if (!pool) {
    const opened = pgPool(url, { max: 4, applicationName: 'hengxi-rate-limit' });
    onShutdown(`rate-limit postgres ${pgClients.size}`, () => opened.end());
    pgClients.set(url, opened);
    pool = opened;
  }
  return pool;
}

/**
 * The shared limit on the leads' store. Opens its connection lazily on the first attempt (never at import or
 * build time; one per store for all limits) and closes it at shutdown. Store errors fall back to a per-process
 * memory limit. `keyPrefix` keeps each limit's counters apart in the one table (`demo`, `api-compute`, …).
 */
export function sharedRateLimit(rule: RateLimitRule, config: StoreConfig, keyPrefix = 'demo'): RateLimit {
  let ready: Promise<RateLimiterAbstract> | null = null;
  const insuranceLimiter = new RateLimiterMemory(libraryOptions(rule, keyPrefix));
  const open = (): Promise<RateLimiterAbstract> =>
    new Promise((resolve, reject) => {
      const options = {
        ...libraryOptions(rule, keyPrefix),
        tableName: rateLimitTable,
        insuranceLimiter,
        clearExpiredByTimeout: true,
      };
      if (config.kind === 'sqlite') {
        const db = sqliteClient(config.file);
        const limiter: RateLimiterAbstract = new RateLimiterSQLite(
          { ...options, storeClient: db, storeType: 'better-sqlite3' },
          (err?: Error) => (err ? reject(err) : resolve(limiter)),
        );
      } else {
        // Same time limits and error handler as the lead store: a database that went away costs a hit 3 s at
        // most, and the insurance (in-memory) limiter decides meanwhile.
        const pool = postgresClient(config.url);
        const schemaReady = config.schema
          ? pool.query(`create schema if not exists "${config.schema}"`)
          : Promise.resolve();
        schemaReady.then(() => {
          const limiter: RateLimiterAbstract = new RateLimiterPostgres(
            { ...options, storeClient: pool, ...(config.schema ? { schemaName: config.schema } : {}) },
            (err?: Error) => (err ? reject(err) : resolve(limiter)),
          );
        }, reject);
      }
    });
  return {
    rule,
    async hit(key) {
      ready ??= open().catch((error) => {
        ready = null; // try the store again on the next attempt
        throw error;
      });
      let limiter: RateLimiterAbstract;
      try {
        limiter = await ready;
      } catch {
        return decide(insuranceLimiter, key);
      }
      return decide(limiter, key);
    },
  };
}

/** The limit configured from the environment (on the store the environment names), or `null` when off. */
export function rateLimiterFromEnv(env: Record<string, string | undefined> = process.env): RateLimit | null {
  const { rateLimit, production } = leadsEnv(env);
  const rule = parseRateLimit(rateLimit || undefined);
  if (!rule && production) {
    console.warn('[leads] LEADS_RATE_LIMIT=off: demo requests are not rate limited. Use this for tests only.');
  }
  return rule ? sharedRateLimit(rule, storeConfigFromEnv(env)) : null;
}

/**
 * The client's address: the first hop of `X-Forwarded-For`, else `X-Real-IP`, else the socket address, else
 * `unknown`. In production the instance's server (server/index.mjs) has already replaced `X-Forwarded-For` with
 * the one address it trusts (the socket peer, or what nginx reported when the peer is nginx), so a client cannot
 * choose its own key. Under plain `next start` Next only fills the header when the client did not send one.
 */
export function clientAddress(headers: Headers, socketAddress?: string | null): string {
  const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (first) return first.slice(0, 64);
  const real = headers.get('x-real-ip')?.trim();
  if (real) return real.slice(0, 64);
  return socketAddress?.trim() || 'unknown';
}
