import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION, stripeExpiry, type CheckoutRequest } from '#functions/integrations/payments.js';
import { CHECKOUT_MINUTES, CHECKOUT_REUSE_MINUTES } from '#shared/payments.js';
import { startFakeStripe, type FakeStripe } from '#test/functions/payments/fake-stripe.js';

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
    // The version we pinned, which replies and events are shaped by.
    expect(sent!.headers['stripe-version']).toBe(STRIPE_API_VERSION);
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
