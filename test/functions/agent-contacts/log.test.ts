import { beforeAll, describe, expect, it } from 'vitest';
import { handler as listHandler } from '#functions/agent-contacts/get-agent-contacts.js';
import { findContactedMlsOn } from '#functions/data/agent-contacts.js';
import { getDeps } from '#functions/deps.js';
import { contactMessages, contactReplySchema, contactsReplySchema } from '#shared/agent-contacts.js';
import { addDays } from '#shared/dates.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { eventContact, logContact, newLicence, openHouseContact, today } from './support.js';

let admin = '';
let adminName = '';
beforeAll(async () => {
  await provisionTestTable();
  const made = await makeUser({ is_admin: true, first_name: 'Olivia', last_name: 'Owner' });
  admin = made.token;
  adminName = 'Olivia Owner';
});

describe('POST /api/agent-contacts', () => {
  it('logs an open-house visit with the expected agent, records who logged it, and lists it first', async () => {
    const body = openHouseContact({ follow_up_needed: true, notes: '  Wants a sample report.  ' });
    const answer = await logContact(admin, body);
    expect(answer.status).toBe(200);
    const { contact } = contactReplySchema.parse(answer.json);
    expect(contact).toMatchObject({
      contact_license_number: body.contact_license_number,
      meeting_type: 'open_house',
      open_house_mls_number: '7012345',
      was_expected_agent: true,
      notes: 'Wants a sample report.',
      follow_up_needed: true,
      follow_up_completed: false,
      contact_type: 'agent',
      logged_by_name: adminName,
      event_name: null,
    });
    expect(Object.keys(contact)).not.toContain('pk');
    const list = contactsReplySchema.parse((await call(listHandler, 'GET /api/agent-contacts?limit=5', { token: admin })).json);
    expect(list.contacts[0]!.id).toBe(contact.id);
  });

  it('tells the route planner which open houses of a date were contacted, by any admin (K7)', async () => {
    const other = (await makeUser({ is_admin: true })).token;
    await logContact(other, openHouseContact({ open_house_mls_number: '7099001' }));
    const contacted = await findContactedMlsOn(getDeps().db, today());
    expect(contacted.has('7099001')).toBe(true);
    expect(contacted.has('7012345')).toBe(true);
    expect((await findContactedMlsOn(getDeps().db, addDays(today(), -400))).size).toBe(0);
  });

  it('keeps an unknown licence number as given, and nobody met as licence unknown and "No agent present"', async () => {
    const given = await logContact(admin, eventContact({ contact_license_number: 'TX-NEW-1' }));
    expect(given.json.contact.contact_license_number).toBe('TX-NEW-1');
    const nobody = openHouseContact({ contact_license_number: undefined, contact_name: undefined, was_expected_agent: false });
    const answer = await logContact(admin, nobody);
    expect(answer.json.contact).toMatchObject({ contact_license_number: 'unknown', contact_name: 'No agent present', was_expected_agent: false });
  });

  it('falls back to the event name for the location, and keeps a location given', async () => {
    expect((await logContact(admin, eventContact())).json.contact).toMatchObject({ event_name: 'Realtor Breakfast', location: 'Realtor Breakfast' });
    expect((await logContact(admin, eventContact({ location: 'Kolache Factory, Heights' }))).json.contact.location).toBe('Kolache Factory, Heights');
  });

  it('refuses a date after today (the business’s today) and takes today', async () => {
    const tomorrow = addDays(today(), 1);
    const answer = await logContact(admin, eventContact({ contact_date: tomorrow }));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe(contactMessages.futureDate);
    expect((await logContact(admin, eventContact({ contact_date: today() }))).status).toBe(200);
  });

  it.each([
    ['no meeting type', { meeting_type: undefined }, contactMessages.selectEvent],
    ['an unknown meeting type', { meeting_type: 'golf' }, contactMessages.selectEvent],
    ['a time without AM, PM or minutes', { contact_time: '8' }, contactMessages.time],
    ['a time past the clock', { contact_time: '13:00 PM' }, contactMessages.time],
    ['a licence with other characters', { contact_license_number: '12 34;' }, contactMessages.license],
    ['notes too long', { notes: 'x'.repeat(2001) }, contactMessages.notes],
    ['a date that is not one', { contact_date: '2026-02-30' }, 'Choose a real date.'],
    ['a phone that is not one', { contact_phone: '12345' }, 'Phone number is too short'],
    ['an email that is not one', { contact_email: 'nobody' }, 'Please enter a valid email address'],
    ['a flag that is not a boolean', { follow_up_needed: 'yes' }, undefined],
  ])('refuses %s', async (_name, change, message) => {
    const answer = await logContact(admin, { ...eventContact(), ...change });
    expect(answer.status).toBe(400);
    if (message) expect(answer.json.error).toBe(message);
  });

  it('refuses an open-house visit without its house', async () => {
    const answer = await logContact(admin, openHouseContact({ open_house_mls_number: undefined }));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe(contactMessages.chooseHouse);
  });

  it('is for admins only: anonymous 401, an agent 403, and nothing is stored', async () => {
    const agent = (await makeUser()).token;
    const licence = newLicence();
    expect((await logContact('', eventContact({ contact_license_number: licence }))).status).toBe(401);
    expect((await logContact(agent, eventContact({ contact_license_number: licence }))).status).toBe(403);
    const list = (await call(listHandler, 'GET /api/agent-contacts', { token: admin })).json.contacts as { contact_license_number: string }[];
    expect(list.some((contact) => contact.contact_license_number === licence)).toBe(false);
  });
});
