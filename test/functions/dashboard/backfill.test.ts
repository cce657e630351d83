import { beforeAll, describe, expect, it } from 'vitest';
import { getDeps } from '#functions/deps.js';
import { backfillQueueCommand } from '#infra/cli/backfill-queue.js';
import { makeUser, provisionTestTable } from '#test/support/api.js';
import { makeBooking, preferredDates } from '#test/support/bookings.js';
import { HOUR, dashboardOf, lineOf } from './support.js';

// D-158: bookings stored before the queue existed get their entries from the backfill
// command, by their state; running it twice writes the same entries.

const io = { out: () => undefined, err: () => undefined, env: {} };
const DAY = 24 * HOUR;

describe('npm run cli -- backfill-queue', () => {
  let admin: Awaited<ReturnType<typeof makeUser>>;
  let agent: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    await provisionTestTable();
    [admin, agent] = await Promise.all([makeUser({ is_admin: true }), makeUser()]);
  });

  it('puts each old booking where its state says, once', async () => {
    const long = new Date(Date.now() - 5 * DAY).toISOString();
    const dates = preferredDates(1);
    const unscheduled = await makeBooking(agent.user);
    const unsigned = await makeBooking(agent.user, { inspection_date: dates[0], inspection_time: '9AM-2PM', contract_sent_at: long });
    const unpaid = await makeBooking(agent.user, { inspection_date: '2025-01-10', inspection_time: '9AM-2PM', contract_sent_at: long, contract_signed_at: long, report_version: 1, report_uploaded_at: long, pay_request_at: long });
    const finished = await makeBooking(agent.user, { inspection_date: '2025-01-10', inspection_time: '9AM-2PM', contract_signed_at: long, report_version: 1, paid_at: long, downloaded_at: long });
    const cancelled = await makeBooking(agent.user, { cancelled_at: long });

    expect(await backfillQueueCommand.run(getDeps(), undefined, io)).toBe(true);
    const first = await dashboardOf(admin.token);
    expect(lineOf(first, 'unscheduled').ids).toEqual([unscheduled.id]);
    expect(lineOf(first, 'agreements').ids).toEqual([unsigned.id]);
    expect(lineOf(first, 'payments').ids).toEqual([unpaid.id]);
    expect(lineOf(await dashboardOf(admin.token, 12 * HOUR), 'visits').ids).toContain(unsigned.id);
    const mine = (await dashboardOf(agent.token)).agent.map((item) => [item.id, item.kind]);
    expect(mine).toEqual(expect.arrayContaining([[unsigned.id, 'sign'], [unpaid.id, 'payment']]));
    expect(mine.map(([id]) => id)).not.toContain(finished.id);
    expect(mine.map(([id]) => id)).not.toContain(cancelled.id);

    await backfillQueueCommand.run(getDeps(), undefined, io);
    expect(await dashboardOf(admin.token)).toEqual(first);
  });
});
