import { beforeAll, describe, expect, it } from 'vitest';
import { handler as routeHandler } from '#functions/route-planner/get-routes-id.js';
import { handler as saveHandler } from '#functions/route-planner/post-routes-save.js';
import { routeReplySchema } from '#shared/route-planner.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { freshDay, importDay, optimize } from './support.js';

// Issue 28 point 3 (D-211): the start time as product/outreach.md §9 lists it (8:00 AM to
// 12:00 PM) or as 24-hour `HH:MM`, in the body a client of §7 "Route planner" sends:
// {date, visit_duration_minutes, start_time, dedupe_agents}. Kept as `HH:MM`.

let admin = '';
let date = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
  const day = freshDay();
  date = day.date;
  await importDay(admin, day, [{ hours: '8AM-6PM' }, { hours: '8AM-6PM' }]);
});

describe('optimize with the spec’s start times', () => {
  it.each([
    ['8:00 AM', '08:00'],
    ['9:00 AM', '09:00'],
    ['10:00 AM', '10:00'],
    ['11:00 AM', '11:00'],
    ['12:00 PM', '12:00'],
    ['09:00', '09:00'],
    ['9 am', '09:00'],
  ])('starts the day at %j (%s)', async (start_time, clock) => {
    const { status, plan } = await optimize(admin, { date, visit_duration_minutes: 5, start_time, dedupe_agents: true });
    expect(status).toBe(200);
    expect(plan!.summary.start_time).toBe(clock);
    expect(plan!.route).toHaveLength(2);
    expect(plan!.route[0]!.arrival_time >= clock).toBe(true);
  });

  it.each(['7:00 AM', '1:00 PM', '12:00 AM', '9:30 AM', '13:00', 'morning'])('refuses %j, naming the times it takes', async (start_time) => {
    const { status, json } = await optimize(admin, { date, visit_duration_minutes: 5, start_time, dedupe_agents: true });
    expect([status, json.error, json.field]).toEqual([400, 'Choose a start time from 8:00 AM to 12:00 PM.', 'start_time']);
  });

  it('saves a route whose parameters give the start time as the spec writes it, kept as HH:MM', async () => {
    const { plan } = await optimize(admin, { date, visit_duration_minutes: 10, start_time: '10:00 AM', dedupe_agents: true });
    const parameters = { visit_duration_minutes: 10, start_time: '10:00 AM', dedupe_agents: true, summary: plan!.summary };
    const saved = await call(saveHandler, 'POST /api/routes/save', { token: admin, headers: sameSite, body: { route_name: 'Spec morning', date, route_data: plan!.route, parameters } });
    expect(saved.status).toBe(200);
    const opened = routeReplySchema.parse((await call(routeHandler, `GET /api/routes/${saved.json.route.id}`, { token: admin })).json);
    expect(opened.route.parameters).toMatchObject({ visit_duration_minutes: 10, start_time: '10:00', dedupe_agents: true });
  });
});
