import { beforeAll, describe, expect, it } from 'vitest';
import { handler as routeHandler } from '#functions/route-planner/get-routes-id.js';
import { handler as saveHandler } from '#functions/route-planner/post-routes-save.js';
import { routeReplySchema } from '#shared/route-planner.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { freshDay, importDay, optimize } from './support.js';

// Issue 29 point 3: every plan says how far from the best it may be. The optimize summary's
// upper_bound is the most visits any route of the day could make, gap the visits the route may
// miss (0 when optimal); a saved route keeps both. Requests as product/outreach.md §7 writes them.

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
});

const spec = (date: string) => ({ date, visit_duration_minutes: 15, start_time: '9:00 AM', dedupe_agents: true });

describe('the optimize summary’s bound', () => {
  it('equals the stops with a gap of 0 when the route is proved optimal', async () => {
    const day = freshDay();
    // Four houses open for the same hour: three 15-minute visits and the drives between fit, not four.
    await importDay(admin, day, Array.from({ length: 4 }, () => ({ hours: '10:00AM-11:00AM' })));
    const { status, plan } = await optimize(admin, spec(day.date));
    expect(status).toBe(200);
    expect(plan!.summary).toMatchObject({ total_stops: 3, is_optimal: true, upper_bound: 3, gap: 0 });
  });

  it('bounds an unproved day from above, the gap being the visits the route may miss', async () => {
    const day = freshDay();
    // Past 160 listings the exact method is skipped (docs/route-planner.md): the route is unproved.
    await importDay(admin, day, Array.from({ length: 170 }, (_, k) => ({ hours: k % 2 ? '9:00AM-12:00PM' : '11:00AM-2:00PM' })));
    const { plan } = await optimize(admin, spec(day.date));
    const { summary } = plan!;
    expect(summary.is_optimal).toBe(false);
    expect(summary.upper_bound).toBeGreaterThanOrEqual(summary.total_stops);
    expect(summary.upper_bound).toBeLessThanOrEqual(summary.filtered_count);
    expect(summary.gap).toBe(summary.upper_bound! - summary.total_stops);
  }, 60_000);

  it('is kept with a saved route, and a save with a negative gap is refused', async () => {
    const day = freshDay();
    await importDay(admin, day, [{ hours: '10:00AM-12:00PM' }, { hours: '11:00AM-1:00PM' }]);
    const { plan } = await optimize(admin, spec(day.date));
    const save = (summary: object) =>
      call(saveHandler, 'POST /api/routes/save', {
        token: admin,
        headers: sameSite,
        body: { route_name: 'Bounded', date: day.date, route_data: plan!.route, parameters: { visit_duration_minutes: 15, start_time: '9:00 AM', dedupe_agents: true, summary } },
      });
    const saved = await save(plan!.summary);
    expect(saved.status).toBe(200);
    const opened = routeReplySchema.parse((await call(routeHandler, `GET /api/routes/${saved.json.route.id}`, { token: admin })).json);
    expect(opened.route.parameters.summary).toMatchObject({ upper_bound: 2, gap: 0, total_stops: 2 });
    expect((await save({ ...plan!.summary, gap: -1 })).status).toBe(400);
    expect((await save({ ...plan!.summary, upper_bound: 'many' })).status).toBe(400);
  });
});
