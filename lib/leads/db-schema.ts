/**
 * The lead database's shape: the `demo_requests` table as Kysely sees it, the records the sales export reads, and
 * the mapping between them. Timestamps are ISO-8601 UTC strings in SQLite and `timestamptz` in PostgreSQL; both
 * read back as ISO strings here.
 */
import type { ColumnType } from 'kysely';
import type { DemoRequest } from './schema';

/** Where demo requests live. */
export type StoreConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

export interface DemoRequestsTable {
  id: string;
  created_at: ColumnType<Date | string, string, never>;
  locale: string;
  name: string;
  email: string | null;
  mobile: string | null;
  institution: string;
  institution_type: string;
  role: string;
  /** JSON array of service slugs. */
  services: string;
  message: string | null;
  /** When the person ticked the consent box (the moment the request was accepted). */
  consent_at: ColumnType<Date | string, string, never>;
  /** Version of the privacy notice they consented to (lib/legal.ts). */
  privacy_notice_version: string;
  /** 1 when they also asked for marketing updates. */
  marketing_opt_in: number;
  /** `demo` (a demo request) or `correction` (a data-correction request on a company page); migration 0002. */
  kind: ColumnType<string, string | undefined, never>;
  /** Corrections: the registry ckey of the company the request is about. */
  subject: ColumnType<string | null, string | null | undefined, never>;
  /** Corrections: which part of the profile is wrong (lib/leads/correction.ts `correctionFields`). */
  subject_field: ColumnType<string | null, string | null | undefined, never>;
}

/**
 * The delivery outbox (migration 0003): one row per stored request and configured channel. `id` is the delivery's
 * idempotency key (sent with every attempt). `status`: `pending` (due at `next_attempt_at`; a worker that claims it
 * moves `next_attempt_at` a lease ahead), `sent`, or `dead` (gave up after the last attempt or a permanent refusal).
 * `last_error` is a short code (HTTP status, vendor errcode, SMTP code) — never message contents.
 */
export interface LeadDeliveriesTable {
  id: string;
  lead_id: string;
  channel: string;
  status: string;
  attempts: number;
  created_at: ColumnType<Date | string, string, never>;
  next_attempt_at: ColumnType<Date | string, string, string>;
  sent_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  last_error: string | null;
}

export interface LeadDatabase {
  demo_requests: DemoRequestsTable;
  lead_deliveries: LeadDeliveriesTable;
}

/** A stored demo request as the sales export sees it. */
export interface LeadRecord {
  id: string;
  createdAt: string;
  locale: string;
  name: string;
  email: string | null;
  mobile: string | null;
  institution: string;
  institutionType: string;
  role: string;
  services: string[];
  message: string | null;
  consentAt: string;
  privacyNoticeVersion: string;
  marketingOptIn: boolean;
  kind: LeadKind;
  /** Corrections only: the company's ckey and the part of its profile reported wrong. */
  subject: string | null;
  subjectField: string | null;
}

/** What a stored request is: a demo request, or a free data-correction request from a company page. */
export type LeadKind = 'demo' | 'correction';
export const leadKinds = ['demo', 'correction'] as const satisfies readonly LeadKind[];

/** What the endpoint hands to `insert`. */
export interface NewLead {
  request: DemoRequest;
  /** Present for a data-correction request (then `request` carries its name, contact, message and consent). */
  correction?: { ckey: string; field: string };
  locale: string;
  privacyNoticeVersion: string;
  receivedAt: Date;
  /** Channels to deliver the request to (one outbox row each, in the same transaction); none by default. */
  channels?: readonly string[];
}

export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** A `demo_requests` row as selected. */
export type Row = {
  [K in keyof DemoRequestsTable]: DemoRequestsTable[K] extends ColumnType<infer S, unknown, unknown>
    ? S
    : DemoRequestsTable[K];
};

/** A stored row as a `LeadRecord` (unreadable `services` JSON reads as none). */
export function toRecord(row: Row): LeadRecord {
  let services: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.services);
    if (Array.isArray(parsed)) services = parsed.map(String);
  } catch {
    services = [];
  }
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    locale: row.locale,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    institution: row.institution,
    institutionType: row.institution_type,
    role: row.role,
    services,
    message: row.message,
    consentAt: iso(row.consent_at),
    privacyNoticeVersion: row.privacy_notice_version,
    marketingOptIn: Number(row.marketing_opt_in) === 1,
    kind: row.kind === 'correction' ? 'correction' : 'demo',
    subject: row.subject ?? null,
    subjectField: row.subject_field ?? null,
  };
}
