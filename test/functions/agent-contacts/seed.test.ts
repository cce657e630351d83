import { beforeAll, describe, expect, it } from 'vitest';
import { readAgentHistory } from '#functions/agent-contacts/history.js';
import { readContactStats } from '#functions/agent-contacts/contact-stats.js';
import { findContacts } from '#functions/data/agent-contacts.js';
import { getDeps } from '#functions/deps.js';
import { createAdmin, parseAdmin } from '#infra/cli/create-admin.js';
import { contactSeedStep } from '#infra/cli/seed-agent-contacts.js';
import { DEMO_AGENTS } from '#infra/cli/seed-agents.js';
import { DEMO_ADMIN } from '#infra/cli/seed-step.js';
import { makeUser, provisionTestTable } from '#test/support/api.js';
import { makeBooking } from '#test/support/bookings.js';

const lines: string[] = [];
const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };

beforeAll(async () => {
  await provisionTestTable();
  const deps = getDeps();
  await createAdmin(deps, parseAdmin(DEMO_ADMIN, deps.config));
  const alex = DEMO_AGENTS[0]!;
  const agent = (await makeUser({ first_name: alex.first_name, last_name: alex.last_name, email: alex.email, phone: alex.phone })).user;
  // As the inspection seed does: Alex's orders come after the breakfast 27 days ago.
  await makeBooking(agent, { submitted_at: new Date(Date.now() - 20 * 86_400_000).toISOString() });
  await makeBooking(agent);
});

describe('seed-demo: agent contacts', () => {
  it('logs a month of contacts of both kinds through the product, some follow-ups open, once', async () => {
    const deps = getDeps();
    expect(await contactSeedStep.run({ deps, io: io as never })).toBe(true);
    const contacts = await findContacts(deps.db, {});
    expect(contacts.length).toBe(10);
    expect(new Set(contacts.map((contact) => contact.meeting_type)).has('open_house')).toBe(true);
    expect(contacts.some((contact) => contact.meeting_type !== 'open_house')).toBe(true);
    const stats = await readContactStats(deps);
    expect(stats.follow_ups_needed).toBe(3);
    expect(stats.agents_ordered_since_contact).toBe(1);

    const history = await readAgentHistory(deps, '0400063', { limit: 25 });
    expect(history.agent_info.registered_agent).toMatchObject({ name: 'Alex Rivera', matched_by: 'phone' });
    expect(history.orders.every((order) => order.is_after_first_contact)).toBe(true);
    expect(history.orders).toHaveLength(2);

    expect(await contactSeedStep.run({ deps, io: io as never })).toBe(false);
    expect((await findContacts(deps.db, {})).length).toBe(10);
  });
});
