import { beforeAll, describe, expect, it } from 'vitest';
import { BatchGetCommand, DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createSession } from '#functions/data/auth-sessions.js';
import { openHouseListingKey } from '#functions/data/keys.js';
import { getDeps } from '#functions/deps.js';
import type { ApiHandler } from '#functions/http/handler.js';
import { handler as routeHandler } from '#functions/route-planner/get-routes-id.js';
import { handler as replanHandler } from '#functions/route-planner/post-routes-replan.js';
import { handler as saveHandler } from '#functions/route-planner/post-routes-save.js';
import { handler as progressHandler } from '#functions/route-planner/put-routes-progress.js';
import { instantIn } from '#shared/dates.js';
import { minutesOf, type OptimizeReply } from '#shared/route-planner.js';
import { followedRouteReplySchema, progressMessages, replanReplySchema, type ReplanRequest } from '#shared/route-planner-progress.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { freshDay, importDay, optimize, putContact } from './support.js';

// "Re-plan from here" (issue 29 point 5, D-228): the progress of each stop is kept with the saved
// route, and a re-plan plans the rest of the day from where and when the admin is, keeping the
// visited stops done. The clock is moved as the other tests move it: the handler's own deps.

let admin: { token: string; user: { id: string } };
let day: { date: string; written: string };
let mls: string[];
let planned: OptimizeReply;

// Five houses a few blocks apart, each with its own agent: A 10–12, B 11–1, C 1–3, D 2–4, E 3–5.
const HOURS = ['10AM-12PM', '11AM-1PM', '1-3PM', '2-4PM', '3-5PM'];

beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
  day = freshDay();
  mls = await importDay(admin.token, day, HOURS.map((hours) => ({ hours })));
  planned = (await optimize(admin.token, { date: day.date })).plan!;
});

/** A route of `date`, as optimized now, saved. */
async function saveRouteOf(date: string, dedupe = true): Promise<string> {
  const plan = (await optimize(admin.token, { date })).plan!;
  const saved = await call(saveHandler, 'POST /api/routes/save', {
    token: admin.token,
    headers: sameSite,
    body: { route_name: 'Later day', date, route_data: plan.route, parameters: { visit_duration_minutes: 5, start_time: '09:00', dedupe_agents: dedupe, summary: plan.summary } },
  });
  expect(saved.status).toBe(200);
  return String(saved.json.route.id);
}

const removeListing = (date: string, mlsNumber: string) => getDeps().db.doc.send(new DeleteCommand({ TableName: getDeps().db.table, Key: openHouseListingKey(date, mlsNumber) }));

async function saveRoute(): Promise<string> {
  const saved = await call(saveHandler, 'POST /api/routes/save', {
    token: admin.token,
    headers: sameSite,
    body: { route_name: 'Heights loop', date: day.date, route_data: planned.route, parameters: { visit_duration_minutes: 5, start_time: '09:00', dedupe_agents: true, summary: planned.summary } },
  });
  expect(saved.status).toBe(200);
  return String(saved.json.route.id);
}

/** The handler on a clock moved to `when`, and a session of the admin's opened then (one from today would be idle too long). */
async function at(handler: ApiHandler, when: Date) {
  const { token } = await createSession(getDeps().db, admin.user.id, when);
  return { handler: handler.withDeps({ ...getDeps(), now: () => when }), token };
}
/** Houston's wall clock `HH:MM` on the route's day. */
const onDay = (clock: string) => {
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  return instantIn('America/Chicago', day.date, hour, minute);
};

const mark = (id: string, stops: { mls: string; status: string }[], token = admin.token) =>
  call(progressHandler, `PUT /api/routes/${id}/progress`, { token, headers: sameSite, body: { stops } });
async function replan(id: string, body: ReplanRequest | Record<string, unknown>, options: { token?: string; when?: Date } = {}) {
  const moved = options.when ? await at(replanHandler, options.when) : { handler: replanHandler, token: options.token ?? admin.token };
  return call(moved.handler, `POST /api/routes/${id}/replan`, { token: moved.token, headers: sameSite, body });
}
const open = async (id: string, token = admin.token) => followedRouteReplySchema.parse((await call(routeHandler, `GET /api/routes/${id}`, { token })).json).route;

describe('the progress of a saved route', () => {
  it('keeps each stop’s status with the route: another device opening it sees the same', async () => {
    expect(planned.route.map((stop) => stop.listing.mls)).toEqual(mls);
    const id = await saveRoute();
    expect((await open(id)).progress).toEqual({});
    const marked = await mark(id, [
      { mls: mls[0]!, status: 'visited' },
      { mls: mls[1]!, status: 'skipped' },
    ]);
    expect(marked.status, JSON.stringify(marked.json)).toBe(200);
    expect(marked.json).toEqual({ success: true, progress: { [mls[0]!]: 'visited', [mls[1]!]: 'skipped' }, revision: 1 });

    // Another device: a session of its own, the route read from the server.
    const phone = await createSession(getDeps().db, admin.user.id, new Date());
    const reopened = await open(id, phone.token);
    expect(reopened.progress).toEqual({ [mls[0]!]: 'visited', [mls[1]!]: 'skipped' });
    expect(reopened.revision).toBe(1);
    admin = { ...admin, token: phone.token };

    // `open` puts a stop back ahead; marks of two writes merge.
    expect((await mark(id, [{ mls: mls[1]!, status: 'open' }])).json.progress).toEqual({ [mls[0]!]: 'visited' });
    expect((await open(id)).progress).toEqual({ [mls[0]!]: 'visited' });
  });

  it('refuses a stop that is not on the route, a status it does not know, and an empty or huge list', async () => {
    const id = await saveRoute();
    expect(await mark(id, [{ mls: 'not-a-stop', status: 'visited' }])).toMatchObject({ status: 400, json: { error: progressMessages.unknownStop, field: 'stops' } });
    expect((await mark(id, [{ mls: mls[0]!, status: 'done' }])).status).toBe(400);
    expect((await mark(id, [])).status).toBe(400);
    expect((await mark(id, Array.from({ length: 501 }, () => ({ mls: mls[0]!, status: 'visited' })))).status).toBe(400);
    expect((await call(progressHandler, `PUT /api/routes/${id}/progress`, { token: admin.token, headers: sameSite, rawBody: '{"stops":' })).status).toBe(400);
    expect((await open(id)).progress).toEqual({});
  });
});

describe('re-planning from here', () => {
  it('keeps the visited stops done, lets a skipped one come back, and respects the time', async () => {
    const id = await saveRoute();
    await mark(id, [
      { mls: mls[0]!, status: 'visited' },
      { mls: mls[1]!, status: 'skipped' },
    ]);
    const reply = await replan(id, { time: '12:30' });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const { route, planned: ahead } = replanReplySchema.parse(reply.json);

    // A stays done, first, and is not planned again; B (open to 1 PM) is ahead again, no longer skipped.
    expect(route.route_data[0]!.listing.mls).toBe(mls[0]);
    expect(route.progress).toEqual({ [mls[0]!]: 'visited' });
    expect(ahead.map((stop) => stop.listing.mls).sort()).toEqual([mls[1]!, mls[2]!, mls[3]!, mls[4]!].sort());
    expect(route.route_data.slice(1)).toEqual(ahead);
    // Nothing starts before 12:30, and every visit fits its house's window.
    for (const stop of ahead) {
      expect(minutesOf(stop.visit_start)).toBeGreaterThanOrEqual(minutesOf('12:30'));
      expect(minutesOf(stop.arrival_time)).toBeGreaterThanOrEqual(minutesOf('12:30'));
      expect(stop.visit_start >= stop.window_start && stop.visit_end <= stop.window_end).toBe(true);
    }
    expect(route.parameters.summary).toMatchObject({ total_stops: 4, start_point: { latitude: route.route_data[0]!.latitude } });
    expect(route.replanned_at).toEqual(expect.any(String));
  });

  it('never plans a visited house again, nor (with dedupe) another house of its agent, even while they are open', async () => {
    const other = freshDay();
    // Open all day: only the progress can keep them out. The first two share an agent.
    const houses = await importDay(admin.token, other, [
      { hours: '10AM-4PM', agentId: 'AG1' },
      { hours: '10AM-4PM', agentId: 'AG1' },
      { hours: '10AM-4PM', agentId: 'AG2' },
    ]);
    const plan = (await optimize(admin.token, { date: other.date })).plan!;
    const visited = plan.route.find((stop) => stop.acct === 'AG1')!.listing.mls;
    const sameAgent = houses.find((house) => house !== houses[2] && house !== visited)!;
    for (const dedupe of [true, false]) {
      const saved = await call(saveHandler, 'POST /api/routes/save', {
        token: admin.token,
        headers: sameSite,
        body: { route_name: 'All day', date: other.date, route_data: plan.route, parameters: { visit_duration_minutes: 5, start_time: '09:00', dedupe_agents: dedupe, summary: plan.summary } },
      });
      const id = String(saved.json.route.id);
      await mark(id, [{ mls: visited, status: 'visited' }]);
      const { planned: ahead } = replanReplySchema.parse((await replan(id, { time: '12:00' })).json);
      expect(ahead.map((stop) => stop.listing.mls).sort(), `dedupe ${dedupe}`).toEqual((dedupe ? [houses[2]!] : [sameAgent, houses[2]!]).sort());
    }
  });

  it('plans from now on the route’s day when no time is given, and leaves out the houses closed by then', async () => {
    const id = await saveRoute();
    await mark(id, [{ mls: mls[0]!, status: 'visited' }]);
    const { planned: ahead } = replanReplySchema.parse((await replan(id, {}, { when: onDay('13:10') })).json);
    // B closes at 1 PM: too late for it. C, D and E from 1:10 PM on.
    expect(ahead.map((stop) => stop.listing.mls).sort()).toEqual([mls[2]!, mls[3]!, mls[4]!].sort());
    for (const stop of ahead) expect(minutesOf(stop.visit_start)).toBeGreaterThanOrEqual(minutesOf('13:10'));
  });

  it('plans a house that closed early only before its new end, and remembers the closing', async () => {
    const id = await saveRoute();
    await mark(id, [{ mls: mls[0]!, status: 'visited' }]);
    const first = replanReplySchema.parse((await replan(id, { time: '1:00 PM', closed_early: [{ mls: mls[4]!, closes_at: '3:20 PM' }] })).json);
    const house = first.planned.find((stop) => stop.listing.mls === mls[4]);
    expect(house, 'E still fits 3:00–3:20').toBeDefined();
    expect(minutesOf(house!.visit_end)).toBeLessThanOrEqual(minutesOf('15:20'));
    expect(first.route.closings).toEqual({ [mls[4]!]: '15:20' });

    // Closed before it opens: never planned, and the next re-plan still knows it.
    await replan(id, { time: '13:00', closed_early: [{ mls: mls[3]!, closes_at: '13:30' }] });
    const later = replanReplySchema.parse((await replan(id, { time: '13:05' })).json);
    expect(later.planned.map((stop) => stop.listing.mls)).not.toContain(mls[3]);
    expect(later.route.closings).toEqual({ [mls[4]!]: '15:20', [mls[3]!]: '13:30' });
  });

  it('starts from the stop or position asked, and marks the contacted stops', async () => {
    const id = await saveRoute();
    await putContact(admin.user.id, day.date, mls[3]!);
    // From C at 2 PM: C, then D, then E is the one shortest way (A and B have closed).
    const fromStop = replanReplySchema.parse((await replan(id, { time: '14:00', from_stop: mls[2]! })).json);
    expect(fromStop.planned.map((stop) => stop.listing.mls)).toEqual([mls[2], mls[3], mls[4]]);
    expect(fromStop.planned[0]).toMatchObject({ travel_time_minutes: 0, contacted: false });
    expect(fromStop.planned.filter((stop) => stop.contacted).map((stop) => stop.listing.mls)).toEqual([mls[3]]);
    const fromHere = replanReplySchema.parse((await replan(id, { time: '14:00', position: { latitude: 29.81, longitude: -95.42 } })).json);
    expect(fromHere.route.parameters.summary.start_point).toMatchObject({ latitude: 29.81, longitude: -95.42 });
    expect(fromHere.planned[0]!.travel_time_minutes).toBeGreaterThan(0);
  });

  it('is saved with the route: reopened on another device, the plan and progress are the same', async () => {
    const id = await saveRoute();
    await mark(id, [
      { mls: mls[0]!, status: 'visited' },
      { mls: mls[1]!, status: 'skipped' },
    ]);
    const replanned = replanReplySchema.parse((await replan(id, { time: '13:30' })).json);
    const phone = await createSession(getDeps().db, admin.user.id, new Date());
    admin = { ...admin, token: phone.token };
    const reopened = await open(id, phone.token);
    expect(reopened.route_data).toEqual(replanned.route.route_data);
    expect(reopened.progress).toEqual({ [mls[0]!]: 'visited', [mls[1]!]: 'skipped' });
    expect(reopened.parameters.summary).toEqual(replanned.route.parameters.summary);
    // B (to 1 PM) cannot come back at 1:30 PM: it stays listed as skipped, before the plan.
    expect(reopened.route_data.slice(0, 2).map((stop) => stop.listing.mls)).toEqual([mls[0], mls[1]]);
  });

  it('sees the day as it is now: a house imported after the plan is planned, a house removed is not', async () => {
    const other = freshDay();
    const houses = await importDay(admin.token, other, [{ hours: '10AM-4PM' }, { hours: '10AM-4PM' }]);
    const id = await saveRouteOf(other.date);
    const [added] = await importDay(admin.token, other, [{ hours: '1-3PM', agentId: 'AG9', lat: 29.8, lng: -95.4 }]);
    await removeListing(other.date, houses[1]!);
    const reply = await replan(id, { time: '12:00' });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const { planned: ahead, route } = replanReplySchema.parse(reply.json);
    expect(ahead.map((stop) => stop.listing.mls).sort()).toEqual([houses[0]!, added!].sort());
    // The added house's stop is the whole listing, as the optimize route gives it.
    expect(ahead.find((stop) => stop.listing.mls === added)).toMatchObject({ acct: 'AG9', window_start: '13:00', window_end: '15:00', listing: { address: '100 Main St, Houston, TX 77002' } });
    expect(route.parameters.summary.original_count).toBe(2);
  });

  it('plans houses imported before their planning fields were stored (D-235) from the whole listings', async () => {
    const other = freshDay();
    const houses = await importDay(admin.token, other, [{ hours: '10AM-4PM' }, { hours: '10AM-4PM' }]);
    const id = await saveRouteOf(other.date);
    const { db } = getDeps();
    await db.doc.send(new UpdateCommand({ TableName: db.table, Key: openHouseListingKey(other.date, houses[1]!), UpdateExpression: 'REMOVE planning' }));
    const { planned: ahead } = replanReplySchema.parse((await replan(id, { time: '12:00' })).json);
    expect(ahead.map((stop) => stop.listing.mls).sort()).toEqual([...houses].sort());
  });

  it('plans again when a planned house is removed between the day’s read and its stops’ read', async () => {
    const other = freshDay();
    const houses = await importDay(admin.token, other, [{ hours: '10AM-4PM' }, { hours: '10AM-4PM' }, { hours: '10AM-4PM' }]);
    const id = await saveRouteOf(other.date);
    // The real table, with the first planned house removed just before the planned houses are read.
    const { db } = getDeps();
    let removed: string | undefined;
    const send = async (command: Parameters<typeof db.doc.send>[0]) => {
      if (command instanceof BatchGetCommand && !removed) {
        removed = String(command.input.RequestItems![db.table]!.Keys![0]!.sk).slice('MLS#'.length);
        await removeListing(other.date, removed);
      }
      return db.doc.send(command);
    };
    const racing = replanHandler.withDeps({ ...getDeps(), db: { ...db, doc: { send } as unknown as typeof db.doc } });
    const reply = await call(racing, `POST /api/routes/${id}/replan`, { token: admin.token, headers: sameSite, body: { time: '12:00' } });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect(houses).toContain(removed);
    expect(replanReplySchema.parse(reply.json).planned.map((stop) => stop.listing.mls).sort()).toEqual(houses.filter((house) => house !== removed).sort());
  });

  it('refuses bad times, unknown stops, two starts, a position outside Texas and huge bodies with a 4xx', async () => {
    const id = await saveRoute();
    const refusals: [unknown, number, string?][] = [
      [{ time: '25:00' }, 400, progressMessages.time],
      [{ time: 'noonish' }, 400, progressMessages.time],
      [{ time: 1330 }, 400],
      [{ from_stop: 'nope' }, 400, progressMessages.unknownStop],
      [{ closed_early: [{ mls: 'nope', closes_at: '13:00' }] }, 400, progressMessages.unknownStop],
      [{ closed_early: [{ mls: mls[0]!, closes_at: 'later' }] }, 400, progressMessages.time],
      [{ from_stop: mls[0]!, position: { latitude: 29.8, longitude: -95.4 } }, 400, progressMessages.oneStart],
      [{ position: { latitude: 40.7, longitude: -74 } }, 400],
      [{ closed_early: Array.from({ length: 501 }, () => ({ mls: mls[0]!, closes_at: '13:00' })) }, 400],
      [{ time: '13:00', padding: 'x'.repeat(6 * 1024 * 1024) }, 413],
      ['not an object', 400],
    ];
    for (const [body, status, error] of refusals) {
      const reply = await replan(id, body as Record<string, unknown>);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (error) expect(reply.json.error).toBe(error);
    }
    expect((await open(id)).revision).toBe(0);
  });

  it('plans again over a mark written while it planned, and says so (409) when marks keep coming', async () => {
    const id = await saveRoute();
    await mark(id, [{ mls: mls[0]!, status: 'visited' }]);
    // The real table, with another device's mark landing just before each of the re-plan's writes.
    const racing = (marks: number) => {
      const { db } = getDeps();
      let left = marks;
      const send = async (command: Parameters<typeof db.doc.send>[0]) => {
        if (command instanceof UpdateCommand && left-- > 0) await mark(id, [{ mls: mls[2]!, status: left % 2 === 0 ? 'visited' : 'skipped' }]);
        return db.doc.send(command);
      };
      return replanHandler.withDeps({ ...getDeps(), db: { ...db, doc: { send } as unknown as typeof db.doc } });
    };
    const once = await call(racing(1), `POST /api/routes/${id}/replan`, { token: admin.token, headers: sameSite, body: { time: '11:00' } });
    expect(once.status, JSON.stringify(once.json)).toBe(200);
    const { route, planned: ahead } = replanReplySchema.parse(once.json);
    expect(route.progress).toEqual({ [mls[0]!]: 'visited', [mls[2]!]: 'visited' });
    expect(ahead.map((stop) => stop.listing.mls)).not.toContain(mls[2]);

    const always = await call(racing(2), `POST /api/routes/${id}/replan`, { token: admin.token, headers: sameSite, body: { time: '11:00' } });
    expect(always).toMatchObject({ status: 409, json: { error: progressMessages.changed } });
  });

  it('refuses a day that has passed, and another admin’s route as missing', async () => {
    const id = await saveRoute();
    expect(await replan(id, { time: '13:00' }, { when: new Date(onDay('12:00').getTime() + 24 * 3600_000) })).toMatchObject({
      status: 409,
      json: { error: progressMessages.dayPassed },
    });
    const other = await makeUser({ is_admin: true });
    expect((await replan(id, { time: '13:00' }, { token: other.token })).status).toBe(404);
    expect((await mark(id, [{ mls: mls[0]!, status: 'visited' }], other.token)).status).toBe(404);
    expect((await replan('00000000-0000-4000-8000-000000000000', { time: '13:00' })).status).toBe(404);
    expect((await open(id)).revision).toBe(0);
  });

  it('is for admins only: an agent gets 403 and no one 401, and nothing changes', async () => {
    const id = await saveRoute();
    const agent = (await makeUser()).token;
    expect((await replan(id, { time: '13:00' }, { token: agent })).status).toBe(403);
    expect((await mark(id, [{ mls: mls[0]!, status: 'visited' }], agent)).status).toBe(403);
    expect((await call(replanHandler, `POST /api/routes/${id}/replan`, { headers: sameSite, body: { time: '13:00' } })).status).toBe(401);
    expect((await call(progressHandler, `PUT /api/routes/${id}/progress`, { headers: sameSite, body: { stops: [{ mls: mls[0]!, status: 'visited' }] } })).status).toBe(401);
    expect(await open(id)).toMatchObject({ revision: 0, progress: {} });
  });
});
