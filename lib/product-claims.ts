/**
 * The product's stated figures, kept once (issue 41): how many companies a batch screening takes per upload and per
 * API call, how long 10,000 take, how many rows the website's demo takes, how soon a correction request is answered.
 * Messages never type these numbers: they write a token — `%claim.batchUploadMax%` — which `withClaims` replaces
 * with the figure formatted for the locale when the messages are loaded (i18n/messages.ts, and the modules that read
 * message files directly). A case study's measured outcome ("10K firms in 40 min") is the client's result, not a
 * product claim, and stays as written. Safe in client code (no Node imports).
 */
import type { Locale } from '../i18n/routing';
import { intakeLimits } from './intake/limits';

/** How a figure is written: compact (10万 / 100K), grouped (10,000) or a plain small integer. */
type ClaimStyle = 'compact' | 'count';

/** The figures, with how each is written. */
export const productClaims = {
  /** Companies per batch-screening upload (web console), the product's limit. */
  batchUploadMax: { value: 100_000, style: 'compact' },
  /** Companies per batch-screening API call. */
  batchApiCallMax: { value: 10_000, style: 'compact' },
  /** The screening benchmark: this many companies … */
  screeningBenchmarkRows: { value: 10_000, style: 'compact' },
  /** … take about this many minutes in the web console. */
  screeningBenchmarkMinutes: { value: 10, style: 'count' },
  /** Rows the website's screening demo takes per list (the demo's limit, not the product's). */
  demoScreeningRows: { value: intakeLimits.maxRows, style: 'count' },
  /** Working days within which a correction request about a company is answered and acted on. */
  correctionWorkingDays: { value: 5, style: 'count' },
  /** Working days within which a request under the privacy notice (PIPL rights) is answered. */
  rightsRequestWorkingDays: { value: 15, style: 'count' },
} as const satisfies Record<string, { value: number; style: ClaimStyle }>;

export type ClaimName = keyof typeof productClaims;

/** A claim's figure as written in `locale`: `batchUploadMax` → zh `10万`, en `100K`. */
export function claimText(name: ClaimName, locale: Locale): string {
  const { value, style } = productClaims[name];
  return new Intl.NumberFormat(locale, style === 'compact' ? { notation: 'compact' } : {}).format(value);
}

const token = /%claim\.(\w+)%/g;

/**
 * `messages` (any JSON: strings, arrays, objects) with every `%claim.<name>%` token replaced by `claimText`.
 * Throws on an unknown claim name, so a typo in a message fails the build and the tests rather than showing a token.
 */
export function withClaims<T>(messages: T, locale: Locale): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string')
      return v.includes('%claim.')
        ? v.replace(token, (_, name: string) => {
            if (!(name in productClaims)) throw new Error(`Unknown product claim in messages: ${name}`);
            return claimText(name as ClaimName, locale);
          })
        : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(messages) as T;
}
