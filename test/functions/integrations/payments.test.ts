import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../../functions/config.js';
import { createDb } from '../../../functions/data/table.js';
import { findPaymentProvider, stripeExpiry, type CheckoutRequest } from '../../../functions/integrations/payments.js';
import { forgetStripeKeys, stripeSecretKey, stripeWebhookSecret } from '../../../functions/integrations/stripe-keys.js';
import { CHECKOUT_MINUTES, CHECKOUT_REUSE_MINUTES } from '#shared/payments.js';
import { startFakeStripe, type FakeStripe } from '../payments/fake-stripe.js';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  booking_id: 'booking-42',
  payer: 'client',
  amount_cents: 42_500,
  currency: 'usd',
  description: 'Home inspection report 2026AB12 – 101 Main St',
  customer_email: 'casey@example.com',
  success_url: 'https://portal.example.com/download/tok?checkout=success',
  cancel_url: 'https://portal.example.com/download/tok',
  now: new Date(),
  ...overrides,
});

describe('the Stripe provider', () => {
  it('creates a Checkout Session with our amount, currency, metadata, urls and expiry', async () => {
    fake.requests.length = 0;
    const now = new Date();
    const started = await fake.provider().createCheckout(request({ now }));
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sent!.headers.authorization).toBe('Bearer sk_test_fake');
    expect(sent!.params).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '42500',
      'line_items[0][price_data][product_data][name]': 'Home inspection report 2026AB12 – 101 Main St',
      'metadata[booking_id]': 'booking-42',
      'metadata[payer]': 'client',
      client_reference_id: 'booking-42',
      customer_email: 'casey@example.com',
      success_url: 'https://portal.example.com/download/tok?checkout=success',
      cancel_url: 'https://portal.example.com/download/tok',
      expires_at: String(Math.floor(stripeExpiry(now).getTime() / 1000)),
    });
    // Stripe refuses an expiry under 30 minutes or over 24 hours from creation.
    const lifetime = Number(sent!.params.expires_at) * 1000 - now.getTime();
    expect(lifetime).toBeGreaterThan(CHECKOUT_MINUTES * 60_000);
    expect(lifetime).toBeLessThan(24 * 3_600_000);
    expect(started).toMatchObject({ provider: 'stripe', provider_ref: expect.stringMatching(/^cs_test_/), url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//), writes: [] });
    expect(started.expires_at).toBe(stripeExpiry(now).toISOString());
  });

  it('sends repeated identical requests with one idempotency key, so Stripe answers one session', async () => {
    fake.requests.length = 0;
    // A minute into a reuse window, so both clicks fall in the same one.
    const window = (CHECKOUT_MINUTES - CHECKOUT_REUSE_MINUTES) * 60_000;
    const now = new Date(Math.floor(Date.now() / window) * window + 60_000);
    const provider = fake.provider();
    const [a, b] = await Promise.all([provider.createCheckout(request({ now })), provider.createCheckout(request({ now: new Date(now.getTime() + 1000) }))]);
    const c = await provider.createCheckout(request({ now, payer: 'agent', customer_email: 'alex@example.com' }));
    const keys = fake.requests.map((sent) => sent.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^checkout-[0-9a-f]{40}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(a.provider_ref).toBe(b.provider_ref);
    expect(c.provider_ref).not.toBe(a.provider_ref);
  });

  it('lets a Stripe failure reach the caller', async () => {
    fake.failing = true;
    try {
      await expect(fake.provider().createCheckout(request())).rejects.toThrow('Stripe is down');
    } finally {
      fake.failing = false;
    }
  });
});

describe('the Stripe keys (D-073)', () => {
  const ssm = mockClient(SSMClient);
  afterEach(() => {
    ssm.reset();
    forgetStripeKeys();
  });
  const config = parseConfig({ STRIPE_SECRET_KEY_PARAMETER: '/portal/stripe-secret-key', STRIPE_WEBHOOK_SECRET_PARAMETER: '/portal/stripe-webhook-secret' });

  it('reads each SecureString once per container, decrypted', async () => {
    ssm.on(GetParameterCommand, { Name: '/portal/stripe-secret-key' }).resolves({ Parameter: { Value: 'sk_live_from_ssm' } });
    ssm.on(GetParameterCommand, { Name: '/portal/stripe-webhook-secret' }).resolves({ Parameter: { Value: 'whsec_from_ssm' } });
    const keys = await Promise.all([stripeSecretKey(config), stripeSecretKey(config), stripeWebhookSecret(config)]);
    expect(keys).toEqual(['sk_live_from_ssm', 'sk_live_from_ssm', 'whsec_from_ssm']);
    expect(await stripeSecretKey(config)).toBe('sk_live_from_ssm');
    const calls = ssm.commandCalls(GetParameterCommand).map((call) => call.args[0].input);
    expect(calls).toEqual([
      { Name: '/portal/stripe-secret-key', WithDecryption: true },
      { Name: '/portal/stripe-webhook-secret', WithDecryption: true },
    ]);
  });

  it('prefers a key in the environment and reads nothing', async () => {
    const local = parseConfig({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_SECRET_KEY_PARAMETER: '/portal/stripe-secret-key' });
    expect(await stripeSecretKey(local)).toBe('sk_test_local');
    expect(await stripeWebhookSecret(parseConfig({}))).toBeUndefined();
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(0);
  });

  it('keeps neither a failure nor a missing parameter: the next request reads again', async () => {
    ssm.on(GetParameterCommand).rejectsOnce(new Error('ThrottlingException')).resolves({ Parameter: { Value: 'sk_live_later' } });
    await expect(stripeSecretKey(config)).rejects.toThrow('ThrottlingException');
    expect(await stripeSecretKey(config)).toBe('sk_live_later');

    ssm.reset();
    forgetStripeKeys();
    ssm.on(GetParameterCommand).rejects(Object.assign(new Error('not found'), { name: 'ParameterNotFound' }));
    expect(await stripeSecretKey(config)).toBeUndefined();
    expect(await stripeSecretKey(config)).toBeUndefined();
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(2);
  });

  it('chooses the provider: Stripe with a key, the local checkout only outside production', async () => {
    const db = createDb(parseConfig({}));
    expect((await findPaymentProvider({ db, config: parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }) }))?.name).toBe('stripe');
    expect((await findPaymentProvider({ db, config: parseConfig({}) }))?.name).toBe('local');
    expect(await findPaymentProvider({ db, config: parseConfig({ APP_ENV: 'production', APP_URL: 'https://portal.example.com' }) })).toBeUndefined();
    ssm.on(GetParameterCommand).rejects(Object.assign(new Error('not found'), { name: 'ParameterNotFound' }));
    expect(await findPaymentProvider({ db, config })).toBeUndefined();
  });
});
