import { beforeAll, describe, expect, it } from 'vitest';
import { handler as postBook } from '#functions/booking/post-book.js';
import { handler as postSign } from '#functions/contracts/post-sign.js';
import { findBookingsFor } from '#functions/data/booking.js';
import { findOutboxMessages } from '#functions/data/outbox.js';
import { getDeps } from '#functions/deps.js';
import { handler as assign } from '#functions/inspections/post-admin-inspections.js';
import { handler as resend } from '#functions/inspections/post-admin-inspections-resend-contract.js';
import { handler as cancel } from '#functions/inspections/post-inspections-cancel.js';
import { downloadReportPdf } from '#functions/payments/download-pdf.js';
import { handler as sendPaymentRequest } from '#functions/payments/post-admin-send-payment-request.js';
import { payAsAgent } from '#infra/cli/seed-reports.js';
import { shortDay } from '#shared/dashboard.js';
import { instantIn } from '#shared/dates.js';
import { sameSite } from '#test/support/accounts.js';
import { call, linkToken, makeUser, provisionTestTable } from '#test/support/api.js';
import { publishReport } from '#test/support/reports.js';
import { clientInfo, fillDraft, post } from '#test/functions/booking/steps.js';
import { HOUR, dashboardOf, laterDeps, lineOf, markDone } from './support.js';

// Issue 15: one inspection carried through its life by the product's own routes; at each
// step the admins' lines and the agent's queue show exactly what waits, and nobody else's.

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let admin: Awaited<ReturnType<typeof makeUser>>;
let alex: Awaited<ReturnType<typeof makeUser>>;
let blake: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  [admin, alex, blake] = await Promise.all([makeUser({ is_admin: true }), makeUser(), makeUser()]);
});

async function placeOrder(token: string, agentId: string) {
  const dates = await fillDraft(token);
  expect((await post(postBook, '/api/book', token, { confirm: true })).status).toBe(200);
  const [booking] = await findBookingsFor(getDeps().db, { id: agentId, is_admin: false });
  return { booking: booking!, dates };
}

/** Neither another agent nor the booking's own agent sees an admin line or someone else's item. */
async function expectOnlyOwn(bookingId: string, agentKind: string | undefined) {
  const own = await dashboardOf(alex.token);
  expect(own.admin).toBeUndefined();
  expect(own.agent.filter((item) => item.id === bookingId).map((item) => item.kind)).toEqual(agentKind ? [agentKind] : []);
  const other = await dashboardOf(blake.token);
  expect(other).toEqual({ agent: [], option_deadlines: [] });
}

describe('one inspection through the queue', () => {
  it('waits for its date, its signature, its report, its payment, and is read', async () => {
    const { booking, dates } = await placeOrder(alex.token, alex.user.id);
    const id = booking.id;

    // Booked: no final date, with the preferred dates, for admins only.
    const booked = await dashboardOf(admin.token);
    expect(lineOf(booked, 'unscheduled').ids).toContain(id);
    expect(lineOf(booked, 'unscheduled').items.find((item) => item.id === id)!.detail).toContain(`Preferred ${[...dates].sort().map(shortDay).join('; ')}`);
    await expectOnlyOwn(id, undefined);

    // Scheduled for its first date: a visit when that is today or tomorrow; the agreement counts after 24 hours.
    const scheduled = await call(assign, 'POST /api/admin/inspections', { token: admin.token, headers: sameSite, body: { booking_id: id, selected_date: dates[0], inspection_time: '9AM-2PM' } });
    expect(scheduled.status).toBe(200);
    const now = await dashboardOf(admin.token);
    expect(lineOf(now, 'unscheduled').ids).not.toContain(id);
    expect(lineOf(now, 'agreements').ids).not.toContain(id);
    expect(lineOf(await dashboardOf(admin.token, 23 * HOUR), 'agreements').ids).not.toContain(id);
    expect(lineOf(await dashboardOf(admin.token, 25 * HOUR), 'agreements').ids).toContain(id);
    const dayBefore = instantIn('America/Chicago', dates[0]!, 12).getTime() - 24 * HOUR - Date.now();
    expect(lineOf(await dashboardOf(admin.token, dayBefore), 'visits').items.find((item) => item.id === id)?.detail).toMatch(/^Tomorrow, 9AM-2PM/);
    await expectOnlyOwn(id, 'sign');
    expect((await dashboardOf(alex.token)).agent[0]).toMatchObject({ kind: 'sign', client_phone: '7135550199' });

    // Resent from the queue a day later: it leaves the line for another 24 hours.
    expect((await call(resend.withDeps(laterDeps(25 * HOUR)), `POST /api/admin/inspections/${id}/resend-contract`, { token: admin.token, headers: sameSite })).status).toBe(200);
    expect(lineOf(await dashboardOf(admin.token, 26 * HOUR), 'agreements').ids).not.toContain(id);

    // Signed: nothing waits on the client any more.
    const signs = (await findOutboxMessages(getDeps().db, 1000)).filter((message) => message.to === clientInfo.client_email && message.text.includes('/sign/'));
    const signLink = linkToken(signs.sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!.text, '/sign/');
    expect((await call(postSign, `POST /api/sign/${signLink}`, { headers: sameSite, body: { full_name: 'Dana Buyer', agreed: true, signature_data: PNG } })).status).toBe(200);
    expect(lineOf(await dashboardOf(admin.token, 26 * HOUR), 'agreements').ids).not.toContain(id);
    await expectOnlyOwn(id, undefined);

    // Inspected: the report is overdue once the window's end plus the promise (24 hours) has passed.
    const windowEnd = instantIn('America/Chicago', dates[0]!, 14).getTime() - Date.now();
    expect(lineOf(await dashboardOf(admin.token, windowEnd + 23 * HOUR), 'reports').ids).not.toContain(id);
    expect(lineOf(await dashboardOf(admin.token, windowEnd + 25 * HOUR), 'reports').ids).toContain(id);

    // Published: off the admins' line; the agent must pay before reading.
    expect((await publishReport(admin.token, id)).status).toBe(200);
    expect(lineOf(await dashboardOf(admin.token, windowEnd + 25 * HOUR), 'reports').ids).not.toContain(id);
    await expectOnlyOwn(id, 'payment');

    // Payment requested: unpaid after 3 days it shows; resending the link restarts the 3 days.
    expect((await call(sendPaymentRequest, `POST /api/admin/send-payment-request/${id}`, { token: admin.token, headers: sameSite })).status).toBe(200);
    expect(lineOf(await dashboardOf(admin.token, 71 * HOUR), 'payments').ids).not.toContain(id);
    expect(lineOf(await dashboardOf(admin.token, 73 * HOUR), 'payments').ids).toContain(id);
    const resent = await call(sendPaymentRequest.withDeps(laterDeps(73 * HOUR)), `POST /api/admin/send-payment-request/${id}`, { token: admin.token, headers: sameSite });
    expect(resent.status).toBe(200);
    expect(lineOf(await dashboardOf(admin.token, 74 * HOUR), 'payments').ids).not.toContain(id);

    // Paid by the agent: off the payments line for good; the report is there to read.
    await payAsAgent(getDeps(), alex.user, id);
    expect(lineOf(await dashboardOf(admin.token, 74 * HOUR), 'payments').ids).not.toContain(id);
    await expectOnlyOwn(id, 'report');

    // The client downloads it (through the newest link): the agent sees that, and marks it done. Nobody else can.
    const sent = (await findOutboxMessages(getDeps().db, 1000)).filter((message) => message.to === clientInfo.client_email && message.text.includes('/download/'));
    const newest = sent.sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    await downloadReportPdf(getDeps(), linkToken(newest.text, '/download/'));
    await expectOnlyOwn(id, 'downloaded');
    expect((await markDone(blake.token, id)).status).toBe(404);
    expect((await markDone(admin.token, id)).status).toBe(404);
    expect((await markDone(alex.token, id)).status).toBe(200);
    await expectOnlyOwn(id, undefined);
    expect((await markDone(alex.token, id)).status).toBe(404);
  });

  it('a cancelled order waits for nobody', async () => {
    const carol = await makeUser();
    const { booking } = await placeOrder(carol.token, carol.user.id);
    expect(lineOf(await dashboardOf(admin.token), 'unscheduled').ids).toContain(booking.id);
    expect((await call(cancel, `POST /api/inspections/${booking.id}/cancel`, { token: carol.token, headers: sameSite })).status).toBe(200);
    expect(lineOf(await dashboardOf(admin.token), 'unscheduled').ids).not.toContain(booking.id);
  });

  it('an agent may not mark a payment or a signature done', async () => {
    const dana = await makeUser();
    const { booking, dates } = await placeOrder(dana.token, dana.user.id);
    await call(assign, 'POST /api/admin/inspections', { token: admin.token, headers: sameSite, body: { booking_id: booking.id, selected_date: dates[0], inspection_time: '9AM-2PM' } });
    expect((await markDone(dana.token, booking.id)).status).toBe(404);
    expect((await dashboardOf(dana.token)).agent.map((item) => item.kind)).toEqual(['sign']);
  });

  it('answers 401 to nobody signed in', async () => {
    expect((await call((await import('#functions/dashboard/get-dashboard.js')).handler, 'GET /api/dashboard')).status).toBe(401);
  });
});
