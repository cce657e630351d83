import { expect } from 'vitest';
import { handler as assign } from '#functions/inspections/post-admin-inspections.js';
import { sameSite } from '#test/support/accounts.js';
import { call, lastMessageTo, linkToken, makeUser } from '#test/support/api.js';
import { makeBooking, preferredDates } from '#test/support/bookings.js';

/**
 * A booking with an assigned date, and the /sign token its client received. Each call
 * takes a later day (capacity is 2 a day): `daysAhead` is where this file starts.
 */
export function contractSender(adminToken: () => string, daysAhead: number) {
  return async function sentContract() {
    const agent = await makeUser();
    const dates = preferredDates((daysAhead += 3));
    const booking = await makeBooking(agent.user, { preferred_dates: dates });
    const body = { booking_id: booking.id, selected_date: dates[0], inspection_time: '9AM-2PM' };
    expect((await call(assign, 'POST /api/admin/inspections', { token: adminToken(), headers: sameSite, body })).status).toBe(200);
    return { agent, booking, token: linkToken((await lastMessageTo(booking.client_email)).text, '/sign/') };
  };
}
