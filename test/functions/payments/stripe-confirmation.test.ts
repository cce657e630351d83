import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as getAgentPayment } from '#functions/payments/get-agent-payment.js';
import { handler as postClientCheckout } from '#functions/payments/post-client-checkout.js';
import { sameSite } from '#test/support/accounts.js';
import { call } from '#test/support/api.js';
import { deliver, readPayEvent, sessionEvent, sign, startStripeWorld, stripeDeps } from './stripe-events.js';
import { messagesTo, readBooking, readPayments, reportedBooking, requestPayment } from './support.js';

// data-model C9 through Stripe's webhook: each event counts once, each report is paid once.

let { admin, agent, fake, hook } = {} as Awaited<ReturnType<typeof startStripeWorld>>;
beforeAll(async () => ({ admin, agent, fake, hook } = await startStripeWorld()));
afterAll(() => fake.close());

async function stripeBooking() {
  const booking = await reportedBooking(admin.token, agent.user);
  const token = await requestPayment(admin.token, booking);
  return { booking, token };
}

/** The session id of a payer's checkout just started through the fake Stripe. */
async function sessionOf(bookingId: string, payer: 'agent' | 'client') {
  const payment = (await readPayments(bookingId)).find((item) => item.payer === payer);
  return { id: payment!.provider_ref, booking_id: bookingId, payer };
}

async function clientSession(token: string, bookingId: string) {
  expect((await call(postClientCheckout.withDeps(stripeDeps(fake)), `POST /api/client-checkout/${token}`, { headers: sameSite })).status).toBe(200);
  return sessionOf(bookingId, 'client');
}

const receiptsTo = async (to: string) => (await messagesTo(to)).filter((message) => message.subject.startsWith('Receipt'));
const adminMail = async (subject: string, about: string) =>
  (await messagesTo(admin.user.email)).filter((message) => message.subject.startsWith(subject) && message.subject.includes(about));

describe('Stripe confirmation (C9)', () => {
  it('counts an event delivered twice, one after the other, once', async () => {
    const { booking, token } = await stripeBooking();
    const { payload, header } = sign(sessionEvent('checkout.session.completed', await clientSession(token, booking.id)));
    expect((await deliver(hook, payload, header)).status).toBe(200);
    const paidAt = (await readBooking(booking.id))!.paid_at;
    expect((await deliver(hook, payload, header)).status).toBe(200);
    expect((await readBooking(booking.id))!.paid_at).toBe(paidAt);
    expect(await receiptsTo(booking.client_email)).toHaveLength(1);
    expect(await adminMail('Payment received', booking.address1)).toHaveLength(1);
  });

  it('counts an event delivered twice at the same time once', async () => {
    const { booking, token } = await stripeBooking();
    const { payload, header } = sign(sessionEvent('checkout.session.completed', await clientSession(token, booking.id)));
    const answers = await Promise.all([deliver(hook, payload, header), deliver(hook, payload, header)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await readPayments(booking.id)).map((payment) => payment.status)).toEqual(['paid']);
    expect(await receiptsTo(booking.client_email)).toHaveLength(1);
    expect(await adminMail('Refund needed', booking.address1)).toHaveLength(0);
  });

  it('marks a second paid session a duplicate and asks the admins to refund it', async () => {
    const { booking, token } = await stripeBooking();
    const client = await clientSession(token, booking.id);
    const started = await call(getAgentPayment.withDeps(stripeDeps(fake)), `GET /api/agent-payment/${booking.id}`, { token: agent.token });
    expect(started.headers.location).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const agentSession = await sessionOf(booking.id, 'agent');
    expect(agentSession.id).not.toBe(client.id);

    const first = sign(sessionEvent('checkout.session.completed', client));
    expect((await deliver(hook, first.payload, first.header)).status).toBe(200);
    const second = sessionEvent('checkout.session.completed', agentSession);
    const signed = sign(second);
    expect((await deliver(hook, signed.payload, signed.header)).status).toBe(200);

    expect((await readBooking(booking.id))!.paid_by).toBe('client');
    const statuses = Object.fromEntries((await readPayments(booking.id)).map((payment) => [payment.payer, payment.status]));
    expect(statuses).toEqual({ client: 'paid', agent: 'duplicate' });
    expect((await readPayEvent(second.id))!.outcome).toBe('duplicate');
    const refund = await adminMail('Refund needed', booking.address1);
    expect(refund).toHaveLength(1);
    expect(refund[0]!.text).toContain(agentSession.id);
    expect(refund[0]!.text).toContain('$375.00');
    expect(await receiptsTo(booking.agent_email)).toHaveLength(0);
  });

  it('does not call a second event of the paying session a duplicate', async () => {
    const { booking, token } = await stripeBooking();
    const session = await clientSession(token, booking.id);
    const completed = sign(sessionEvent('checkout.session.completed', session));
    expect((await deliver(hook, completed.payload, completed.header)).status).toBe(200);
    const again = sessionEvent('checkout.session.async_payment_succeeded', session);
    const signed = sign(again);
    expect((await deliver(hook, signed.payload, signed.header)).status).toBe(200);
    expect((await readPayments(booking.id)).map((payment) => payment.status)).toEqual(['paid']);
    expect((await readPayEvent(again.id))!.outcome).toBe('repeat');
    expect(await adminMail('Refund needed', booking.address1)).toHaveLength(0);
    expect(await receiptsTo(booking.client_email)).toHaveLength(1);
  });

  it('waits for async_payment_succeeded when the session completes unpaid', async () => {
    const { booking, token } = await stripeBooking();
    const session = await clientSession(token, booking.id);
    const pending = sign(sessionEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' }));
    expect((await deliver(hook, pending.payload, pending.header)).status).toBe(200);
    expect((await readBooking(booking.id))!.paid_at).toBeUndefined();
    const succeeded = sign(sessionEvent('checkout.session.async_payment_succeeded', session));
    expect((await deliver(hook, succeeded.payload, succeeded.header)).status).toBe(200);
    expect((await readBooking(booking.id))!.paid_at).toEqual(expect.any(String));
  });

  it('does not pay on an amount, currency or session we do not know, and tells the admins', async () => {
    const { booking, token } = await stripeBooking();
    const session = await clientSession(token, booking.id);
    const cases = [
      sessionEvent('checkout.session.completed', { ...session, amount_total: 100 }),
      sessionEvent('checkout.session.completed', { ...session, currency: 'eur' }),
      sessionEvent('checkout.session.completed', { ...session, id: 'cs_test_unknown' }),
      sessionEvent('checkout.session.completed', { ...session, booking_id: 'no-such-booking' }),
    ];
    for (const event of cases) {
      const { payload, header } = sign(event);
      expect((await deliver(hook, payload, header)).status).toBe(200);
      expect((await readPayEvent(event.id))!.outcome).toBe('mismatch');
    }
    expect((await readBooking(booking.id))!.paid_at).toBeUndefined();
    expect((await readPayments(booking.id)).map((payment) => payment.status)).toEqual(['open']);
    expect(await receiptsTo(booking.client_email)).toHaveLength(0);
    const checks = (await messagesTo(admin.user.email)).filter((message) => message.subject === 'Payment needs checking');
    expect(checks.map((message) => message.text).join('\n')).toContain('amount 100 cents instead of 37500');
    expect(checks.length).toBeGreaterThanOrEqual(4);
  });
});
