import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getDashboard } from '#functions/dashboard/get-dashboard.js';
import { createSession } from '#functions/data/auth-sessions.js';
import { bookingKey } from '#functions/data/keys.js';
import { getDeps } from '#functions/deps.js';
import { handler as putOptionPeriod } from '#functions/inspections/put-inspections-option-period.js';
import type { DashboardReply } from '#shared/dashboard.js';
import { addDays } from '#shared/dates.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeBooking } from '#test/support/bookings.js';

// The work queue knows the option period's clock (issue 30 point 3, D-230): admins see
// inspections whose option period ends within 72 hours without a published report, soonest
// first; an agent their own ending within 48 hours, with the report's state.

beforeAll(provisionTestTable);

// Mon, May 12, 2031, 10 a.m. in Houston (CDT); May 2031 is this file's alone.
const NOW = '2031-05-12T15:00:00Z';

async function dashboardAt(userId: string): Promise<DashboardReply> {
  const { token } = await createSession(getDeps().db, userId, new Date(NOW));
  const answer = await call(getDashboard.withDeps({ ...getDeps(), now: () => new Date(NOW) }), 'GET /api/dashboard', { token });
  expect(answer.status).toBe(200);
  return answer.json as DashboardReply;
}

/** A booking of `agent` whose option period ends at 5 p.m. on `deadlineDay`. */
async function endingOn(agent: Awaited<ReturnType<typeof makeUser>>, deadlineDay: string, extra: Record<string, unknown> = {}) {
  const booking = await makeBooking(agent.user);
  const answer = await call(putOptionPeriod, `PUT /api/inspections/${booking.id}/option-period`, {
    token: agent.token,
    headers: sameSite,
    body: { contract_effective_date: addDays(deadlineDay, -7), option_period_days: 7 },
  });
  expect(answer.status).toBe(200);
  if (Object.keys(extra).length) {
    const { db } = getDeps();
    const names = Object.keys(extra);
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: bookingKey(booking.id),
        UpdateExpression: `SET ${names.map((name, index) => `#n${index} = :v${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#n${index}`, name])),
        ExpressionAttributeValues: Object.fromEntries(names.map((name, index) => [`:v${index}`, extra[name]])),
      }),
    );
  }
  return booking.id;
}

describe('the option-period lines of the dashboard', () => {
  it('lists what ends soon, for admins without a published report and for the agent with its state', async () => {
    const alex = await makeUser();
    const other = await makeUser();
    const admin = await makeUser({ is_admin: true });
    const tomorrow = await endingOn(alex, '2031-05-13'); // 31 hours
    const inTwoDays = await endingOn(alex, '2031-05-14'); // 55 hours
    const inThreeDays = await endingOn(alex, '2031-05-15'); // 79 hours
    const ended = await endingOn(alex, '2031-05-11');
    const published = await endingOn(alex, '2031-05-13', { report_version: 1, report_uploaded_at: '2031-05-11T20:00:00.000Z', inspection_date: '2031-05-10' });
    const cancelled = await endingOn(alex, '2031-05-13', { cancelled_at: '2031-05-11T20:00:00.000Z' });
    const scheduled = await endingOn(alex, '2031-05-14', { inspection_date: '2031-05-13', inspection_time: '9AM-2PM' });
    const mine = [tomorrow, inTwoDays, inThreeDays, ended, published, cancelled, scheduled];

    const forAdmin = (await dashboardAt(admin.user.id)).admin!.option_deadlines.filter((entry) => mine.includes(entry.id));
    expect(new Set(forAdmin.map((entry) => entry.id))).toEqual(new Set([tomorrow, inTwoDays, scheduled]));
    expect(forAdmin[0]).toMatchObject({ id: tomorrow, deadline: '2031-05-13T17:00:00-05:00', report_state: 'unscheduled', agent_name: `${alex.user.first_name} ${alex.user.last_name}` });
    expect(forAdmin.map((entry) => entry.deadline)).toEqual([...forAdmin.map((entry) => entry.deadline)].sort());

    const forAlex = await dashboardAt(alex.user.id);
    expect(forAlex.admin).toBeUndefined();
    const states = Object.fromEntries(forAlex.option_deadlines.map((entry) => [entry.id, entry.report_state]));
    expect(states).toEqual({ [tomorrow]: 'unscheduled', [published]: 'published' });
    const read = forAlex.option_deadlines.find((entry) => entry.id === published);
    expect(read).toMatchObject({ href: `/report/${published}`, inspection_date: '2031-05-10' });
    expect(read).not.toHaveProperty('agent_name');

    expect((await dashboardAt(other.user.id)).option_deadlines).toEqual([]);
  });
});
