import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { payEventKey } from '#functions/data/keys.js';
import type { PayEventItem } from '#functions/data/payments.js';
import { STRIPE_API_VERSION } from '#functions/integrations/payments.js';
import { getDeps, type Deps } from '#functions/deps.js';
import type { ApiHandler } from '#functions/http/handler.js';
import { handler as webhook } from '#functions/payments/post-payments-stripe-webhook.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';

// Stripe webhooks in tests: events shaped as Stripe sends them, signed with the SDK's own
// test signer, delivered to the handler as API Gateway would.

export const SECRET = 'whsec_test_secret_for_payments';

/** Deps with Stripe: checkouts through the fake API, and the webhook secret. */
export const stripeDeps = (fake: FakeStripe): Deps => ({ ...getDeps(), payments: fake.provider(), config: { ...getDeps().config, STRIPE_WEBHOOK_SECRET: SECRET } });

export interface SessionFacts {
  id: string;
  booking_id: string;
  payer?: 'agent' | 'client';
  amount_total?: number;
  currency?: string;
  payment_status?: 'paid' | 'unpaid';
}

export const eventId = () => `evt_test_${randomBytes(10).toString('hex')}`;

/** A checkout.session.* event as Stripe delivers it. */
export function sessionEvent(type: string, session: SessionFacts, id = eventId()) {
  return {
    id,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        amount_total: session.amount_total ?? 37_500,
        currency: session.currency ?? 'usd',
        client_reference_id: session.booking_id,
        metadata: { booking_id: session.booking_id, payer: session.payer ?? 'client' },
        mode: 'payment',
        payment_intent: `pi_test_${session.id.slice(-8)}`,
        payment_status: session.payment_status ?? 'paid',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
      },
    },
  };
}

/** The body as Stripe sends it (pretty-printed) and its signature header. */
export function sign(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });
  return { payload, header };
}

/** POSTs a body to the webhook; `binary` makes API Gateway base64-encode it. */
export function deliver(handler: ApiHandler, payload: string, header: string | undefined, options: { binary?: boolean } = {}) {
  return call(handler, 'POST /api/payments/stripe-webhook', {
    rawBody: payload,
    headers: { ...(header ? { 'stripe-signature': header } : {}), ...(options.binary ? { 'content-type': 'application/octet-stream' } : {}) },
  });
}

/** The webhook handler with the secret configured. */
export const webhookWith = (deps: Deps) => webhook.withDeps(deps);

export async function readPayEvent(id: string): Promise<PayEventItem | undefined> {
  const { db } = getDeps();
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: payEventKey('stripe', id), ConsistentRead: true }));
  return Item as PayEventItem | undefined;
}

/**
 * A test file's Stripe world: its table, an admin and an agent, the fake Stripe API and
 * the webhook wired to both. The caller stops the fake in `afterAll`.
 */
export async function startStripeWorld() {
  await provisionTestTable();
  const fake = await startFakeStripe();
  return { admin: await makeUser({ is_admin: true }), agent: await makeUser(), fake, hook: webhookWith(stripeDeps(fake)) };
}
