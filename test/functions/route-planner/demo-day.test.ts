import { beforeAll, describe, expect, it } from 'vitest';
import { handler as datesHandler } from '#functions/route-planner/get-route-planner-available-dates.js';
import { getDeps } from '#functions/deps.js';
import { openHouseSeedStep } from '#infra/cli/seed-open-houses.js';
import { availableDatesReplySchema, minutesOf } from '#shared/route-planner.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { optimize } from './support.js';

// Issue 13 point 8: the open-house weekend `seed-demo` imports plans a route out of the
// box, with the planner's defaults (product/outreach.md §9: 9:00 AM, 5-minute visits, dedupe on).

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
  await openHouseSeedStep.run({ deps: getDeps(), io: { out: () => undefined, err: () => undefined, env: process.env } });
}, 120_000);

describe('the demo open-house weekend', () => {
  it('plans a route of many visits on each seeded day, every visit inside its window', async () => {
    const { available_dates } = availableDatesReplySchema.parse((await call(datesHandler, 'GET /api/route-planner/available-dates', { token: admin })).json);
    expect(available_dates).toHaveLength(2);
    for (const { date, listing_count } of available_dates) {
      const started = Date.now();
      const { plan } = await optimize(admin, { date });
      // At most 2 s of search for a demo day (planTimeLimitMs) plus the reads, with room for a busy two-core machine.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(plan!.summary.original_count).toBe(listing_count);
      expect(plan!.summary.filtered_count).toBeGreaterThan(10);
      expect(plan!.route.length).toBeGreaterThanOrEqual(8);
      expect(new Set(plan!.route.map((stop) => stop.acct)).size).toBe(plan!.route.length);
      for (const stop of plan!.route) {
        expect(minutesOf(stop.visit_start)).toBeGreaterThanOrEqual(Math.max(minutesOf(stop.window_start), minutesOf('09:00')));
        expect(minutesOf(stop.visit_end)).toBeLessThanOrEqual(minutesOf(stop.window_end));
      }
    }
  }, 60_000);
});
