import { beforeAll, describe, expect, it } from 'vitest';
import { handler as listHandler } from '#functions/agent-contacts/get-agent-contacts.js';
import { handler as statsHandler } from '#functions/agent-contacts/get-agent-contacts-stats.js';
import { handler as putHandler } from '#functions/agent-contacts/put-agent-contacts.js';
import { contactMessages, statsReplySchema } from '#shared/agent-contacts.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { daysAgo, eventContact, logContact, openHouseContact } from './support.js';

let admin = '';
let otherAdmin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
  otherAdmin = (await makeUser({ is_admin: true })).token;
});

const complete = (token: string, id: string, body: unknown = { follow_up_completed: true }) =>
  call(putHandler, `PUT /api/agent-contacts/${id}`, { token, body, headers: sameSite });
const stats = async (token = admin) => statsReplySchema.parse((await call(statsHandler, 'GET /api/agent-contacts/stats', { token })).json);

describe('follow-ups and statistics', () => {
  it('counts this month’s contacts, open houses, materials and open follow-ups', async () => {
    const before = await stats();
    await logContact(admin, openHouseContact({ gave_materials: true, follow_up_needed: true }));
    await logContact(admin, eventContact({ gave_materials: false, follow_up_needed: true }));
    const after = await stats();
    expect(after.this_month_contacts - before.this_month_contacts).toBe(2);
    expect(after.this_month_breakdown.open_house - before.this_month_breakdown.open_house).toBe(1);
    expect(after.materials_given_this_month - before.materials_given_this_month).toBe(1);
    expect(after.follow_ups_needed - before.follow_ups_needed).toBe(2);
  });

  it('marks a follow-up complete once, from any admin of the business (the log is shared)', async () => {
    const { contact } = (await logContact(admin, eventContact({ follow_up_needed: true }))).json;
    const before = await stats(otherAdmin);
    const done = await complete(otherAdmin, contact.id);
    expect(done.status).toBe(200);
    expect(done.json.contact).toMatchObject({ id: contact.id, follow_up_completed: true });
    expect((await stats()).follow_ups_needed).toBe(before.follow_ups_needed - 1);
    const again = await complete(admin, contact.id);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(contactMessages.alreadyComplete);
    expect((await stats()).follow_ups_needed).toBe(before.follow_ups_needed - 1);
  });

  it('completes a follow-up once when two admins click at the same time', async () => {
    const { contact } = (await logContact(admin, eventContact({ follow_up_needed: true }))).json;
    const before = (await stats()).follow_ups_needed;
    const answers = await Promise.all([complete(admin, contact.id), complete(otherAdmin, contact.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await stats()).follow_ups_needed).toBe(before - 1);
  });

  it('refuses a contact without a follow-up (409), an unknown id (404) and any other body (400)', async () => {
    const { contact } = (await logContact(admin, eventContact({ follow_up_needed: false }))).json;
    expect((await complete(admin, contact.id)).status).toBe(409);
    expect((await complete(admin, 'no-such-contact')).status).toBe(404);
    expect((await complete(admin, contact.id, { follow_up_completed: false })).status).toBe(400);
    expect((await complete(admin, contact.id, {})).status).toBe(400);
  });

  it('lists by date range, meeting type and open follow-up, newest first', async () => {
    const old = (await logContact(admin, eventContact({ contact_date: daysAgo(20), meeting_type: 'networking', event_name: 'Realtor Meetup', follow_up_needed: true }))).json.contact;
    const recent = (await logContact(admin, eventContact({ contact_date: daysAgo(2), meeting_type: 'networking', event_name: 'Realtor Meetup' }))).json.contact;
    const list = async (query: string) => ((await call(listHandler, `GET /api/agent-contacts?${query}`, { token: admin })).json.contacts as { id: string }[]).map((c) => c.id);
    const week = await list(`from=${daysAgo(7)}&meeting_type=networking`);
    expect(week).toContain(recent.id);
    expect(week).not.toContain(old.id);
    const month = await list(`from=${daysAgo(30)}&to=${daysAgo(1)}&meeting_type=networking`);
    expect(month.indexOf(recent.id)).toBeLessThan(month.indexOf(old.id));
    const open = await list(`follow_up=open&meeting_type=networking`);
    expect(open).toContain(old.id);
    expect(open).not.toContain(recent.id);
    expect((await call(listHandler, `GET /api/agent-contacts?from=${daysAgo(1)}&to=${daysAgo(5)}`, { token: admin })).json.error).toBe(contactMessages.range);
    expect((await call(listHandler, 'GET /api/agent-contacts?meeting_type=golf', { token: admin })).status).toBe(400);
    expect((await call(listHandler, 'GET /api/agent-contacts?limit=0', { token: admin })).status).toBe(400);
  });

  it('is for admins only', async () => {
    const agent = (await makeUser()).token;
    const { contact } = (await logContact(admin, eventContact({ follow_up_needed: true }))).json;
    for (const token of ['', agent]) {
      const status = token ? 403 : 401;
      expect((await complete(token, contact.id)).status).toBe(status);
      expect((await call(statsHandler, 'GET /api/agent-contacts/stats', { token })).status).toBe(status);
      expect((await call(listHandler, 'GET /api/agent-contacts', { token })).status).toBe(status);
    }
  });
});
