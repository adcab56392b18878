/**
 * What the sales team is told about a new request, in one place for every channel: the fields they need to call
 * back (name, institution, type, role, services, contact, message; for a correction the company and the part
 * reported wrong) — and nothing else (no consent record, no address, no marketing flag, no internal ids but the
 * request's reference). Labels come from `messages/<locale>/leadDelivery.json` and the site's own service,
 * solution and correction-part names, so the sales team reads the same words as the prospect did.
 */
import { isLocale, type Locale } from '../../../i18n/routing';
import { translator } from '../../../i18n/translator';
import { formatDateTime, formatList, siteFormatter } from '../../format';
import { absoluteUrl } from '../../site-config';
import type { LeadRecord } from '../db-schema';

/** One labelled line of the summary. `value` is plain text (channels escape it for their format). */
export interface SummaryField {
  key: string;
  label: string;
  value: string;
  /** A link for the value (the company page of a correction). */
  href?: string;
}

/** The request as the sales team reads it in one language. */
export interface SalesSummary {
  locale: Locale;
  kind: LeadRecord['kind'];
  /** Short reference the prospect was shown (first 8 characters of the id, upper case). */
  reference: string;
  title: string;
  /** What to do next (call within one business day / reply within 5 working days). */
  action: string;
  fields: SummaryField[];
  /** The free-text message, untruncated ('' when none); channels shorten it to fit their size limits. */
  message: string;
  messageLabel: string;
  truncatedNote: string;
}

/** The reference shown to the prospect for a stored id (same rule as the endpoint's answer). */
export function leadReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** Builds the summary of `lead` in `locale`. Pure; dates in the site's time zone (Asia/Shanghai). */
export function salesSummary(lead: LeadRecord, locale: Locale): SalesSummary {
  const t = translator(locale);
  const format = siteFormatter(locale);
  const reference = leadReference(lead.id);
  const none = t('leadDelivery.none');
  const or = (v: string | null | undefined) => (v && v.trim() ? v : none);
  const fields: SummaryField[] = [
    { key: 'reference', label: t('leadDelivery.fields.reference'), value: reference },
    {
      key: 'receivedAt',
      label: t('leadDelivery.fields.receivedAt'),
      value: `${formatDateTime(format, lead.createdAt)} (UTC+8)`,
    },
    { key: 'name', label: t('leadDelivery.fields.name'), value: lead.name },
  ];
  if (lead.kind === 'correction') {
    const href = lead.subject
      ? absoluteUrl(`${locale === 'en-US' ? '/en-US' : ''}/company/${lead.subject}`)
      : undefined;
    fields.push({
      key: 'company',
      label: t('leadDelivery.fields.company'),
      value: lead.subject ?? none,
      ...(href ? { href } : {}),
    });
    fields.push({
      key: 'part',
      label: t('leadDelivery.fields.part'),
      value: lead.subjectField ? t(`correction.parts.${lead.subjectField}`) : none,
    });
  } else {
    fields.push(
      { key: 'institution', label: t('leadDelivery.fields.institution'), value: or(lead.institution) },
      {
        key: 'institutionType',
        label: t('leadDelivery.fields.institutionType'),
        value: lead.institutionType ? t(`solutions.${lead.institutionType}.name`) : none,
      },
      { key: 'role', label: t('leadDelivery.fields.role'), value: or(lead.role) },
      {
        key: 'services',
        label: t('leadDelivery.fields.services'),
        value: lead.services.length
          ? formatList(
              format,
              lead.services.map((s) => t(`services.${s}.name`)),
            )
          : none,
      },
    );
  }
  fields.push(
    { key: 'email', label: t('leadDelivery.fields.email'), value: or(lead.email) },
    { key: 'mobile', label: t('leadDelivery.fields.mobile'), value: or(lead.mobile) },
    {
      key: 'locale',
      label: t('leadDelivery.fields.locale'),
      value: isLocale(lead.locale) ? t(`leadDelivery.localeNames.${lead.locale}`) : lead.locale,
    },
  );
  return {
    locale,
    kind: lead.kind,
    reference,
    title: t(`leadDelivery.title.${lead.kind}`, { reference }),
    action: t(`leadDelivery.action.${lead.kind}`),
    fields,
    message: lead.message?.trim() ?? '',
    messageLabel: t('leadDelivery.fields.message'),
    truncatedNote: t('leadDelivery.truncated'),
  };
}

/**
 * Shortens `text` so that `render(shortened)` is at most `maxBytes` UTF-8 bytes, cutting whole characters
 * (code points) and appending `note`. Returns `render(text)` unchanged when it fits. Throws when even an empty
 * text does not fit (a channel's fixed parts are larger than its limit — a programming error).
 */
export function fitToBytes(text: string, maxBytes: number, render: (text: string) => string, note: string): string {
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
  const full = render(text);
  if (bytes(full) <= maxBytes) return full;
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length;
  // Largest prefix length whose rendering fits (binary search; rendering is monotonic in the prefix length).
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (bytes(render(`${chars.slice(0, mid).join('')}… ${note}`)) <= maxBytes) lo = mid;
    else hi = mid - 1;
  }
  const out = render(`${chars.slice(0, lo).join('')}… ${note}`);
  if (bytes(out) > maxBytes) throw new Error(`message does not fit in ${maxBytes} bytes`);
  return out;
}
