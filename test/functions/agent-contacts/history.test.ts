import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as historyHandler } from '#functions/agent-contacts/get-agent-contacts-agent-history.js';
import { handler as statsHandler } from '#functions/agent-contacts/get-agent-contacts-stats.js';
import { licenseClaimKey } from '#functions/data/keys.js';
import type { UserItem } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import { historyReplySchema, statsReplySchema } from '#shared/agent-contacts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeBooking } from '#test/support/bookings.js';
import { daysAgo, eventContact, logContact, newLicence } from './support.js';

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
});

const history = (licence: string, token = admin) => call(historyHandler, `GET /api/agent-contacts/agent-history/${encodeURIComponent(licence)}`, { token });
const stats = async () => statsReplySchema.parse((await call(statsHandler, 'GET /api/agent-contacts/stats', { token: admin })).json);

/** The licence claim a registered agent's profile holds (the lead's profile field writes the same item). */
async function claimLicence(user: UserItem, licence: string) {
  const { db } = getDeps();
  await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...licenseClaimKey(licence), user_id: user.id } }));
}

describe('GET /api/agent-contacts/agent-history/{licenseNumber}', () => {
  it('shows an agent’s contacts newest first, and the orders of the registered agent matched by phone', async () => {
    const agent = (await makeUser({ first_name: 'Priya', last_name: 'Shah' })).user;
    const licence = newLicence();
    const before = await stats();
    await logContact(admin, eventContact({ contact_license_number: licence, contact_name: 'Priya Shah', contact_date: daysAgo(10), contact_phone: agent.phone }));
    await logContact(admin, eventContact({ contact_license_number: licence, contact_name: 'Priya Shah', contact_date: daysAgo(3) }));
    const earlier = await makeBooking(agent, { submitted_at: new Date(Date.now() - 40 * 86_400_000).toISOString() });
    const after = await makeBooking(agent);

    const reply = historyReplySchema.parse((await history(licence)).json);
    expect(reply.agent_info).toMatchObject({ license_number: licence, full_name: 'Priya Shah', contact_count: 2, order_count: 2 });
    expect(reply.agent_info.registered_agent).toMatchObject({ name: 'Priya Shah', matched_by: 'phone' });
    expect(reply.contacts.map((contact) => contact.contact_date)).toEqual([daysAgo(3), daysAgo(10)]);
    expect(reply.orders.map((order) => [order.id, order.is_after_first_contact])).toEqual([
      [after.id, true],
      [earlier.id, false],
    ]);
    expect(reply.orders[0]!.property_address).toContain('Houston, TX 77002');

    // The home: one more agent contacted in 90 days, and that agent ordered since.
    const now = await stats();
    expect(now.agents_contacted_90_days - before.agents_contacted_90_days).toBe(1);
    expect(now.agents_ordered_since_contact - before.agents_ordered_since_contact).toBe(1);
  });

  it('matches a registered agent by licence first', async () => {
    const agent = (await makeUser({ first_name: 'Luis', last_name: 'Ortega' })).user;
    const licence = newLicence();
    await claimLicence(agent, licence);
    await logContact(admin, eventContact({ contact_license_number: licence, contact_name: 'Luis Ortega', contact_date: daysAgo(1) }));
    const before = await stats();
    await makeBooking(agent);
    const reply = historyReplySchema.parse((await history(licence)).json);
    expect(reply.agent_info.registered_agent).toMatchObject({ name: 'Luis Ortega', matched_by: 'license' });
    expect(reply.orders).toHaveLength(1);
    expect((await stats()).agents_ordered_since_contact - before.agents_ordered_since_contact).toBe(1);
  });

  it('does not count an agent who ordered only before the contact, nor a cancelled order', async () => {
    const agent = (await makeUser()).user;
    const licence = newLicence();
    await makeBooking(agent, { submitted_at: new Date(Date.now() - 5 * 86_400_000).toISOString() });
    const before = await stats();
    await logContact(admin, eventContact({ contact_license_number: licence, contact_email: agent.email }));
    await makeBooking(agent, { cancelled_at: new Date().toISOString() });
    const now = await stats();
    expect(now.agents_contacted_90_days - before.agents_contacted_90_days).toBe(1);
    expect(now.agents_ordered_since_contact).toBe(before.agents_ordered_since_contact);
    const reply = historyReplySchema.parse((await history(licence)).json);
    expect(reply.agent_info.registered_agent?.matched_by).toBe('email');
    expect(reply.orders.map((order) => order.is_after_first_contact)).toEqual([false]);
  });

  it('answers an empty timeline for a licence without contacts, and refuses a licence that is not one', async () => {
    const reply = historyReplySchema.parse((await history('5550000')).json);
    expect(reply).toMatchObject({ contacts: [], orders: [], agent_info: { contact_count: 0, registered_agent: null } });
    expect((await history('12 34;')).status).toBe(400);
    expect((await history('x'.repeat(21))).status).toBe(400);
  });

  it('is for admins only', async () => {
    const agent = (await makeUser()).token;
    expect((await history('5550000', '')).status).toBe(401);
    expect((await history('5550000', agent)).status).toBe(403);
  });
});
