import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getDownload } from '#functions/payments/get-download.js';
import { handler as sendPaymentRequest } from '#functions/payments/post-admin-send-payment-request.js';
import { paymentMessages } from '#shared/payments.js';
import { sameSite } from '#test/support/accounts.js';
import { call, lastMessageTo, linkToken, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeSignedBooking, setBookingFields } from '#test/support/reports.js';
import { readBooking, reportedBooking, requestPayment } from './support.js';

let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
  agent = await makeUser();
});

const send = (token: string, bookingId: string) => call(sendPaymentRequest, `POST /api/admin/send-payment-request/${bookingId}`, { token, headers: sameSite });

describe('POST /api/admin/send-payment-request/{id}', () => {
  it('is for admins only, and needs a published report on a standing booking', async () => {
    const booking = await reportedBooking(admin.token, agent.user);
    expect((await send(agent.token, booking.id)).status).toBe(403);
    expect((await call(sendPaymentRequest, `POST /api/admin/send-payment-request/${booking.id}`, { headers: sameSite })).status).toBe(401);
    expect((await send(admin.token, 'no-such-booking')).status).toBe(404);

    const unreported = await makeSignedBooking(agent.user);
    const noReport = await send(admin.token, unreported.id);
    expect(noReport.status).toBe(409);
    expect(noReport.json).toEqual({ error: paymentMessages.noReport });

    const cancelled = await reportedBooking(admin.token, agent.user);
    await setBookingFields(cancelled.id, { cancelled_at: new Date().toISOString() });
    const refused = await send(admin.token, cancelled.id);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ error: paymentMessages.cancelled });
    expect((await readBooking(cancelled.id))!.pay_request_at).toBeUndefined();
    // Nothing was sent for the refused requests.
    await expect(lastMessageTo(unreported.client_email)).rejects.toThrow();
    await expect(lastMessageTo(booking.client_email)).rejects.toThrow();
  });

  it('sends the client a working /download/ link by email and SMS, and answers the updated row', async () => {
    const booking = await reportedBooking(admin.token, agent.user);
    const answer = await send(admin.token, booking.id);
    expect(answer.status).toBe(200);
    expect(answer.json.inspection).toMatchObject({ id: booking.id, pay_request_at: expect.any(String), progress: { reportUploaded: true, paymentRequested: true, paymentReceived: false } });
    expect(JSON.stringify(answer.json)).not.toContain('download_token_hash');

    const email = await lastMessageTo(booking.client_email);
    expect(email.subject).toContain(booking.address1);
    expect(email.text).toContain('$375.00');
    expect(email.text).toContain(booking.address1);
    expect(email.text).toContain('http://localhost:3000/download/');
    const token = linkToken(email.text, '/download/');
    const sms = await lastMessageTo(booking.client_phone);
    expect(linkToken(sms.text, '/download/')).toBe(token);
    expect(sms.text).toContain('$375.00');
    expect(sms.text).toContain('Reply STOP to opt out');

    const page = await call(getDownload, `GET /api/download/${token}`);
    expect(page.status).toBe(200);
    expect(page.json.property_address).toContain(booking.address1);
  });

  it('issues a new link on each request: the newest works, older ones answer 404; the first request time stays', async () => {
    const booking = await reportedBooking(admin.token, agent.user);
    const first = await requestPayment(admin.token, booking);
    const requestedAt = (await readBooking(booking.id))!.pay_request_at;
    const second = await requestPayment(admin.token, booking);
    expect(second).not.toBe(first);

    const old = await call(getDownload, `GET /api/download/${first}`);
    expect(old.status).toBe(404);
    expect(old.json).toEqual({ error: paymentMessages.reportNotFound });
    expect((await call(getDownload, `GET /api/download/${second}`)).status).toBe(200);
    expect((await readBooking(booking.id))!.pay_request_at).toBe(requestedAt);
  });

  it('says no payment is due when the price is 0 or the report is paid', async () => {
    const free = await reportedBooking(admin.token, agent.user, { total_price: 0 });
    await requestPayment(admin.token, free);
    expect((await lastMessageTo(free.client_email)).text).toContain('No payment is due.');
    expect((await lastMessageTo(free.client_phone)).text).toContain('no payment due');

    const paid = await reportedBooking(admin.token, agent.user);
    await setBookingFields(paid.id, { paid_at: new Date().toISOString(), paid_by: 'agent' });
    await requestPayment(admin.token, paid);
    const email = await lastMessageTo(paid.client_email);
    expect(email.text).toContain('No payment is due.');
    expect(email.text).not.toContain('$375.00');
  });
});
