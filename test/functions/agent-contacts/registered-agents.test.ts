import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as historyHandler } from '#functions/agent-contacts/get-agent-contacts-agent-history.js';
import { handler as searchHandler } from '#functions/agent-contacts/get-agent-contacts-search-agents.js';
import type { UserItem } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import { importLicensees } from '#functions/ce/licensees/licensee-import.js';
import { contactMessages, historyReplySchema, historyKeyOf, resultKeyOf, searchReplySchema, type AgentResult } from '#shared/agent-contacts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeBooking } from '#test/support/bookings.js';
import { licenseeLine } from '#test/functions/ce/support.js';
import { logContact, newLicence, today } from './support.js';

// Issue 28 point 4 (D-211): the agent search finds registered agents by name whether or not they
// gave a licence number (type `agent`, the licence or null), beside the licence holders, each
// person once; a contact logged for the one without a licence shows in that agent's history.

let admin = '';
let adminUser: UserItem;
let unlicensed: UserItem;
let licensed: UserItem;
let both: UserItem;
const holderLicence = newLicence();
beforeAll(async () => {
  await provisionTestTable();
  ({ token: admin, user: adminUser } = await makeUser({ is_admin: true, id: randomUUID(), first_name: 'Quillon', last_name: 'Admin' }));
  // Accounts as signup makes them: a UUID, the names, approved by an admin; the first gave no licence.
  unlicensed = (await makeUser({ id: randomUUID(), first_name: 'Marisol', last_name: 'Quintanilla' })).user;
  licensed = (await makeUser({ id: randomUUID(), first_name: 'Teodoro', last_name: 'Quintanilla', license_number: newLicence() })).user;
  both = (await makeUser({ id: randomUUID(), first_name: 'Octavia', last_name: 'Zambrano', license_number: holderLicence })).user;
  const lines = [licenseeLine({ number: holderLicence, name: 'ZAMBRANO, OCTAVIA' }), licenseeLine({ type: 'BRK', number: newLicence(), name: 'QUINTANILLA, RAMON' })];
  async function* file() {
    yield Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
  }
  await importLicensees(getDeps(), file());
});

const search = async (q: string) => searchReplySchema.parse((await call(searchHandler, `GET /api/agent-contacts/search-agents?q=${encodeURIComponent(q)}`, { token: admin })).json);
const history = async (key: string) => historyReplySchema.parse((await call(historyHandler, `GET /api/agent-contacts/agent-history/${key}`, { token: admin })).json);

describe('GET /api/agent-contacts/search-agents and registered agents', () => {
  it.each(['Marisol', 'marisol', 'Quintanilla', 'Marisol Quintanilla', 'quint mari'])('finds the agent without a licence number by %j', async (q) => {
    expect(await search(q)).toContainEqual({ full_name: 'Marisol Quintanilla', type: 'agent', license_number: null, source: 'agent', agent_id: unlicensed.id });
  });

  it('lists registered agents with or without a licence and licence holders, by a shared name', async () => {
    const found = await search('quintanilla');
    expect(found.map((result) => [result.full_name, result.type, result.license_number])).toEqual(
      expect.arrayContaining([
        ['Marisol Quintanilla', 'agent', null],
        ['Teodoro Quintanilla', 'agent', licensed.license_number],
        ['Ramon Quintanilla', 'BRK', expect.any(String)],
      ]),
    );
    expect(found).toHaveLength(3);
    expect(await search('zzqx')).toEqual([]);
  });

  it('shows a registered agent who is also in the licence-holder file once', async () => {
    const byName = await search('octavia zambrano');
    expect(byName).toEqual([{ full_name: 'Octavia Zambrano', type: 'agent', license_number: holderLicence, source: 'agent', agent_id: both.id }]);
    expect((await search(holderLicence)).map((result) => result.license_number)).toEqual([holderLicence]);
  });

  it('never lists an admin', async () => {
    expect(await search('quillon')).toEqual([]);
  });
});

describe('a contact for a registered agent without a licence number', () => {
  /** The contact a spec-reading client logs for a search result: the result's fields copied over. */
  const contactFor = (agent: AgentResult) => ({
    contact_date: today(),
    contact_time: '11:00',
    contact_license_number: agent.license_number,
    contact_name: agent.full_name,
    contact_type: agent.type,
    agent_id: agent.agent_id,
    meeting_type: 'office_visit',
    location: 'Heights Realty Group',
    notes: '',
    gave_materials: true,
    exchanged_cards: true,
    follow_up_needed: false,
  });

  it('is logged from the search result, and the agent’s history shows it with the agent’s orders', async () => {
    const [result] = await search('marisol quintanilla');
    // At the day's start, so the order placed just after comes after it.
    const answer = await logContact(admin, { ...contactFor(result!), contact_time: '12:00 AM' });
    expect(answer.status).toBe(200);
    expect(answer.json.contact).toMatchObject({ contact_license_number: 'unknown', contact_name: 'Marisol Quintanilla', agent_id: unlicensed.id });
    const order = await makeBooking(unlicensed);

    // The page's link to the timeline: the search result's key, and the contact's.
    expect(resultKeyOf(result!)).toBe(unlicensed.id);
    expect(historyKeyOf(answer.json.contact)).toBe(unlicensed.id);
    const timeline = await history(unlicensed.id);
    expect(timeline.contacts.map((contact) => contact.id)).toEqual([answer.json.contact.id]);
    expect(timeline.agent_info).toMatchObject({ license_number: null, full_name: 'Marisol Quintanilla', contact_count: 1, order_count: 1 });
    expect(timeline.agent_info.registered_agent).toMatchObject({ name: 'Marisol Quintanilla', matched_by: 'account' });
    expect(timeline.orders.map((item) => [item.id, item.is_after_first_contact])).toEqual([[order.id, true]]);
    // Nobody else's timeline holds it.
    expect((await history('unknown')).contacts.map((contact) => contact.id)).not.toContain(answer.json.contact.id);
  });

  it('takes a licensed agent’s licence from the account, so the history by licence shows it', async () => {
    const result = (await search('teodoro')).find((item) => item.agent_id === licensed.id)!;
    const answer = await logContact(admin, { ...contactFor(result), contact_license_number: null });
    expect(answer.json.contact).toMatchObject({ contact_license_number: licensed.license_number, agent_id: licensed.id });
    expect((await history(licensed.license_number!)).contacts.map((contact) => contact.id)).toContain(answer.json.contact.id);
  });

  it('refuses an agent id that names no agent, or an admin', async () => {
    for (const agent_id of [randomUUID(), adminUser.id, 'not-an-id']) {
      const answer = await logContact(admin, { ...contactFor({ full_name: 'Someone', type: 'agent', license_number: null, agent_id }), agent_id });
      expect([answer.status, answer.json.error, answer.json.field]).toEqual([400, contactMessages.agentNotFound, 'agent_id']);
    }
  });
});
