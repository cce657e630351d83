import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getSign } from '#functions/contracts/get-sign.js';
import { calendarDayKey } from '#functions/data/keys.js';
import { getDeps } from '#functions/deps.js';
import { handler as assign } from '#functions/inspections/post-admin-inspections.js';
import { handler as resend } from '#functions/inspections/post-admin-inspections-resend-contract.js';
import { sameSite } from '#test/support/accounts.js';
import { call, lastMessageTo, linkToken, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeBooking, preferredDates } from '#test/support/bookings.js';

let admin: { token: string };
beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
});

const post = (token: string, body: unknown) => call(assign, 'POST /api/admin/inspections', { token, body, headers: sameSite });

async function dayOf(date: string) {
  const { db } = getDeps();
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: calendarDayKey(date), ConsistentRead: true }));
  return { count: Number(Item?.assigned_count ?? 0), ids: Item?.booking_ids ? [...(Item.booking_ids as Set<string>)] : [] };
}

describe('POST /api/admin/inspections', () => {
  it('assigns a preferred date, counts it, and sends the client the /sign link and the agent the date', async () => {
    const alex = await makeUser();
    const dates = preferredDates(20);
    const booking = await makeBooking(alex.user, { preferred_dates: dates });

    expect((await post(alex.token, { booking_id: booking.id, selected_date: dates[0], inspection_time: '9AM-2PM' })).status).toBe(403);
    const wrong = await post(admin.token, { booking_id: booking.id, selected_date: '2030-01-01', inspection_time: '9AM-2PM' });
    expect(wrong.status).toBe(400);
    const badWindow = await post(admin.token, { booking_id: booking.id, selected_date: dates[0], inspection_time: '6AM-11AM' });
    expect(badWindow.status).toBe(400);
    expect((await post(admin.token, { booking_id: 'nope', selected_date: dates[0], inspection_time: '9AM-2PM' })).status).toBe(404);

    const ok = await post(admin.token, { booking_id: booking.id, selected_date: dates[0], inspection_time: '9AM-2PM' });
    expect(ok.status).toBe(200);
    expect(ok.json.inspection).toMatchObject({ inspection_date: dates[0], inspection_time: '9AM-2PM', progress: { finalDateAssigned: true, contractSent: true } });
    expect(await dayOf(dates[0]!)).toEqual({ count: 1, ids: [booking.id] });

    const clientEmail = await lastMessageTo(booking.client_email);
    expect(clientEmail.text).toContain('9AM-2PM');
    const token = linkToken(clientEmail.text, '/sign/');
    expect(linkToken((await lastMessageTo(booking.client_phone)).text, '/sign/')).toBe(token);
    expect((await lastMessageTo(booking.agent_email)).text).toContain('9AM-2PM');
    expect((await lastMessageTo(booking.agent_phone)).text).toContain('9AM-2PM');
    expect((await call(getSign, `GET /api/sign/${token}`)).status).toBe(200);

    // Same date: only the window changes, the day is not counted twice.
    const window = await post(admin.token, { booking_id: booking.id, selected_date: dates[0], inspection_time: '12PM-5PM' });
    expect(window.status).toBe(200);
    expect(await dayOf(dates[0]!)).toEqual({ count: 1, ids: [booking.id] });

    // Moving: the old day gives its slot back.
    const moved = await post(admin.token, { booking_id: booking.id, selected_date: dates[1], inspection_time: '12PM-5PM' });
    expect(moved.status).toBe(200);
    expect(await dayOf(dates[0]!)).toEqual({ count: 0, ids: [] });
    expect(await dayOf(dates[1]!)).toEqual({ count: 1, ids: [booking.id] });
  });

  it('answers 409 once the day reaches capacity', async () => {
    const alex = await makeUser();
    const dates = preferredDates(30);
    const bookings = await Promise.all([0, 1, 2].map(() => makeBooking(alex.user, { preferred_dates: dates })));
    for (const booking of bookings.slice(0, 2)) {
      expect((await post(admin.token, { booking_id: booking.id, selected_date: dates[2], inspection_time: '7AM-12PM' })).status).toBe(200);
    }
    const full = await post(admin.token, { booking_id: bookings[2]!.id, selected_date: dates[2], inspection_time: '7AM-12PM' });
    expect(full.status).toBe(409);
    expect(full.json.error).toBe('That day is full or blocked. Choose another of the preferred dates.');
    expect((await dayOf(dates[2]!)).count).toBe(2);
  });
});

describe('POST /api/admin/inspections/{id}/resend-contract', () => {
  it('sends a new link; only the latest works', async () => {
    const alex = await makeUser();
    const dates = preferredDates(40);
    const booking = await makeBooking(alex.user, { preferred_dates: dates });
    const path = `POST /api/admin/inspections/${booking.id}/resend-contract`;
    expect((await call(resend, path, { token: admin.token, headers: sameSite })).status).toBe(409); // nothing sent yet
    await post(admin.token, { booking_id: booking.id, selected_date: dates[0], inspection_time: '9AM-2PM' });
    const first = linkToken((await lastMessageTo(booking.client_email)).text, '/sign/');

    expect((await call(resend, path, { token: alex.token, headers: sameSite })).status).toBe(403);
    const again = await call(resend, path, { token: admin.token, headers: sameSite });
    expect(again.status).toBe(200);
    const second = linkToken((await lastMessageTo(booking.client_email)).text, '/sign/');
    expect(second).not.toBe(first);
    expect((await call(getSign, `GET /api/sign/${first}`)).status).toBe(404);
    expect((await call(getSign, `GET /api/sign/${second}`)).status).toBe(200);
  });
});
