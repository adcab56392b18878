/**
 * Sales export and retention of demo requests: the logic behind `npm run leads:export` and `npm run leads:purge`
 * (scripts/leads-export.ts, scripts/leads-purge.ts). The scripts print the requests themselves on stdout (that
 * is their job) and only counts on stderr.
 */
import { parseArgs } from 'node:util';
import { toCsv } from '@/lib/format/csv';
import {
  leadKinds,
  openLeadStore,
  storeConfigFromEnv,
  type LeadKind,
  type LeadRecord,
  type LeadStore,
  type StoreConfig,
} from './store';

export type ExportFormat = 'csv' | 'jsonl';

/** CSV columns, in order. */
export const exportColumns = [
  'id',
  'created_at',
  'locale',
  'name',
  'email',
  'mobile',
  'institution',
  'institution_type',
  'role',
  'services',
  'message',
  'consent_at',
  'privacy_notice_version',
  'marketing_opt_in',
  'kind',
  'subject',
  'subject_field',
] as const;

/** One request as a CSV row; `toCsv` neutralises any cell a spreadsheet would run as a formula. */
function csvRow(r: LeadRecord): (string | null)[] {
  return [
    r.id,
    r.createdAt,
    r.locale,
    r.name,
    r.email,
    r.mobile,
    r.institution,
    r.institutionType,
    r.role,
    r.services.join(' '),
    r.message,
    r.consentAt,
    r.privacyNoticeVersion,
    r.marketingOptIn ? 'yes' : 'no',
    r.kind,
    r.subject ?? '',
    r.subjectField ?? '',
  ];
}

type Write = (chunk: string) => void | Promise<void>;

/** Writes every request (from `since` on) in `format`; returns how many. `bom` prefixes CSV for Excel. */
export async function exportLeads(
  store: LeadStore,
  options: { since?: Date; format: ExportFormat; bom?: boolean; kind?: LeadKind },
  write: Write,
): Promise<number> {
  let count = 0;
  if (options.format === 'csv') await write(toCsv([[...exportColumns]], { bom: options.bom ?? false }));
  for await (const record of store.list({ since: options.since, kind: options.kind })) {
    await write(options.format === 'csv' ? toCsv([csvRow(record)], { bom: false }) : `${JSON.stringify(record)}\n`);
    count++;
  }
  return count;
}

/**
 * Parses a `--since` value. A bare date (`2026-11-01`) means midnight China time (UTC+8), the sales team's day;
 * a full ISO timestamp is taken as written.
 */
export function parseSince(value: string): Date | null {
  const v = value.trim();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00+08:00`) : new Date(v);
  return Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(v) ? null : date;
}

/** Parses a retention age like `365d`, `52w` or `720h` into milliseconds; `null` if unreadable or not positive. */
export function parseAge(value: string): number | null {
  const match = /^(\d+)\s*(d|w|h)?$/i.exec(value.trim());
  if (!match) return null;
  const n = Number(match[1]);
  if (n <= 0) return null;
  const unit = (match[2] ?? 'd').toLowerCase();
  const hour = 60 * 60 * 1000;
  return n * (unit === 'h' ? hour : unit === 'w' ? 7 * 24 * hour : 24 * hour);
}

export interface CliIo {
  out: Write;
  err: (line: string) => void;
  /** Defaults to the environment (DATABASE_URL / LEADS_SQLITE_PATH). */
  config?: StoreConfig;
  now?: () => Date;
}

const exportUsage =
  'Usage: npm run leads:export -- [--kind demo|correction] [--since YYYY-MM-DD|ISO-8601] [--format csv|jsonl] [--bom]';
const purgeUsage = 'Usage: npm run leads:purge -- --older-than 365d [--dry-run]';

/** `leads:export`: prints demo requests on stdout. Returns the exit code. */
export async function runExportCli(argv: string[], io: CliIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        since: { type: 'string' },
        kind: { type: 'string' },
        format: { type: 'string', default: 'csv' },
        bom: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    io.err(`${(error as Error).message}\n${exportUsage}`);
    return 2;
  }
  if (values.help) {
    io.err(exportUsage);
    return 0;
  }
  const kind = values.kind as LeadKind | undefined;
  if (kind !== undefined && !(leadKinds as readonly string[]).includes(kind)) {
    io.err(`--kind must be demo or correction\n${exportUsage}`);
    return 2;
  }
  const format = values.format;
  if (format !== 'csv' && format !== 'jsonl') {
    io.err(`--format must be csv or jsonl\n${exportUsage}`);
    return 2;
  }
  let since: Date | undefined;
  if (values.since !== undefined) {
    const parsed = parseSince(values.since);
    if (!parsed) {
      io.err(`--since must be a date like 2026-11-01 or an ISO timestamp\n${exportUsage}`);
      return 2;
    }
    since = parsed;
  }
  const config = io.config ?? storeConfigFromEnv();
  const store = await openLeadStore(config);
  try {
    const n = await exportLeads(store, { since, format, bom: values.bom, kind }, io.out);
    io.err(
      `Exported ${n} ${kind === 'correction' ? 'correction' : kind === 'demo' ? 'demo' : 'demo and correction'} request(s)${since ? ` since ${since.toISOString()}` : ''} from ${config.kind}.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

/** `leads:purge`: deletes demo requests older than the given age. Returns the exit code. */
export async function runPurgeCli(argv: string[], io: CliIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'older-than': { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    io.err(`${(error as Error).message}\n${purgeUsage}`);
    return 2;
  }
  if (values.help) {
    io.err(purgeUsage);
    return 0;
  }
  const age = values['older-than'] === undefined ? null : parseAge(values['older-than']);
  if (age === null) {
    io.err(`--older-than is required, e.g. 365d (units: d, w, h)\n${purgeUsage}`);
    return 2;
  }
  const cutoff = new Date((io.now?.() ?? new Date()).getTime() - age);
  const config = io.config ?? storeConfigFromEnv();
  const store = await openLeadStore(config);
  try {
    if (values['dry-run']) {
      const n = await store.count({ before: cutoff });
      io.err(
        `Dry run: ${n} demo request(s) created before ${cutoff.toISOString()} would be deleted from ${config.kind}.`,
      );
    } else {
      const n = await store.purgeOlderThan(cutoff);
      io.err(`Deleted ${n} demo request(s) created before ${cutoff.toISOString()} from ${config.kind}.`);
    }
    return 0;
  } finally {
    await store.close();
  }
}

/** Writes to stdout, waiting when the pipe is full. */
export function stdoutWriter(): Write {
  return (chunk) =>
    new Promise<void>((resolve, reject) => {
      process.stdout.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
}
