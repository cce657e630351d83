import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as webhook } from '#functions/payments/post-payments-stripe-webhook.js';
import { handler as postClientCheckout } from '#functions/payments/post-client-checkout.js';
import { sameSite } from '#test/support/accounts.js';
import { call, lastMessageTo } from '#test/support/api.js';
import { deliver, readPayEvent, sessionEvent, sign, startStripeWorld, stripeDeps } from './stripe-events.js';
import { messagesTo, readBooking, readPayments, reportedBooking, requestPayment } from './support.js';

let { admin, agent, fake, hook } = {} as Awaited<ReturnType<typeof startStripeWorld>>;
beforeAll(async () => ({ admin, agent, fake, hook } = await startStripeWorld()));
afterAll(() => fake.close());

/** A booking whose client started a Stripe checkout: the session as we recorded it. */
async function stripeCheckout() {
  const booking = await reportedBooking(admin.token, agent.user);
  const token = await requestPayment(admin.token, booking);
  const started = await call(postClientCheckout.withDeps(stripeDeps(fake)), `POST /api/client-checkout/${token}`, { headers: sameSite });
  expect(started.json.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  const [payment] = await readPayments(booking.id);
  return { booking, token, session: { id: payment!.provider_ref, booking_id: booking.id } };
}

/** Nothing of the event was kept: not paid, no event, no receipt. */
async function expectNothingWritten(bookingId: string, clientEmail: string, eventId: string) {
  expect((await readBooking(bookingId))!.paid_at).toBeUndefined();
  expect((await readPayments(bookingId)).map((payment) => payment.status)).toEqual(['open']);
  expect(await readPayEvent(eventId)).toBeUndefined();
  expect((await messagesTo(clientEmail)).filter((message) => message.subject.startsWith('Receipt'))).toHaveLength(0);
}

describe('POST /api/payments/stripe-webhook', () => {
  it('pays the report on a signed checkout.session.completed', async () => {
    const { booking, session } = await stripeCheckout();
    const event = sessionEvent('checkout.session.completed', session);
    const { payload, header } = sign(event);
    const answer = await deliver(hook, payload, header);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ received: true });

    expect(await readBooking(booking.id)).toMatchObject({ paid_at: expect.any(String), paid_by: 'client' });
    expect((await readBooking(booking.id))!.open_checkout_client).toBeUndefined();
    expect(await readPayments(booking.id)).toMatchObject([{ provider: 'stripe', provider_ref: session.id, status: 'paid', amount_cents: 37_500, currency: 'usd' }]);
    const stored = (await readPayEvent(event.id))!;
    expect(stored).toMatchObject({ outcome: 'paid', type: 'checkout.session.completed', booking_id: booking.id, provider_ref: session.id });
    expect(stored.expires_at * 1000 - Date.now()).toBeGreaterThan(89 * 86_400_000);
    const receipt = await lastMessageTo(booking.client_email);
    expect(receipt.subject).toMatch(/^Receipt/);
    expect(receipt.text).toContain(`Payment reference: pi_test_${session.id.slice(-8)}`);
  });

  it('verifies the bytes as received, also when API Gateway base64-encodes them', async () => {
    const { booking, session } = await stripeCheckout();
    const { payload, header } = sign(sessionEvent('checkout.session.completed', session));
    expect((await deliver(hook, payload, header, { binary: true })).status).toBe(200);
    expect((await readBooking(booking.id))!.paid_at).toEqual(expect.any(String));
  });

  it('refuses forged deliveries and writes nothing', async () => {
    const { booking, session } = await stripeCheckout();
    const event = sessionEvent('checkout.session.completed', session);
    const invalid = { status: 400, json: { error: 'Invalid signature' } };
    const { payload, header } = sign(event);

    const otherSecret = sign(event, { secret: 'whsec_someone_else' });
    expect(await deliver(hook, otherSecret.payload, otherSecret.header)).toMatchObject(invalid);
    const old = sign(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(await deliver(hook, old.payload, old.header)).toMatchObject(invalid);
    // Same JSON, other whitespace: the signature covers the bytes, not the meaning.
    expect(await deliver(hook, JSON.stringify(JSON.parse(payload)), header)).toMatchObject(invalid);
    const richer = { ...event, data: { object: { ...event.data.object, amount_total: 1 } } };
    expect(await deliver(hook, JSON.stringify(richer, null, 2), header)).toMatchObject(invalid);
    expect(await deliver(hook, payload, undefined)).toMatchObject(invalid);
    expect(await deliver(hook, payload, 't=1,v1=deadbeef')).toMatchObject(invalid);

    await expectNothingWritten(booking.id, booking.client_email, event.id);
  });

  it('answers 404 and does nothing without a webhook secret', async () => {
    const { booking, session } = await stripeCheckout();
    const event = sessionEvent('checkout.session.completed', session);
    const { payload, header } = sign(event);
    expect(await deliver(webhook, payload, header)).toMatchObject({ status: 404 });
    await expectNothingWritten(booking.id, booking.client_email, event.id);
  });

  it('acknowledges other events without acting on them', async () => {
    const { booking, session } = await stripeCheckout();
    const other = { ...sessionEvent('payment_intent.succeeded', session), data: { object: { id: 'pi_test_1', object: 'payment_intent', metadata: { booking_id: booking.id } } } };
    const { payload, header } = sign(other);
    expect(await deliver(hook, payload, header)).toMatchObject({ status: 200, json: { received: true } });
    await expectNothingWritten(booking.id, booking.client_email, other.id);
  });

  it("expires an unpaid session and forgets it as the payer's open checkout", async () => {
    const { booking, session } = await stripeCheckout();
    expect((await readBooking(booking.id))!.open_checkout_client).toMatchObject({ provider: 'stripe', provider_ref: session.id });
    const { payload, header } = sign(sessionEvent('checkout.session.expired', { ...session, payment_status: 'unpaid' }));
    expect((await deliver(hook, payload, header)).status).toBe(200);
    expect((await readPayments(booking.id)).map((payment) => payment.status)).toEqual(['expired']);
    const saved = (await readBooking(booking.id))!;
    expect(saved.open_checkout_client).toBeUndefined();
    expect(saved.paid_at).toBeUndefined();
  });
});
