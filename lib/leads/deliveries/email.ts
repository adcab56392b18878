/**
 * The email channel (nodemailer over SMTP). One message per request to every address in `LEADS_EMAIL_TO`:
 * subject in the sales team's language; a plain-text and an HTML body, each with the summary in the sales team's
 * language and — when the prospect wrote in the other one — a copy in the prospect's locale (what they typed is
 * quoted as typed). `Reply-To` is the prospect's email when given, so sales can answer directly. The delivery id is
 * the `Message-ID` (`<id@sender domain>`) and `X-Hengxi-Delivery`: a repeated delivery carries the same id.
 *
 * Transport: the `LEADS_SMTP_URL` (`smtp://user:pass@host:587`, or `smtps://…:465` for implicit TLS). On `smtp://`
 * nodemailer upgrades with STARTTLS whenever the server offers it (add `?requireTLS=true` to refuse a server that
 * does not). Outcomes: SMTP 4xx and connection errors → retry; 5xx (mailbox unknown, refused) → refused.
 */
import nodemailer from 'nodemailer';
import { isLocale, type Locale } from '../../../i18n/routing';
import type { DeliveryConfig } from '../../site-config';
import type { DeliveryChannel, SendOutcome } from './channels';
import { salesSummary, type SalesSummary } from './summary';
import { translator } from '../../../i18n/translator';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Display width in a monospaced font: CJK and full-width characters take two columns. */
function columns(text: string): number {
  let n = 0;
  for (const ch of text)
    n += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch)
      ? 2
      : 1;
  return n;
}

function textSection(summary: SalesSummary): string {
  const width = Math.max(...summary.fields.map((f) => columns(f.label)));
  const colon = summary.locale === 'zh-CN' ? '：' : ':';
  return [
    summary.title,
    summary.action,
    '',
    ...summary.fields.map(
      (f) => `${f.label}${' '.repeat(width - columns(f.label))}  ${f.value}${f.href ? ` <${f.href}>` : ''}`,
    ),
    ...(summary.message
      ? ['', `${summary.messageLabel}${colon}`, ...summary.message.split(/\r?\n/).map((l) => `  ${l}`)]
      : []),
  ].join('\n');
}

function htmlSection(summary: SalesSummary): string {
  const rows = summary.fields
    .map(
      (f) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555;font-weight:normal;white-space:nowrap">${escapeHtml(f.label)}</th><td style="padding:4px 0">${
          f.href ? `<a href="${escapeHtml(f.href)}">${escapeHtml(f.value)}</a>` : escapeHtml(f.value)
        }</td></tr>`,
    )
    .join('');
  const message = summary.message
    ? `<p style="margin:12px 0 4px;color:#555">${escapeHtml(summary.messageLabel)}</p><blockquote style="margin:0;padding:8px 12px;border-left:3px solid #1d4ed8;background:#f5f7fb;white-space:pre-wrap">${escapeHtml(summary.message)}</blockquote>`
    : '';
  return `<h2 style="font-size:18px;margin:0 0 8px">${escapeHtml(summary.title)}</h2><p style="margin:0 0 12px"><strong>${escapeHtml(summary.action)}</strong></p><table role="presentation" style="border-collapse:collapse">${rows}</table>${message}`;
}

/** Subject, text and HTML of the email for one request (exported for tests). */
export function composeEmail(lead: Parameters<typeof salesSummary>[0], salesLocale: Locale, deliveryId: string) {
  const sales = salesSummary(lead, salesLocale);
  const t = translator(salesLocale, 'leadDelivery');
  const prospectLocale: Locale | null = isLocale(lead.locale) && lead.locale !== salesLocale ? lead.locale : null;
  const copy = prospectLocale ? salesSummary(lead, prospectLocale) : null;
  const copyHeading = prospectLocale
    ? `${t('email.copyHeading')} (${translator(prospectLocale, 'leadDelivery')('email.copyHeading')})`
    : '';
  const footer = t('footer', { key: deliveryId });
  const text = [
    t('email.intro'),
    '',
    textSection(sales),
    ...(lead.email ? ['', t('email.replyHint')] : []),
    ...(copy ? ['', '—'.repeat(20), copyHeading, '', textSection(copy)] : []),
    '',
    '-- ',
    footer,
  ].join('\n');
  const html = `<!doctype html><html lang="${salesLocale}"><head><meta charset="utf-8"><title>${escapeHtml(sales.title)}</title></head><body style="font-family:system-ui,'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(t('email.intro'))}</p>${htmlSection(sales)}${lead.email ? `<p style="color:#555">${escapeHtml(t('email.replyHint'))}</p>` : ''}${
    copy
      ? `<hr style="margin:24px 0;border:0;border-top:1px solid #ddd"><div lang="${copy.locale}"><p style="color:#555">${escapeHtml(copyHeading)}</p>${htmlSection(copy)}</div>`
      : ''
  }<p style="margin-top:24px;color:#777;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
  return { subject: sales.title, text, html };
}

/** SMTP errors: a 4xx reply or a connection problem is worth another try; a 5xx reply is not. */
function smtpOutcome(error: unknown): SendOutcome {
  const e = error as { responseCode?: number; code?: string };
  if (typeof e.responseCode === 'number') {
    return e.responseCode >= 500
      ? { outcome: 'refused', code: `smtp ${e.responseCode}` }
      : { outcome: 'retry', code: `smtp ${e.responseCode}` };
  }
  return { outcome: 'retry', code: e.code ?? 'error' };
}

/** The email channel for `config` (from `deliveryEnv`). */
export function sendEmail(
  config: NonNullable<DeliveryConfig['email']>,
  { salesLocale, ca }: { salesLocale: Locale; ca?: Buffer },
): DeliveryChannel {
  const transport = nodemailer.createTransport({
    url: config.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
    ...(ca ? { tls: { ca } } : {}),
  });
  const domain = config.from.split('@')[1] ?? 'hengxi.example';
  return {
    id: 'email',
    async send({ id, lead }) {
      const { subject, text, html } = composeEmail(lead, salesLocale, id);
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: config.to,
          ...(lead.email ? { replyTo: { name: lead.name, address: lead.email } } : {}),
          subject,
          text,
          html,
          messageId: `<${id}@${domain}>`,
          headers: { 'X-Hengxi-Delivery': id },
        });
        return { outcome: 'sent', code: String(info.response ?? '250').slice(0, 3) };
      } catch (error) {
        return smtpOutcome(error);
      }
    },
    close() {
      transport.close();
    },
  };
}
