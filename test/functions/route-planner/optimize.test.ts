import { beforeAll, describe, expect, it } from 'vitest';
import { handler as datesHandler } from '#functions/route-planner/get-route-planner-available-dates.js';
import { availableDatesReplySchema, minutesOf, routeMessages } from '#shared/route-planner.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { freshDay, importDay, optimize, putContact } from './support.js';

let admin = { id: '', token: '' };
beforeAll(async () => {
  await provisionTestTable();
  const made = await makeUser({ is_admin: true });
  admin = { id: made.user.id, token: made.token };
});

describe('POST /api/route-planner/optimize', () => {
  it('plans every house of a day inside its window, with the spec’s stop and summary fields', async () => {
    const day = freshDay();
    const mls = await importDay(admin.token, day, [{ hours: '10:00AM-12:00PM' }, { hours: '1:00PM-3:00PM' }, { hours: '11:00AM-1:00PM' }, { hours: '2:00PM-4:00PM' }]);
    const { plan } = await optimize(admin.token, { date: day.date, visit_duration_minutes: 15, start_time: '09:00', dedupe_agents: true });
    expect(plan!.route.map((stop) => stop.listing.mls).sort()).toEqual([...mls].sort());
    for (const stop of plan!.route) {
      expect(minutesOf(stop.visit_start)).toBeGreaterThanOrEqual(minutesOf(stop.window_start));
      expect(minutesOf(stop.visit_end)).toBeLessThanOrEqual(minutesOf(stop.window_end));
      expect(minutesOf(stop.visit_end) - minutesOf(stop.visit_start)).toBe(15);
      expect(minutesOf(stop.arrival_time)).toBeLessThanOrEqual(minutesOf(stop.visit_start));
      expect(stop).toMatchObject({ contacted: false, owner: expect.any(String), latitude: expect.any(Number), longitude: expect.any(Number) });
    }
    const starts = plan!.route.map((stop) => minutesOf(stop.visit_start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(plan!.route.at(-1)!.distance_to_next).toBe(0);
    expect(plan!.summary).toMatchObject({ total_stops: 4, original_count: 4, filtered_count: 4, start_time: plan!.route[0]!.visit_start, end_time: plan!.route[3]!.visit_end });
    expect(plan!.summary.total_distance).toBeGreaterThan(0);
    expect(plan!.route[0]!.travel_time_minutes).toBe(0);
  });

  it('leaves out houses without coordinates, outside Texas, closed before the start, or too short for a visit', async () => {
    const day = freshDay();
    const [kept] = await importDay(admin.token, day, [
      { hours: '10:00AM-12:00PM' },
      { hours: '10:00AM-12:00PM', lat: null, lng: null },
      { hours: '10:00AM-12:00PM', lat: 40.71, lng: -74.0 },
      { hours: '8:00AM-9:05AM' },
      { hours: '1:00PM-1:10PM' },
    ]);
    const { plan } = await optimize(admin.token, { date: day.date, visit_duration_minutes: 15, start_time: '09:00' });
    expect(plan!.route.map((stop) => stop.listing.mls)).toEqual([kept]);
    expect(plan!.summary).toMatchObject({ original_count: 5, filtered_count: 1, total_stops: 1 });
  });

  it('visits each agent once with dedupe on, and every house with it off', async () => {
    const day = freshDay();
    await importDay(admin.token, day, [
      { hours: '10:00AM-11:00AM', agentId: 'SAME' },
      { hours: '1:00PM-2:00PM', agentId: 'SAME' },
      { hours: '3:00PM-4:00PM', agentId: 'OTHER' },
    ]);
    const on = await optimize(admin.token, { date: day.date, dedupe_agents: true });
    expect(on.plan!.summary).toMatchObject({ total_stops: 2, filtered_count: 2, original_count: 3 });
    expect(new Set(on.plan!.route.map((stop) => stop.acct)).size).toBe(2);
    const off = await optimize(admin.token, { date: day.date, dedupe_agents: false });
    expect(off.plan!.summary).toMatchObject({ total_stops: 3, filtered_count: 3 });
  });

  it('answers an empty route when every listing is filtered out (the page says No route generated)', async () => {
    const day = freshDay();
    await importDay(admin.token, day, [{ hours: '8:00AM-9:00AM' }]);
    const { plan } = await optimize(admin.token, { date: day.date, start_time: '12:00' });
    expect(plan!.route).toEqual([]);
    expect(plan!.summary).toMatchObject({ total_stops: 0, original_count: 1, filtered_count: 0, total_distance: 0 });
    expect((await optimize(admin.token, { date: freshDay().date })).plan!.route).toEqual([]);
  });

  it('drives from a starting point, and marks the stops any admin logged a contact for on that date (one log, D-133)', async () => {
    const day = freshDay();
    const [first, second] = await importDay(admin.token, day, [{ hours: '9:00AM-5:00PM' }, { hours: '9:00AM-5:00PM' }]);
    await putContact(admin.id, day.date, first!);
    const other = await makeUser({ is_admin: true });
    await putContact(other.user.id, day.date, second!);
    // A contact of another date does not mark the house.
    await putContact(admin.id, '2026-01-02', first!);
    const start = { latitude: 29.95, longitude: -95.55, label: 'Office' };
    const { plan } = await optimize(admin.token, { date: day.date, start_point: start });
    expect(plan!.route[0]!.travel_time_minutes).toBeGreaterThan(10);
    expect(minutesOf(plan!.route[0]!.arrival_time)).toBeGreaterThan(minutesOf('09:00'));
    expect(plan!.summary).toMatchObject({ start_time: '09:00', start_point: start });
    const contacted = Object.fromEntries(plan!.route.map((stop) => [stop.listing.mls, stop.contacted]));
    expect(contacted).toEqual({ [first!]: true, [second!]: true });
  });

  it('refuses bad input with the spec’s messages', async () => {
    const day = freshDay().date;
    expect(await optimize(admin.token, {})).toMatchObject({ status: 400, json: { error: routeMessages.selectDate } });
    expect(await optimize(admin.token, { date: '' })).toMatchObject({ status: 400, json: { error: routeMessages.selectDate } });
    expect((await optimize(admin.token, { date: '2026-02-30' })).status).toBe(400);
    expect((await optimize(admin.token, { date: day, visit_duration_minutes: 7 })).status).toBe(400);
    expect((await optimize(admin.token, { date: day, start_time: '07:00' })).status).toBe(400);
    expect((await optimize(admin.token, { date: day, dedupe_agents: 'yes' })).status).toBe(400);
    expect(await optimize(admin.token, { date: day, start_point: { latitude: 40.7, longitude: -74 } })).toMatchObject({ status: 400, json: { error: routeMessages.startOutsideTexas } });
  });

  it('is for admins only', async () => {
    const agent = (await makeUser()).token;
    expect((await optimize(agent, { date: freshDay().date })).status).toBe(403);
    expect((await optimize('', { date: freshDay().date })).status).toBe(401);
  });
});

describe('GET /api/route-planner/available-dates', () => {
  it('lists the dates from today on with their counts, the earliest first', async () => {
    const day = freshDay();
    await importDay(admin.token, day, [{ hours: '1-3PM' }, { hours: '2-4PM' }]);
    const reply = availableDatesReplySchema.parse((await call(datesHandler, 'GET /api/route-planner/available-dates', { token: admin.token })).json);
    expect(reply.available_dates).toContainEqual({ date: day.date, listing_count: 2 });
    const dates = reply.available_dates.map((item) => item.date);
    expect(dates).toEqual([...dates].sort());
    expect(reply.start_point).toBeNull();
  });

  it('is for admins only', async () => {
    expect((await call(datesHandler, 'GET /api/route-planner/available-dates', { token: (await makeUser()).token })).status).toBe(403);
    expect((await call(datesHandler, 'GET /api/route-planner/available-dates')).status).toBe(401);
  });
});
