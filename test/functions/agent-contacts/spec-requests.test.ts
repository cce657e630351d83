import { beforeAll, describe, expect, it } from 'vitest';
import { handler as historyHandler } from '#functions/agent-contacts/get-agent-contacts-agent-history.js';
import { handler as listHandler } from '#functions/agent-contacts/get-agent-contacts.js';
import { MEETING_TYPES, contactMessages, contactsReplySchema, historyReplySchema, type MeetingType } from '#shared/agent-contacts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { logContact, newLicence, today } from './support.js';

// Issue 28 points 2 and 3 (D-211): POST /api/agent-contacts with the body a client that reads only
// product/outreach.md sends: the §3 "Agent contact" fields, nothing else. The event logger's
// "type and name" rule is the page's; the API requires no field the spec's contact lacks.

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
});

/** The spec's contact fields (§3) for a meeting of this type, as a spec-reading client fills them. */
function specContact(meeting_type: MeetingType, licence: string) {
  const isOpenHouse = meeting_type === 'open_house';
  return {
    contact_date: today(),
    contact_time: '10:15',
    contact_license_number: licence,
    contact_name: 'Jordan Ellis',
    contact_type: 'agent',
    meeting_type,
    location: isOpenHouse ? '1421 Cortlandt St, Houston, TX 77008' : 'Heights Coffee',
    open_house_mls_number: isOpenHouse ? '70411234' : null,
    open_house_date: isOpenHouse ? today() : null,
    expected_agent_name: isOpenHouse ? 'Jordan Ellis' : null,
    was_expected_agent: isOpenHouse,
    notes: `Met by ${meeting_type}.`,
    gave_materials: true,
    exchanged_cards: false,
    follow_up_needed: false,
    follow_up_completed: false,
  };
}

const historyOf = async (licence: string) =>
  historyReplySchema.parse((await call(historyHandler, `GET /api/agent-contacts/agent-history/${licence}`, { token: admin })).json);

describe('POST /api/agent-contacts with the spec’s fields', () => {
  it('logs the issue’s phone call: no event name, location "Phone"', async () => {
    const licence = newLicence();
    const body = { contact_date: today(), contact_time: '14:30', contact_license_number: licence, contact_name: 'Jordan Ellis', contact_type: 'agent', meeting_type: 'phone_call', location: 'Phone', notes: 'Called about a pre-listing inspection.', gave_materials: false, exchanged_cards: false, follow_up_needed: true };
    const answer = await logContact(admin, body);
    expect(answer.status).toBe(200);
    const { contacts } = await historyOf(licence);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ ...body, id: answer.json.contact.id, event_name: null, follow_up_completed: false, open_house_mls_number: null });
  });

  it.each(MEETING_TYPES.map((type) => [type]))('logs a %s contact as the spec writes it, and stores it so', async (meeting_type) => {
    const licence = newLicence();
    const body = specContact(meeting_type, licence);
    const answer = await logContact(admin, body);
    expect(answer.status).toBe(200);
    const { follow_up_completed: _sent, ...kept } = body;
    expect(answer.json).toMatchObject({ success: true, contact: kept });
    const stored = (await historyOf(licence)).contacts;
    expect(stored).toEqual([answer.json.contact]);
    const listed = contactsReplySchema.parse((await call(listHandler, `GET /api/agent-contacts?meeting_type=${meeting_type}&from=${today()}&to=${today()}&limit=100`, { token: admin })).json);
    expect(listed.contacts.map((contact) => contact.id)).toContain(answer.json.contact.id);
  });

  it('keeps an event name when one is sent, and uses it as the location when none is given', async () => {
    const licence = newLicence();
    const { location: _none, ...body } = { ...specContact('breakfast', licence), event_name: 'Realtor Breakfast' };
    expect((await logContact(admin, body)).status).toBe(200);
    expect((await historyOf(licence)).contacts[0]).toMatchObject({ event_name: 'Realtor Breakfast', location: 'Realtor Breakfast' });

    const named = newLicence();
    expect((await logContact(admin, { ...specContact('networking', named), event_name: 'Realtor Meetup' })).status).toBe(200);
    expect((await historyOf(named)).contacts[0]).toMatchObject({ event_name: 'Realtor Meetup', location: 'Heights Coffee' });
  });

  it('takes the time as people write it, kept as HH:MM, and names the forms it takes when it refuses one', async () => {
    const licence = newLicence();
    expect((await logContact(admin, { ...specContact('email', licence), contact_time: '2:30 PM' })).status).toBe(200);
    expect((await historyOf(licence)).contacts[0]!.contact_time).toBe('14:30');
    const refused = await logContact(admin, { ...specContact('email', newLicence()), contact_time: '2' });
    expect([refused.status, refused.json.error, refused.json.field]).toEqual([400, contactMessages.time, 'contact_time']);
  });

  it('defaults the date and time to the business’s now, and an open house’s date to the contact’s (product/outreach.md §9)', async () => {
    const licence = newLicence();
    const { contact_date: _date, contact_time: _time, open_house_date: _day, ...body } = specContact('open_house', licence);
    const answer = await logContact(admin, body);
    expect(answer.status).toBe(200);
    const stored = (await historyOf(licence)).contacts[0]!;
    expect(stored).toMatchObject({ contact_date: today(), open_house_date: today() });
    expect(stored.contact_time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  });

  it('still needs the house of an open-house visit', async () => {
    const answer = await logContact(admin, { ...specContact('open_house', newLicence()), open_house_mls_number: null });
    expect([answer.status, answer.json.error]).toEqual([400, contactMessages.chooseHouse]);
  });
});
