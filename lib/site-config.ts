/**
 * Site configuration read from the environment, in one place: every variable the site, its endpoints and its
 * scripts read at run time is parsed here with zod (`configSchema`) and listed with a comment in .env.example.
 * A malformed value stops the server or build with a message naming the variable, rather than showing up later
 * as a broken link or a 500. Values that would be claims about the company (filing numbers, certifications) are
 * empty unless configured, and the UI hides what is empty — they are never invented.
 *
 * Not read here: server/index.mjs (plain JavaScript, runs before Next) reads its own PORT, HOST, INSTANCE,
 * TRUSTED_PROXIES, SHUTDOWN_GRACE_MS and LOG_LEVEL; build and test scripts read theirs (BUILD_ID, CHROMIUM_PATH,
 * BASE_URL, STACK_*, BENCH_*, JS_BUDGET_*, LH_RUNS). NEXT_PUBLIC_BUILD_ID is written by scripts/build-id.mjs and
 * inlined by Next (lib/build-meta.ts, lib/runtime/build-state.ts).
 *
 * Safe in client code: no Node imports (client bundles see no server variables and get the defaults).
 */
import { z } from 'zod';
import { appChannels, type AppDownloadConfig } from './app-downloads';

/** Environment values: trimmed; empty counts as unset. */
const text = z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string());
const optionalUrl = (protocols: RegExp) =>
  text.refine((v) => v === '' || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
    message: 'not a valid URL',
  });

const optionalEmail = text.refine((v) => v === '' || z.email().safeParse(v).success, {
  message: 'not an email address',
});

/** Every variable read at run time, its format and default. */
export const configSchema = z.object({
  NEXT_PUBLIC_SITE_URL: optionalUrl(/^https?:$/),
  NEXT_PUBLIC_ICP_FILING: text,
  NEXT_PUBLIC_PSB_FILING: text,
  NEXT_PUBLIC_CERTIFICATIONS: text,
  NEXT_PUBLIC_CONTACT_EMAIL: optionalEmail,
  NEXT_PUBLIC_CONTACT_PHONE: text,
  /** The privacy notice's handler and recipients (lib/privacy.ts): facts about the company, empty unless configured. */
  PRIVACY_HANDLER_NAME: text,
  PRIVACY_HANDLER_ADDRESS: text,
  PRIVACY_CONTACT_NAME: text,
  PRIVACY_CONTACT_EMAIL: text.refine((v) => v === '' || z.email().safeParse(v).success, {
    message: 'not an email address',
  }),
  PRIVACY_CONTACT_PHONE: text,
  PRIVACY_HOSTING_PROVIDER: text,
  PRIVACY_EMAIL_PROVIDER: text,
  PRIVACY_WEBHOOK_RECIPIENT: text,
  /** App download URLs: checked per store host in lib/app-downloads.ts (a bad one is left out with a warning). */
  ...Object.fromEntries(appChannels.map((c) => [c.envVar, text])),
  /** Lead storage: PostgreSQL when DATABASE_URL is set, else the SQLite file (lib/leads/store.ts). */
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/),
  LEADS_PG_SCHEMA: text.refine((v) => v === '' || /^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(v), {
    message: 'not a valid schema name',
  }),
  LEADS_SQLITE_PATH: text,
  /** `<requests>/<seconds>` or `off` (lib/leads/rate-limit.ts parses the rule). */
  LEADS_RATE_LIMIT: text,
  /** Delivery of new requests to the sales team (lib/leads/deliveries/); every channel optional, see `deliveryEnv`. */
  LEADS_SALES_LOCALE: text.refine((v) => v === '' || v === 'zh-CN' || v === 'en-US', {
    message: 'must be zh-CN or en-US',
  }),
  LEADS_SMTP_URL: optionalUrl(/^smtps?:$/),
  LEADS_EMAIL_FROM: optionalEmail,
  LEADS_EMAIL_TO: text.refine((v) => v === '' || v.split(',').every((a) => z.email().safeParse(a.trim()).success), {
    message: 'not a comma-separated list of email addresses',
  }),
  LEADS_WECOM_WEBHOOK_URL: optionalUrl(/^https:$/),
  LEADS_DINGTALK_WEBHOOK_URL: optionalUrl(/^https:$/),
  LEADS_DINGTALK_SECRET: text,
  LEADS_FEISHU_WEBHOOK_URL: optionalUrl(/^https:$/),
  LEADS_FEISHU_SECRET: text,
  LEADS_WEBHOOK_URL: optionalUrl(/^https:$/),
  LEADS_WEBHOOK_SECRET: text,
  LEADS_DELIVERY_MAX_ATTEMPTS: text.refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 50), {
    message: 'must be a whole number from 1 to 50',
  }),
  LEADS_DELIVERY_BACKOFF: text.refine((v) => v === '' || /^\d+(\.\d+)?\/\d+(\.\d+)?$/.test(v), {
    message: 'must be "<base seconds>/<cap seconds>"',
  }),
  LEADS_DELIVERY_LEASE_SECONDS: text.refine(
    (v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 3600),
    {
      message: 'must be a whole number of seconds from 1 to 3600',
    },
  ),
  LEADS_DELIVERY_CA_FILE: text,
  NODE_ENV: text,
});

export type SiteConfig = z.infer<typeof configSchema>;

/**
 * Parses an environment (default `process.env`) against `configSchema`; throws one error naming every malformed
 * variable.
 */
export function readConfig(source: Record<string, string | undefined> = process.env): SiteConfig {
  const result = configSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration (see .env.example): ${problems}`);
  }
  return result.data;
}

const config = readConfig();

/** The validated configuration of this process (server: the environment; client bundles: defaults). */
export function siteConfig(): SiteConfig {
  return config;
}

function env(name: keyof SiteConfig): string {
  return config[name] ?? '';
}

/** The lead store's variables from an environment (default `process.env`), validated. */
export function leadsEnv(source: Record<string, string | undefined> = process.env) {
  const c = readConfig(source);
  return {
    databaseUrl: c.DATABASE_URL,
    pgSchema: c.LEADS_PG_SCHEMA,
    sqlitePath: c.LEADS_SQLITE_PATH,
    rateLimit: c.LEADS_RATE_LIMIT,
    production: c.NODE_ENV === 'production',
  };
}

/** A channel new demo and correction requests are delivered to (lib/leads/deliveries/). */
export type DeliveryChannelId = 'email' | 'wecom' | 'dingtalk' | 'feishu' | 'webhook';
export const deliveryChannelIds = [
  'email',
  'wecom',
  'dingtalk',
  'feishu',
  'webhook',
] as const satisfies readonly DeliveryChannelId[];

/** The configured delivery channels and the outbox's retry policy (see .env.example, README "Demo requests"). */
export interface DeliveryConfig {
  /** Language of the sales team (bots in it; emails in it and in the prospect's locale). */
  salesLocale: 'zh-CN' | 'en-US';
  email: { url: string; from: string; to: string[] } | null;
  wecom: { url: string } | null;
  dingtalk: { url: string; secret: string } | null;
  feishu: { url: string; secret: string } | null;
  webhook: { url: string; secret: string } | null;
  /** Attempts per delivery before it is marked dead (default 12). */
  maxAttempts: number;
  /** Exponential backoff: first retry after about `baseSeconds`, doubling, never more than `capSeconds`. */
  backoff: { baseSeconds: number; capSeconds: number };
  /** How long a claimed delivery is reserved for the worker sending it; after that another worker may send it (30). */
  leaseSeconds: number;
  /** PEM file of extra certificate authorities trusted for the receivers (a private webhook receiver; the tests). */
  caFile: string;
}

/**
 * The delivery channels configured in an environment (default `process.env`). A channel is on when its URL is set
 * (email: SMTP URL, sender and at least one recipient); a signed bot without its secret, or an email channel with
 * only some of its variables, is a configuration error (thrown, naming the variables).
 */
export function deliveryEnv(source: Record<string, string | undefined> = process.env): DeliveryConfig {
  const c = readConfig(source);
  const problems: string[] = [];
  const emailVars = [c.LEADS_SMTP_URL, c.LEADS_EMAIL_FROM, c.LEADS_EMAIL_TO];
  if (emailVars.some(Boolean) && !emailVars.every(Boolean))
    problems.push('LEADS_SMTP_URL, LEADS_EMAIL_FROM and LEADS_EMAIL_TO go together');
  if (c.LEADS_DINGTALK_WEBHOOK_URL && !c.LEADS_DINGTALK_SECRET)
    problems.push('LEADS_DINGTALK_SECRET is required with LEADS_DINGTALK_WEBHOOK_URL');
  if (c.LEADS_FEISHU_WEBHOOK_URL && !c.LEADS_FEISHU_SECRET)
    problems.push('LEADS_FEISHU_SECRET is required with LEADS_FEISHU_WEBHOOK_URL');
  if (c.LEADS_WEBHOOK_URL && !c.LEADS_WEBHOOK_SECRET)
    problems.push('LEADS_WEBHOOK_SECRET is required with LEADS_WEBHOOK_URL');
  if (problems.length) throw new Error(`Invalid configuration (see .env.example): ${problems.join('; ')}`);
  const [base, cap] = (c.LEADS_DELIVERY_BACKOFF || '15/3600').split('/').map(Number);
  return {
    salesLocale: c.LEADS_SALES_LOCALE === 'en-US' ? 'en-US' : 'zh-CN',
    email: c.LEADS_SMTP_URL
      ? {
          url: c.LEADS_SMTP_URL,
          from: c.LEADS_EMAIL_FROM,
          to: c.LEADS_EMAIL_TO.split(',')
            .map((a) => a.trim())
            .filter(Boolean),
        }
      : null,
    wecom: c.LEADS_WECOM_WEBHOOK_URL ? { url: c.LEADS_WECOM_WEBHOOK_URL } : null,
    dingtalk: c.LEADS_DINGTALK_WEBHOOK_URL
      ? { url: c.LEADS_DINGTALK_WEBHOOK_URL, secret: c.LEADS_DINGTALK_SECRET }
      : null,
    feishu: c.LEADS_FEISHU_WEBHOOK_URL ? { url: c.LEADS_FEISHU_WEBHOOK_URL, secret: c.LEADS_FEISHU_SECRET } : null,
    webhook: c.LEADS_WEBHOOK_URL ? { url: c.LEADS_WEBHOOK_URL, secret: c.LEADS_WEBHOOK_SECRET } : null,
    maxAttempts: Number(c.LEADS_DELIVERY_MAX_ATTEMPTS) || 12,
    backoff: { baseSeconds: base, capSeconds: Math.max(cap, base) },
    leaseSeconds: Number(c.LEADS_DELIVERY_LEASE_SECONDS) || 30,
    caFile: c.LEADS_DELIVERY_CA_FILE,
  };
}

/** Ids of the channels `config` turns on, in a fixed order. */
export function enabledChannels(config: DeliveryConfig): DeliveryChannelId[] {
  return deliveryChannelIds.filter((id) => config[id] !== null);
}

/**
 * Public origin used for canonical URLs, hreflang, sitemap and Open Graph; no trailing slash. Read at build time
 * (pages are prerendered), so set it for the build. The default is the fictional brand's reserved example domain.
 */
export const siteUrl = (env('NEXT_PUBLIC_SITE_URL') || 'https://www.hengxi.example').replace(/\/+$/, '');

/** Brand, in one place (SITE.md §2). */
export const brand = {
  zh: '衡析',
  en: 'Hengxi',
  /** Full display form used in titles. */
  display: '衡析 · Hengxi',
  companyZh: '衡析科技',
  companyEn: 'Hengxi Technology',
} as const;

/** Filing lines and certifications; shown only when set. */
export const compliance = {
  icpFiling: env('NEXT_PUBLIC_ICP_FILING'),
  psbFiling: env('NEXT_PUBLIC_PSB_FILING'),
  certifications: env('NEXT_PUBLIC_CERTIFICATIONS')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
} as const;

/** Contact details shown in the footer; the defaults are the fictional brand's own example domain. */
export const contact = {
  email: env('NEXT_PUBLIC_CONTACT_EMAIL') || 'hello@hengxi.example',
  phone: env('NEXT_PUBLIC_CONTACT_PHONE'),
} as const;

/**
 * Mobile-app download URLs per channel (App Store, direct APK, Huawei, Xiaomi, OPPO, vivo, Tencent MyApp, Google
 * Play), from the variables named in lib/app-downloads.ts. Empty when unset: that channel then has no button, QR
 * code or redirect — never a placeholder. Read when the site is built (the /APP page is prerendered) and by the
 * proxy, so set them for the build and the server alike.
 */
export const appDownloadUrls: AppDownloadConfig = Object.fromEntries(
  appChannels.map((c) => [c.id, env(c.envVar as keyof SiteConfig)]),
);

/** Absolute URL of a site path; the home page is the bare origin (as Next writes it in canonical links). */
export function absoluteUrl(path: string): string {
  if (path === '/' || path === '') return siteUrl;
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
