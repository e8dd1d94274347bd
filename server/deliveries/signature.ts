// A delivery's signature (docs/webhooks.md "Verifying a delivery"): HMAC-SHA256 with the
// endpoint's secret over `${t}.${body}`, t the Unix time in seconds, sent as
// `X-LLB-Signature: t=<t>,v1=<hex>`. The timestamp inside the signed text lets a receiver refuse
// a replay older than its tolerance.
import { createHmac, randomBytes } from 'node:crypto';

/** A new secret: 32 random bytes, hex (64 characters), prefixed so it reads as what it is. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
