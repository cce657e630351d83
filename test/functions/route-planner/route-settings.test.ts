import { beforeAll, describe, expect, it } from 'vitest';
import { handler as datesHandler } from '#functions/route-planner/get-route-planner-available-dates.js';
import { handler as putHandler } from '#functions/route-planner/put-admin-settings-route-planner.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { freshDay, importDay, optimize } from './support.js';

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
});

const put = (token: string, body: unknown) => call(putHandler, 'PUT /api/admin/settings/route-planner', { body, token, headers: sameSite });
const office = { latitude: 29.7604, longitude: -95.3698, label: 'Office, 901 Bagby St' };

describe('PUT /api/admin/settings/route-planner', () => {
  it('changes the travel model the planner drives by, and offers the starting address', async () => {
    const day = freshDay();
    await importDay(admin, day, [{ hours: '9AM-5PM' }, { hours: '9AM-5PM' }]);
    const before = (await optimize(admin, { date: day.date, dedupe_agents: false })).plan!;

    const saved = await put(admin, { values: { detour_factor: 1.3, speed_mph: 50, start_point: office }, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.json.route_planner).toEqual({ detour_factor: 1.3, speed_mph: 50, start_point: office, version: 1 });
    const after = (await optimize(admin, { date: day.date, dedupe_agents: false })).plan!;
    expect(after.summary.total_travel_minutes).toBeCloseTo(before.summary.total_travel_minutes / 2, 0);
    expect(after.summary.total_distance).toBe(before.summary.total_distance);
    expect((await call(datesHandler, 'GET /api/route-planner/available-dates', { token: admin })).json.start_point).toEqual(office);

    // Another admin's save in between: the stale version is refused.
    expect((await put(admin, { values: { detour_factor: 1.3, speed_mph: 25, start_point: null }, version: 0 })).status).toBe(409);
    expect((await put(admin, { values: { detour_factor: 1.3, speed_mph: 25, start_point: null }, version: 1 })).status).toBe(200);
  });

  it('refuses values outside their bounds and a starting point outside Texas', async () => {
    for (const values of [
      { detour_factor: 0.5, speed_mph: 25, start_point: null },
      { detour_factor: 1.3, speed_mph: 0, start_point: null },
      { detour_factor: 1.3, speed_mph: 25, start_point: { latitude: 51.5, longitude: -0.1 } },
      { detour_factor: '1.3', speed_mph: 25, start_point: null },
    ]) {
      expect((await put(admin, { values, version: 0 })).status).toBe(400);
    }
  });

  it('is for admins only', async () => {
    const body = { values: { detour_factor: 1.3, speed_mph: 25, start_point: null }, version: 0 };
    expect((await put((await makeUser()).token, body)).status).toBe(403);
    expect((await put('', body)).status).toBe(401);
  });
});
