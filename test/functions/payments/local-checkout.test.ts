import { beforeAll, describe, expect, it } from 'vitest';
import { getDeps } from '#functions/deps.js';
import { handler as getAgentPayment } from '#functions/payments/get-agent-payment.js';
import { handler as getLocalCheckout } from '#functions/payments/get-local-checkout.js';
import { handler as postClientCheckout } from '#functions/payments/post-client-checkout.js';
import { handler as postLocalCheckout } from '#functions/payments/post-local-checkout.js';
import { paymentMessages } from '#shared/payments.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { checkoutToken, messagesTo, readBooking, readPayments, reportedBooking, requestPayment } from './support.js';

let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
  agent = await makeUser();
});

/** A booking with a requested payment and the client's local checkout token. */
async function clientCheckout() {
  const booking = await reportedBooking(admin.token, agent.user);
  const download = await requestPayment(admin.token, booking);
  const started = await call(postClientCheckout, `POST /api/client-checkout/${download}`, { headers: sameSite });
  return { booking, download, local: checkoutToken(started.json.checkout_url) };
}

const open = (token: string, handler = getLocalCheckout) => call(handler, `GET /api/local-checkout/${token}`);
const pay = (token: string, handler = postLocalCheckout) => call(handler, `POST /api/local-checkout/${token}`, { headers: sameSite });
const receipts = async (to: string) => (await messagesTo(to)).filter((message) => message.subject.startsWith('Receipt'));
const notFound = { status: 404, json: { error: paymentMessages.checkoutNotFound } };

describe('/api/local-checkout/{id}', () => {
  it('answers the same redirect to a second post, and pays once', async () => {
    const { booking, local } = await clientCheckout();
    const first = await pay(local);
    expect(first.status).toBe(200);
    const paidAt = (await readBooking(booking.id))!.paid_at;
    const second = await pay(local);
    expect(second).toMatchObject({ status: 200, json: first.json });
    expect((await readBooking(booking.id))!.paid_at).toBe(paidAt);
    expect(await receipts(booking.client_email)).toHaveLength(1);
    expect((await open(local)).json.status).toBe('paid');
  });

  it('pays once when posted twice at the same time', async () => {
    const { booking, local } = await clientCheckout();
    const answers = await Promise.all([pay(local), pay(local)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.json).toEqual(answers[1]!.json);
    expect(await receipts(booking.client_email)).toHaveLength(1);
    expect((await readPayments(booking.id)).map((payment) => payment.status)).toEqual(['paid']);
  });

  it('does not pay again a report the other payer has paid', async () => {
    const { booking, local } = await clientCheckout();
    const agentCheckout = checkoutToken((await call(getAgentPayment, `GET /api/agent-payment/${booking.id}`, { token: agent.token })).headers.location!);
    expect((await pay(local)).status).toBe(200);

    expect((await open(agentCheckout)).json.status).toBe('paid');
    expect(await pay(agentCheckout)).toMatchObject({ status: 409, json: { error: paymentMessages.alreadyPaid } });
    expect((await readBooking(booking.id))!.paid_by).toBe('client');
    const statuses = Object.fromEntries((await readPayments(booking.id)).map((payment) => [payment.payer, payment.status]));
    expect(statuses).toEqual({ client: 'paid', agent: 'open' });
    expect(await receipts(booking.agent_email)).toHaveLength(0);
  });

  it('answers 404 for unknown and expired checkouts', async () => {
    expect(await open('not-a-real-token')).toMatchObject(notFound);
    expect(await pay('not-a-real-token')).toMatchObject(notFound);
    const { booking, local } = await clientCheckout();
    const later = { ...getDeps(), now: () => new Date(Date.now() + 31 * 60_000) };
    expect(await open(local, getLocalCheckout.withDeps(later))).toMatchObject(notFound);
    expect(await pay(local, postLocalCheckout.withDeps(later))).toMatchObject(notFound);
    expect((await readBooking(booking.id))!.paid_at).toBeUndefined();
  });

  it('does not exist when Stripe is configured or in production', async () => {
    const { booking, local } = await clientCheckout();
    const { config } = getDeps();
    for (const changed of [{ STRIPE_SECRET_KEY: 'sk_test_123' }, { STRIPE_SECRET_KEY_PARAMETER: '/inspection-portal/stripe-secret-key' }, { APP_ENV: 'production' as const }]) {
      const deps = { ...getDeps(), config: { ...config, ...changed } };
      expect(await open(local, getLocalCheckout.withDeps(deps))).toMatchObject(notFound);
      expect(await pay(local, postLocalCheckout.withDeps(deps))).toMatchObject(notFound);
    }
    expect((await readBooking(booking.id))!.paid_at).toBeUndefined();
    expect((await open(local)).json.status).toBe('open');
  });
});
