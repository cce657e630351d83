import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as postBook } from '#functions/booking/post-book.js';
import { findBookingsFor } from '#functions/data/booking.js';
import { getDeps } from '#functions/deps.js';
import { handler as assign } from '#functions/inspections/post-admin-inspections.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { fillDraft, post } from '#test/functions/booking/steps.js';
import { createClass, createSession, businessToday } from '#test/functions/ce/ce-support.js';
import { eventContact, logContact } from '#test/functions/agent-contacts/support.js';
import { addDays } from '#shared/dates.js';
import { HOUR, dashboardOf } from './support.js';

// Issue 15 point 3: the whole dashboard in at most 6 DynamoDB requests, each a Get or an
// index Query, never a Scan and never a read of the bookings; and since issue 30 one Query more
// for the option deadlines, with a BatchGet of only their bookings when some end soon (D-230). Counted by a middleware on
// the table client's stack (every command the handler sends, the session's included).

const sent: { command: string; input: Record<string, unknown> }[] = [];
const name = 'countDashboardRequests';

beforeAll(async () => {
  await provisionTestTable();
  getDeps().db.doc.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push({ command: String(context.commandName), input: args.input as Record<string, unknown> });
      return next(args);
    },
    { step: 'initialize', name },
  );
});
afterAll(() => {
  getDeps().db.doc.middlewareStack.remove(name);
});

async function counted(run: () => Promise<unknown>) {
  sent.length = 0;
  await run();
  return [...sent];
}

describe('GET /api/dashboard', () => {
  it('answers an admin with a full queue in at most 7 requests, an agent in at most 4', async () => {
    const admin = await makeUser({ is_admin: true });
    const agent = await makeUser();
    await makeUser({ approved: false });
    // Something on every line the product can fill today: orders, a scheduled one, a follow-up, a held session.
    for (let i = 0; i < 3; i++) {
      await fillDraft(agent.token);
      expect((await post(postBook, '/api/book', agent.token, { confirm: true })).status).toBe(200);
    }
    const [booking] = await findBookingsFor(getDeps().db, { id: agent.user.id, is_admin: false });
    await call(assign, 'POST /api/admin/inspections', { token: admin.token, headers: sameSite, body: { booking_id: booking!.id, selected_date: booking!.preferred_dates[0], inspection_time: '9AM-2PM' } });
    await logContact(admin.token, eventContact({ follow_up_needed: true }));
    await createSession(admin.token, (await createClass(admin.token)).id, { session_date: addDays(businessToday(), -1) });

    const adminRequests = await counted(async () => {
      const reply = await dashboardOf(admin.token, 25 * HOUR);
      const counts = Object.fromEntries(reply.admin!.lines.map((line) => [line.kind, line.count]));
      expect(counts).toMatchObject({ agents: 1, unscheduled: 2, agreements: 1, followups: 1, rosters: 1 });
    });
    const agentRequests = await counted(async () => expect((await dashboardOf(agent.token)).agent.map((item) => item.kind)).toEqual(['sign']));

    console.log(`dashboard requests: admin ${adminRequests.map((r) => r.command).join(', ')}; agent ${agentRequests.map((r) => r.command).join(', ')}`);
    expect(adminRequests.length).toBeLessThanOrEqual(7);
    expect(agentRequests.length).toBeLessThanOrEqual(4);
    for (const request of [...adminRequests, ...agentRequests]) {
      // Gets and Queries; an Update is only the session's last-seen refresh (the clock moved 25 hours).
      expect(['GetItemCommand', 'QueryCommand', 'UpdateItemCommand']).toContain(request.command);
      // A Query always names an index or a key; none reads the bookings' own partitions.
      if (request.command === 'QueryCommand') expect(JSON.stringify(request.input.ExpressionAttributeValues)).not.toMatch(/"BOOKINGS"|#BOOKINGS"/);
    }
  });
});
