import { describe, expect, it } from 'vitest';
import { timelineOf } from '#web/src/features/agent-contacts/timeline.js';
import { checkDetails, detailsBody, type ContactDetails } from '#web/src/features/agent-contacts/contact-details.js';
import { contactsCsv } from '#web/src/features/agent-contacts/agent-contacts-csv.js';
import { formatClock, formatWhere } from '#web/src/features/agent-contacts/format-contact.js';
import { queryOfFilter } from '#web/src/features/agent-contacts/history-filter.js';
import { sampleContact as contact } from '#test/support/agent-contacts.js';


describe('CSV export', () => {
  it('writes a header and one line per contact, quoting what needs it and defusing formulas', () => {
    const csv = contactsCsv([contact({ notes: 'Said "call me", then left\nearly' }), contact({ id: 'c2', contact_name: '=HYPERLINK("x")' })]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/^Date,Time,Agent,Licence,Meeting type,Event,Location/);
    expect(lines[1]).toContain('2026-11-20,08:30,Maria Lopez,0612001,Breakfast,Realtor Breakfast');
    expect(csv).toContain('"Said ""call me"", then left\nearly"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});

describe('history filters (product/outreach.md §9)', () => {
  it('turns past week and past month into 7 and 30 days, and keeps a custom range', () => {
    const base = { from: '', to: '', meetingType: '', isFollowUpOpen: false };
    expect(queryOfFilter({ ...base, period: 'week' }, '2026-11-25')).toMatchObject({ from: '2026-11-18', to: '2026-11-25' });
    expect(queryOfFilter({ ...base, period: 'month' }, '2026-11-25')).toMatchObject({ from: '2026-10-26', to: '2026-11-25' });
    expect(queryOfFilter({ ...base, period: 'custom', from: '2026-11-01', isFollowUpOpen: true, meetingType: 'email' }, '2026-11-25')).toEqual({
      from: '2026-11-01',
      to: undefined,
      meeting_type: 'email',
      follow_up: 'open',
    });
    expect(queryOfFilter({ ...base, period: 'all' }, '2026-11-25')).toEqual({ meeting_type: undefined, follow_up: undefined });
  });
});

describe('details step checks', () => {
  const details: ContactDetails = { contact_date: '2026-11-25', contact_time: '09:05', notes: '', gave_materials: false, exchanged_cards: false, follow_up_needed: false, contact_phone: '', contact_email: '' };
  it('refuses a date after today, a bad time, phone or email; leaves empty optional fields out', () => {
    expect(checkDetails(details, '2026-11-25')).toEqual({});
    expect(checkDetails({ ...details, contact_date: '2026-11-26' }, '2026-11-25').contact_date).toBe('The contact date cannot be after today.');
    // The server's parser (D-211): `9am` is a time, a bare `9` is not.
    expect(checkDetails({ ...details, contact_time: '9am' }, '2026-11-25')).toEqual({});
    expect(checkDetails({ ...details, contact_time: '9', contact_phone: '123', contact_email: 'x@' }, '2026-11-25')).toMatchObject({
      contact_time: 'Enter the time as 6:00 PM or 18:00.',
      contact_phone: 'Phone number is too short',
      contact_email: 'Please enter a valid email address',
    });
    expect(detailsBody(details)).not.toHaveProperty('contact_phone');
    expect(detailsBody({ ...details, contact_phone: ' 713-555-0111 ' })).toHaveProperty('contact_phone', '713-555-0111');
  });
});

describe('timeline and formatting', () => {
  it('puts orders between the contacts, newest first', () => {
    const order = { id: 'o1', submitted_at: '2026-11-22T16:00:00.000Z', order_date: '2026-11-22', property_address: '1 Main St', is_after_first_contact: true };
    const entries = timelineOf({ contacts: [contact({ id: 'late', contact_date: '2026-11-24' }), contact({ id: 'early' })], orders: [order] });
    expect(entries.map((entry) => (entry.kind === 'order' ? entry.order.id : entry.contact.id))).toEqual(['late', 'o1', 'early']);
  });

  it('holds back an order older than the last contact loaded while more contacts are to come (D-184)', () => {
    const order = { id: 'o1', submitted_at: '2026-11-22T16:00:00.000Z', order_date: '2026-11-22', property_address: '1 Main St', is_after_first_contact: true };
    const newer = { ...order, id: 'o2', submitted_at: '2026-11-25T16:00:00.000Z', order_date: '2026-11-25' };
    const page = { contacts: [contact({ id: 'late', contact_date: '2026-11-24' })], orders: [order, newer] };
    const ids = (entries: ReturnType<typeof timelineOf>) => entries.map((entry) => (entry.kind === 'order' ? entry.order.id : entry.contact.id));
    expect(ids(timelineOf(page, false))).toEqual(['o2', 'late']);
    expect(ids(timelineOf(page, true))).toEqual(['o2', 'late', 'o1']);
  });

  it('writes clock times and where a contact happened', () => {
    expect(['00:05', '12:00', '13:45'].map(formatClock)).toEqual(['12:05 AM', '12:00 PM', '1:45 PM']);
    expect(formatWhere(contact())).toBe('Breakfast: Realtor Breakfast');
    expect(formatWhere(contact({ meeting_type: 'open_house', location: '1 Main St', open_house_mls_number: '701' }))).toBe('Open house at 1 Main St (MLS 701)');
  });
});
