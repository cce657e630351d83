import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDeps } from '#functions/deps.js';
import type { PaymentProvider } from '#functions/integrations/payments.js';
import { handler as getAgentPayment } from '#functions/payments/get-agent-payment.js';
import { handler as getDownload } from '#functions/payments/get-download.js';
import { handler as getDownloadPdf } from '#functions/payments/get-download-pdf.js';
import { handler as getLocalCheckout } from '#functions/payments/get-local-checkout.js';
import { handler as postClientCheckout } from '#functions/payments/post-client-checkout.js';
import { handler as postLocalCheckout } from '#functions/payments/post-local-checkout.js';
import { paymentMessages } from '#shared/payments.js';
import { sameSite } from '#test/support/accounts.js';
import { call, lastMessageTo, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeSignedBooking, setBookingFields } from '#test/support/reports.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe.js';
import { checkoutToken, messagesTo, readBooking, readPayments, reportedBooking, requestPayment } from './support.js';

let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;
let stripe: FakeStripe;
beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
  agent = await makeUser();
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());

const clientCheckout = (token: string, handler = postClientCheckout) => call(handler, `POST /api/client-checkout/${token}`, { headers: sameSite });
const agentPayment = (bookingId: string, token = agent.token, handler = getAgentPayment) => call(handler, `GET /api/agent-payment/${bookingId}`, { token });
const pay = (token: string) => call(postLocalCheckout, `POST /api/local-checkout/${token}`, { headers: sameSite });

describe('POST /api/client-checkout/{token} with the local checkout', () => {
  it('pays end to end: checkout page, confirmation, receipts, and the PDF unlocked', async () => {
    const booking = await reportedBooking(admin.token, agent.user);
    const token = await requestPayment(admin.token, booking);
    const started = await clientCheckout(token);
    expect(started.status).toBe(200);
    expect(started.json).toEqual({ checkout_url: expect.stringMatching(/^http:\/\/localhost:3000\/checkout\/[A-Za-z0-9_-]+$/) });
    const local = checkoutToken(started.json.checkout_url);

    // Opening the success URL without paying unlocks nothing.
    expect((await call(getDownload, `GET /api/download/${token}?checkout=success`)).json.paid_at).toBeNull();
    expect((await call(getDownloadPdf, `GET /api/download-pdf/${token}`, { headers: { accept: 'application/json' } })).status).toBe(402);

    const page = await call(getLocalCheckout, `GET /api/local-checkout/${local}`);
    expect(page.json).toEqual({
      amount_cents: 37_500,
      currency: 'usd',
      description: expect.stringContaining(`Home inspection report `),
      property_address: `${booking.address1}, Houston, TX 77002`,
      payer: 'client',
      status: 'open',
      cancel_url: `http://localhost:3000/download/${token}`,
      return_url: `http://localhost:3000/download/${token}?checkout=success`,
    });

    const paid = await pay(local);
    expect(paid.status).toBe(200);
    expect(paid.json).toEqual({ redirect_url: `http://localhost:3000/download/${token}?checkout=success` });
    const saved = (await readBooking(booking.id))!;
    expect(saved).toMatchObject({ paid_at: expect.any(String), paid_by: 'client' });
    expect(saved.open_checkout_client).toBeUndefined();
    expect((await readPayments(booking.id)).map((payment) => payment.status)).toEqual(['paid']);

    const receipt = await lastMessageTo(booking.client_email);
    expect(receipt.subject).toMatch(/^Receipt/);
    for (const part of ['$375.00', booking.address1, 'Report number', 'Payment reference: LOCAL-', "Agent's Preferred Inspector"]) expect(receipt.text).toContain(part);
    expect((await lastMessageTo(booking.agent_email)).subject).toMatch(/Report paid/);
    expect((await lastMessageTo(booking.agent_phone)).text).toContain('Reply STOP to opt out');
    expect((await lastMessageTo(admin.user.email)).subject).toMatch(/Payment received/);

    expect((await call(getDownload, `GET /api/download/${token}`)).json.paid_at).toBe(saved.paid_at);
    expect((await call(getDownloadPdf, `GET /api/download-pdf/${token}`, { headers: { accept: 'application/json' } })).status).toBe(200);
    // Paid: no new checkout for either payer.
    expect(await clientCheckout(token)).toMatchObject({ status: 409, json: { error: paymentMessages.alreadyPaid } });
    expect((await agentPayment(booking.id)).headers.location).toBe(`/report/${booking.id}`);
  });

  it('reuses the open checkout while it has time left, then starts a new one', async () => {
    const booking = await reportedBooking(admin.token, agent.user);
    const token = await requestPayment(admin.token, booking);
    const first = (await clientCheckout(token)).json.checkout_url;
    expect((await clientCheckout(token)).json.checkout_url).toBe(first);
    expect(await readPayments(booking.id)).toHaveLength(1);

    const later = postClientCheckout.withDeps({ ...getDeps(), now: () => new Date(Date.now() + 26 * 60_000) });
    const fresh = (await clientCheckout(token, later)).json.checkout_url;
    expect(fresh).not.toBe(first);
    expect(await readPayments(booking.id)).toHaveLength(2);
    expect((await readBooking(booking.id))!.open_checkout_client!.url).toBe(fresh);
  });

  it('refuses when nothing is due, and answers 404 for a bad link', async () => {
    const free = await reportedBooking(admin.token, agent.user, { total_price: 0 });
    expect(await clientCheckout(await requestPayment(admin.token, free))).toMatchObject({ status: 409, json: { error: paymentMessages.alreadyPaid } });
    expect(await readPayments(free.id)).toHaveLength(0);
    expect(await clientCheckout('not-a-real-token')).toMatchObject({ status: 404, json: { error: paymentMessages.reportNotFound } });
  });

  it('says so when the provider fails or payments are not configured', async () => {
    const booking = await reportedBooking(admin.token, agent.user);
    const token = await requestPayment(admin.token, booking);
    const failing: PaymentProvider = { name: 'stripe', createCheckout: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    const broken = postClientCheckout.withDeps({ ...getDeps(), payments: failing });
    expect(await clientCheckout(token, broken)).toMatchObject({ status: 502, json: { error: paymentMessages.setupFailed } });
    const production = postClientCheckout.withDeps({ ...getDeps(), config: { ...getDeps().config, APP_ENV: 'production' } });
    expect(await clientCheckout(token, production)).toMatchObject({ status: 503, json: { error: paymentMessages.notConfigured } });
    expect(await readPayments(booking.id)).toHaveLength(0);
  });

  it("logs a Stripe failure with the SDK's error class", async () => {
    const booking = await reportedBooking(admin.token, agent.user);
    const token = await requestPayment(admin.token, booking);
    const log = vi.spyOn(console, 'log');
    stripe.failing = true;
    try {
      const down = postClientCheckout.withDeps({ ...getDeps(), payments: stripe.provider() });
      expect(await clientCheckout(token, down)).toMatchObject({ status: 502, json: { error: paymentMessages.setupFailed } });
      const lines = log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('checkout session failed'));
      expect(lines.map((line) => JSON.parse(line) as { error: string })).toEqual([expect.objectContaining({ booking_id: booking.id, error: 'StripeAPIError: Stripe is down' })]);
    } finally {
      stripe.failing = false;
      log.mockRestore();
    }
  });
});

describe('GET /api/agent-payment/{bookingId}', () => {
  it('redirects the agent to a checkout that pays for both; repeated clicks reuse it', async () => {
    const booking = await reportedBooking(admin.token, agent.user);
    const token = await requestPayment(admin.token, booking);
    const started = await agentPayment(booking.id);
    expect(started.status).toBe(302);
    const location = started.headers.location!;
    expect(location).toMatch(/^http:\/\/localhost:3000\/checkout\//);
    expect((await agentPayment(booking.id)).headers.location).toBe(location);
    // The client's checkout is its own session.
    expect((await clientCheckout(token)).json.checkout_url).not.toBe(location);

    const local = checkoutToken(location);
    const page = await call(getLocalCheckout, `GET /api/local-checkout/${local}`);
    expect(page.json).toMatchObject({ payer: 'agent', return_url: `http://localhost:3000/report/${booking.id}?checkout=success`, cancel_url: `http://localhost:3000/report/${booking.id}` });
    expect((await readBooking(booking.id))!.paid_at).toBeUndefined();

    expect((await pay(local)).json).toEqual({ redirect_url: `http://localhost:3000/report/${booking.id}?checkout=success` });
    const saved = (await readBooking(booking.id))!;
    expect(saved).toMatchObject({ paid_by: 'agent', paid_at: expect.any(String) });
    expect(saved.open_checkout_agent).toBeUndefined();
    expect(saved.open_checkout_client).toBeUndefined();
    expect((await lastMessageTo(booking.agent_email)).subject).toMatch(/^Receipt/);
    // The agent paid: no "the client paid" SMS.
    expect((await messagesTo(booking.agent_phone)).filter((message) => message.text.includes('paid') && message.text.includes(booking.address1))).toHaveLength(0);
    // Either payer unlocks the report for both.
    expect((await call(getDownload, `GET /api/download/${token}`)).json.paid_at).toBe(saved.paid_at);
  });

  it('sends to the report when nothing is due, and keeps other agents out', async () => {
    const free = await reportedBooking(admin.token, agent.user, { total_price: 0 });
    expect(await agentPayment(free.id)).toMatchObject({ status: 302, headers: { location: `/report/${free.id}` } });
    const unreported = await makeSignedBooking(agent.user);
    expect((await agentPayment(unreported.id)).headers.location).toBe(`/report/${unreported.id}`);
    const cancelled = await reportedBooking(admin.token, agent.user);
    await setBookingFields(cancelled.id, { cancelled_at: new Date().toISOString() });
    expect((await agentPayment(cancelled.id)).headers.location).toBe(`/report/${cancelled.id}`);

    const booking = await reportedBooking(admin.token, agent.user);
    const other = await makeUser();
    expect(await agentPayment(booking.id, other.token)).toMatchObject({ status: 404, json: { error: 'Inspection not found' } });
    expect((await call(getAgentPayment, `GET /api/agent-payment/${booking.id}`)).status).toBe(401);
    expect(await readPayments(booking.id)).toHaveLength(0);
  });

  it('returns to the report with ?payment=failed when the checkout cannot start', async () => {
    const booking = await reportedBooking(admin.token, agent.user);
    const failing: PaymentProvider = { name: 'stripe', createCheckout: () => Promise.reject(new Error('Stripe is down')) };
    const broken = getAgentPayment.withDeps({ ...getDeps(), payments: failing });
    expect(await agentPayment(booking.id, agent.token, broken)).toMatchObject({ status: 302, headers: { location: `/report/${booking.id}?payment=failed` } });
    const production = getAgentPayment.withDeps({ ...getDeps(), config: { ...getDeps().config, APP_ENV: 'production' } });
    expect((await agentPayment(booking.id, agent.token, production)).headers.location).toBe(`/report/${booking.id}?payment=failed`);
    expect(await readPayments(booking.id)).toHaveLength(0);
  });
});
