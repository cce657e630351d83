import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getInspections } from '#functions/inspections/get-inspections.js';
import { progressFlags } from '#shared/inspections.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeBooking } from '#test/support/bookings.js';

beforeAll(provisionTestTable);

describe('GET /api/inspections', () => {
  it('lists the agent its own bookings, admins all, with the spec fields and flags and no keys', async () => {
    const alex = await makeUser();
    const other = await makeUser();
    const admin = await makeUser({ is_admin: true });
    const mine = await makeBooking(alex.user);
    const theirs = await makeBooking(other.user);

    const asAlex = await call(getInspections, 'GET /api/inspections', { token: alex.token });
    expect(asAlex.status).toBe(200);
    expect(asAlex.json.inspections.map((item: { id: string }) => item.id)).toEqual([mine.id]);
    const item = asAlex.json.inspections[0];
    expect(item).toMatchObject({
      id: mine.id,
      property_image: null,
      inspection_date: null,
      property_address: `${mine.address1}, Houston, TX 77002`,
      client_full_name: `Casey ${mine.client_last_name}`,
      preferred_dates: mine.preferred_dates,
      submitted_at: mine.submitted_at,
      paid_at: null,
      agent_name: null,
      can_cancel: true,
      total_price: 375,
    });
    expect(item.progress).toMatchObject({ quoteSubmitted: true, datesSelected: true, finalDateAssigned: false, contractSent: false });
    expect(JSON.stringify(asAlex.json)).not.toMatch(/"pk"|"sk"|gsi1|token_hash|image_key/);

    const asOther = await call(getInspections, 'GET /api/inspections', { token: other.token });
    expect(asOther.json.inspections.map((row: { id: string }) => row.id)).toEqual([theirs.id]);

    const asAdmin = await call(getInspections, 'GET /api/inspections', { token: admin.token });
    const ids = asAdmin.json.inspections.map((row: { id: string }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const adminRow = asAdmin.json.inspections.find((row: { id: string }) => row.id === mine.id);
    expect(adminRow.agent_name).toBe(`${alex.user.first_name} ${alex.user.last_name}`);
    expect(adminRow.can_cancel).toBe(false); // only the booking's agent cancels
  });
});

describe('progressFlags', () => {
  it('derives each of the nine flags from its timestamp', () => {
    expect(Object.values(progressFlags({})).every((flag) => !flag)).toBe(true);
    const all = progressFlags({
      submitted_at: 'x',
      preferred_dates: ['a', 'b', 'c'],
      inspection_date: '2026-12-01',
      contract_sent_at: 'x',
      contract_signed_at: 'x',
      report_uploaded_at: 'x',
      pay_request_at: 'x',
      paid_at: 'x',
      downloaded_at: 'x',
    });
    expect(Object.values(all).every(Boolean)).toBe(true);
    expect(progressFlags({ preferred_dates: ['a', 'b'] }).datesSelected).toBe(false);
  });
});
