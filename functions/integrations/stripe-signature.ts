import { createHmac, timingSafeEqual } from 'node:crypto';
import type Stripe from 'stripe';

// Stripe's webhook signature, checked with node:crypto: the scheme is Stripe's documented
// one (the `Stripe-Signature` header's `t` and `v1` values; v1 is the HMAC-SHA256 of
// `${t}.${body}` under the endpoint's secret). The SDK's `webhooks.constructEvent` does the
// same, but importing it bundles the whole Stripe SDK (about 260 kB) into the webhook
// function, which never calls Stripe (D-155).

/** Seconds an event stays acceptable after Stripe signed it, as the SDK's default (a replay is older). */
export const STRIPE_TOLERANCE_SECONDS = 300;

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const [key, value = ''] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value, 10);
    if (key === 'v1') signatures.push(value);
  }
  return { timestamp, signatures };
}

const matches = (expected: Buffer, candidate: string): boolean => {
  const given = Buffer.from(candidate, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * The event Stripe signed, from the request's exact bytes (a re-serialised body fails).
 * Throws on a bad or missing signature and on a timestamp older than 5 minutes (replays).
 */
export function verifyStripeEvent(raw: Buffer, signature: string | undefined, secret: string, now = Date.now()): Stripe.Event {
  if (!raw.length) throw new Error('No webhook payload');
  const { timestamp, signatures } = parseHeader(signature ?? '');
  if (!Number.isFinite(timestamp) || !signatures.length) throw new Error('No Stripe signature in the header');
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(raw).digest();
  if (!signatures.some((candidate) => matches(expected, candidate))) throw new Error('No signature matches the payload');
  if (Math.floor(now / 1000) - timestamp > STRIPE_TOLERANCE_SECONDS) throw new Error('Timestamp outside the tolerance zone');
  return JSON.parse(raw.toString('utf8')) as Stripe.Event;
}

export type { Stripe };
