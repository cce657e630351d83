import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarDayKey } from '#functions/data/keys.js';
import { createSession } from '#functions/data/auth-sessions.js';
import { getDeps } from '#functions/deps.js';
import { handler as cancel } from '#functions/inspections/post-inspections-cancel.js';
import { handler as assign } from '#functions/inspections/post-admin-inspections.js';
import { sameSite } from '#test/support/accounts.js';
import { call, lastMessageTo, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeBooking } from '#test/support/bookings.js';

beforeAll(provisionTestTable);

const DATE = '2031-03-10'; // Monday; America/Chicago is on CDT (UTC-5) then
const clock = (iso: string) => cancel.withDeps({ ...getDeps(), now: () => new Date(iso) });
/** A session valid at the fixed clock's time (a real-time one would have expired by 2031). */
const sessionAt = async (userId: string, iso: string) => (await createSession(getDeps().db, userId, new Date(iso))).token;

describe('POST /api/inspections/{id}/cancel', () => {
  it('lets the own agent cancel until 48 hours before the window starts, and frees the day', async () => {
    const alex = await makeUser();
    const other = await makeUser();
    const admin = await makeUser({ is_admin: true });
    const booking = await makeBooking(alex.user, { preferred_dates: [DATE, '2031-03-11', '2031-03-12'] });
    expect((await call(assign, 'POST /api/admin/inspections', { token: admin.token, headers: sameSite, body: { booking_id: booking.id, selected_date: DATE, inspection_time: '9AM-2PM' } })).status).toBe(200);
    const path = `POST /api/inspections/${booking.id}/cancel`;

    expect((await call(cancel, path, { token: other.token, headers: sameSite })).status).toBe(404);
    expect((await call(cancel, path, { token: admin.token, headers: sameSite })).status).toBe(404);
    // 9 AM CDT on the 10th is 14:00Z; 48 hours before is 2031-03-08T14:00Z.
    const token = await sessionAt(alex.user.id, '2031-03-07T00:00:00Z');
    const late = await call(clock('2031-03-08T14:00:01Z'), path, { token, headers: sameSite });
    expect(late.status).toBe(409);
    expect(late.json.error).toMatch(/48 hours/);

    const ok = await call(clock('2031-03-08T14:00:00Z'), path, { token, headers: sameSite });
    expect(ok.status).toBe(200);
    expect(ok.json.inspection).toMatchObject({ can_cancel: false, cancelled_at: '2031-03-08T14:00:00.000Z' });
    const { db } = getDeps();
    const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: calendarDayKey(DATE), ConsistentRead: true }));
    expect(Item?.assigned_count).toBe(0);
    expect((await lastMessageTo(booking.client_email)).subject).toMatch(/cancelled/i);
    expect((await lastMessageTo(admin.user.email)).subject).toMatch(/Cancelled/);

    const twice = await call(clock('2031-03-08T14:00:00Z'), path, { token, headers: sameSite });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe('This inspection is already cancelled.');
  });

  it('cancels a booking without a final date', async () => {
    const alex = await makeUser();
    const booking = await makeBooking(alex.user);
    expect((await call(cancel, `POST /api/inspections/${booking.id}/cancel`, { token: alex.token, headers: sameSite })).status).toBe(200);
  });
});
