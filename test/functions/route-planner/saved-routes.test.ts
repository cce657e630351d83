import { beforeAll, describe, expect, it } from 'vitest';
import { handler as routeHandler } from '#functions/route-planner/get-routes-id.js';
import { handler as myRoutesHandler } from '#functions/route-planner/get-routes-my-routes.js';
import { handler as saveHandler } from '#functions/route-planner/post-routes-save.js';
import { myRoutesReplySchema, routeMessages, routeReplySchema, type OptimizeReply } from '#shared/route-planner.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { freshDay, importDay, optimize, putContact } from './support.js';

let admin = '';
let adminId = '';
let planned: OptimizeReply & { date: string };
beforeAll(async () => {
  await provisionTestTable();
  const made = await makeUser({ is_admin: true });
  admin = made.token;
  adminId = made.user.id;
  const day = freshDay();
  await importDay(admin, day, [{ hours: '10AM-12PM' }, { hours: '1-3PM' }]);
  planned = { ...(await optimize(admin, { date: day.date })).plan!, date: day.date };
});

const body = (overrides: Record<string, unknown> = {}) => ({
  route_name: 'Saturday Heights',
  date: planned.date,
  route_data: planned.route,
  parameters: { visit_duration_minutes: 5, start_time: '09:00', dedupe_agents: true, summary: planned.summary },
  ...overrides,
});
const save = (token: string, payload: unknown) => call(saveHandler, 'POST /api/routes/save', { body: payload, token, headers: sameSite });

describe('saved routes', () => {
  it('saves a route, lists it first in My Routes without its stops, and opens it whole', async () => {
    const first = await save(admin, body({ route_name: 'Earlier' }));
    const saved = await save(admin, body());
    expect(saved.status).toBe(200);
    expect(saved.json.route).toMatchObject({ id: expect.any(String), route_name: 'Saturday Heights', date: planned.date, created_at: expect.any(String) });
    expect(saved.json.route.route_data).toBeUndefined();

    const mine = myRoutesReplySchema.parse((await call(myRoutesHandler, 'GET /api/routes/my-routes', { token: admin })).json);
    expect(mine.routes.map((route) => route.id).slice(0, 2)).toEqual([saved.json.route.id, first.json.route.id]);
    expect(Object.keys(mine.routes[0]!)).not.toContain('route_data');
    expect(mine.routes[0]!.parameters.summary).toEqual(planned.summary);

    const opened = routeReplySchema.parse((await call(routeHandler, `GET /api/routes/${saved.json.route.id}`, { token: admin })).json);
    expect(opened.route).toMatchObject({ route_name: 'Saturday Heights', date: planned.date, route_data: planned.route });
    expect(Object.keys(opened.route)).not.toContain('pk');
  });

  it('marks the stops contacted as of opening: a contact logged after saving shows', async () => {
    const saved = await save(admin, body());
    const first = planned.route[0]!.listing.mls;
    await putContact(adminId, planned.date, first);
    const opened = routeReplySchema.parse((await call(routeHandler, `GET /api/routes/${saved.json.route.id}`, { token: admin })).json);
    expect(opened.route.route_data.map((stop) => stop.contacted)).toEqual(planned.route.map((stop) => stop.listing.mls === first));
  });

  it('shows each admin only their own routes: another admin’s id is a 404', async () => {
    const saved = await save(admin, body());
    const other = (await makeUser({ is_admin: true })).token;
    expect((await call(myRoutesHandler, 'GET /api/routes/my-routes', { token: other })).json).toEqual({ success: true, routes: [], next_cursor: null });
    expect((await call(routeHandler, `GET /api/routes/${saved.json.route.id}`, { token: other })).status).toBe(404);
    expect((await call(routeHandler, 'GET /api/routes/00000000-0000-4000-8000-000000000000', { token: admin })).status).toBe(404);
    expect((await call(routeHandler, 'GET /api/routes/not-an-id', { token: admin })).status).toBe(404);
  });

  it('refuses a route without stops, without a name, or too large for one item', async () => {
    expect(await save(admin, body({ route_data: [] }))).toMatchObject({ status: 400, json: { error: routeMessages.noRouteToSave } });
    expect(await save(admin, body({ route_data: undefined }))).toMatchObject({ status: 400, json: { error: routeMessages.noRouteToSave } });
    expect(await save(admin, body({ route_name: '  ' }))).toMatchObject({ status: 400, json: { error: routeMessages.nameRequired } });
    expect((await save(admin, body({ date: 'Saturday' }))).status).toBe(400);
    expect((await save(admin, body({ parameters: { visit_duration_minutes: 5 } }))).status).toBe(400);
    // 500 stops with long addresses pass the schema but not DynamoDB's 400 KB: measured before the write.
    const stop = { ...planned.route[0]!, listing: { ...planned.route[0]!.listing, address: 'x'.repeat(900), openHouse: 'y'.repeat(300) } };
    const huge = await save(admin, body({ route_data: Array.from({ length: 500 }, () => stop) }));
    expect(huge).toMatchObject({ status: 413, json: { error: routeMessages.routeTooLarge } });
  });

  it('is for admins only', async () => {
    const agent = (await makeUser()).token;
    for (const token of [agent, '']) {
      const status = token ? 403 : 401;
      expect((await save(token, body())).status).toBe(status);
      expect((await call(myRoutesHandler, 'GET /api/routes/my-routes', { token })).status).toBe(status);
      expect((await call(routeHandler, 'GET /api/routes/00000000-0000-4000-8000-000000000000', { token })).status).toBe(status);
    }
  });
});
