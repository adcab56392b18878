/**
 * The webhook delivery of a monitoring alert, shown as it is: the exact JSON body an integration receives, its
 * `X-Signature` header (`sha256=` + hex HMAC-SHA256 of the raw UTF-8 body with the test secret), and shell commands
 * that reproduce and verify it. Nothing here sends a request: the server never calls a URL the visitor types.
 */
import { createHmac } from 'node:crypto';
import type { AlertView } from './labels';

/** The test secret the demo signs with (printed on the page; a real integration gets its own). */
export const webhookTestSecret = 'whsec_hengxi_sample_2026';
/** Placeholder receiver in the commands (`.invalid` is reserved and never resolves). */
export const webhookExampleUrl = 'https://your-endpoint.invalid/hengxi/alerts';

/** The body an integration receives for an alert, as a compact JSON string (the signed bytes). */
export function webhookBody(a: AlertView, asOf: string): string {
  return JSON.stringify({
    event: 'alert.raised',
    id: a.id,
    sample: true,
    occurredOn: a.date,
    deliveredOn: asOf,
    rule: { id: a.ruleId, severity: a.severity, condition: a.condition },
    company: { ckey: a.ckey, name: a.company, uscc: a.uscc },
    evidence: {
      source: a.evidence.type,
      recordId: a.id,
      date: a.evidence.date,
      amount: a.evidence.amount ?? null,
      text: a.evidenceText,
    },
    suggestedAction: a.action,
  });
}

/** `sha256=<hex>`: HMAC-SHA256 of the raw body. */
export function webhookSignature(body: string, secret = webhookTestSecret): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Body, signature and the curl / openssl commands for an alert. */
export function webhookExample(a: AlertView, asOf: string) {
  const body = webhookBody(a, asOf);
  const signature = webhookSignature(body);
  const curl = [
    `curl -X POST ${webhookExampleUrl}`,
    `  -H 'Content-Type: application/json; charset=utf-8'`,
    `  -H 'X-Signature: ${signature}'`,
    `  --data-binary ${shellQuote(body)}`,
  ].join(' \\\n');
  const verify = `printf '%s' ${shellQuote(body)} | openssl dgst -sha256 -hmac ${shellQuote(webhookTestSecret)}`;
  return { secret: webhookTestSecret, body, signature, curl, verify };
}
