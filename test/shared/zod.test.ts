import { describe, expect, it } from 'vitest';
import { emailSchema } from '#shared/account.js';
import { credentialSchema } from '#shared/auth.js';
import { bookingProgressSchema, clientInfoSchema, dateSelectionSchema, propertyInfoSchema, stepBackSchema } from '#shared/booking.js';
import { ceMessages, classInputSchema, sessionUpdateSchema } from '#shared/ce.js';
import { contactMessages, contactRequestSchema, NO_AGENT_NAME, UNKNOWN_LICENSE } from '#shared/agent-contacts.js';
import { optionalText, requiredText } from '#shared/text.js';
import * as z from '#shared/zod.js';

// The move from classic zod to zod/mini (D-172) must not change a reply or a form: these are the
// places where it could drift. Every expected value here is what classic zod 4.6 gave.

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('zod/mini keeps classic zod behaviour (D-172)', () => {
  it("words the issues without a message of ours in zod's English, as classic did", () => {
    expect(issues(z.string().check(z.minLength(3)).safeParse('a'))).toEqual([['', 'Too small: expected string to have >=3 characters']]);
    expect(issues(stepBackSchema.safeParse({ target_step: '9' }))).toEqual([['target_step', 'Too big: expected number to be <=7']]);
    expect(issues(stepBackSchema.safeParse({ target_step: '2.5' }))).toEqual([['target_step', 'Invalid input: expected int, received number']]);
    expect(issues(stepBackSchema.safeParse({}))).toEqual([['target_step', 'Invalid input: expected number, received NaN']]);
  });

  it('coerces query and form numbers', () => {
    expect(stepBackSchema.parse({ target_step: ' 3 ' })).toEqual({ target_step: 3 });
  });

  it('trims before it counts, then normalizes', () => {
    const name = requiredText('Name', 10, 'name');
    expect(issues(name.safeParse('   '))).toEqual([['', 'Name is required']]);
    expect(issues(name.safeParse('  Abcdefghijk '))).toEqual([['', 'Name must be at most 10 characters']]);
    expect(name.parse('  Abcdefghij  ')).toBe('Abcdefghij');
    expect(emailSchema.parse(' Test@Example.COM ')).toBe('test@example.com');
    expect(issues(emailSchema.safeParse('   '))).toEqual([['', 'Email is required']]);
    expect(issues(emailSchema.safeParse(undefined))).toEqual([['', 'Email is required']]);
    expect(issues(emailSchema.safeParse('not-an-email'))).toEqual([['', 'Please enter a valid email address']]);
  });

  it('fills defaults, and runs transforms after the checks', () => {
    expect(optionalText('Line 2', 10, 'address').parse(undefined)).toBe('');
    expect(issues(optionalText('Line 2', 10, 'address').safeParse(5))).toEqual([['', 'Line 2 is required']]);
    expect(bookingProgressSchema.parse({ has_progress: false })).toEqual({ has_progress: false, step: 1 });
    const property = { new_construction: 'no', address1: '1 Main St', city: 'Houston', state: ' tx ', zip_code: '77002' };
    expect(propertyInfoSchema.parse(property)).toEqual({ ...property, address2: '', state: 'TX' });
    const contact = contactRequestSchema.parse({ contact_date: '2026-11-20', contact_time: '10:00', meeting_type: 'breakfast', event_name: 'Expo' });
    expect(contact).toMatchObject({ contact_license_number: UNKNOWN_LICENSE, contact_name: NO_AGENT_NAME, contact_type: 'agent', notes: '', gave_materials: false });
    expect(z.object({ tags: z._default(z.array(z.string()), []) }).parse({})).toEqual({ tags: [] });
  });

  it('reports refinements with their own message and path', () => {
    const client = { client_first_name: 'Ann', client_last_name: 'Lee', client_email: 'a@b.co', client_phone: '7135550100', client_role: 'Other' };
    expect(issues(clientInfoSchema.safeParse(client))).toEqual([['client_role_specify', 'Please specify the client role']]);
    expect(issues(dateSelectionSchema.safeParse({ selected_dates: ['2026-12-01', '2026-12-01', '2026-12-02'] }))).toEqual([
      ['selected_dates', 'Please choose exactly 3 dates.'],
    ]);
    const visit = { contact_date: '2026-11-20', contact_time: '10:00', meeting_type: 'open_house' };
    expect(issues(contactRequestSchema.safeParse(visit))).toEqual([['open_house_mls_number', contactMessages.chooseHouse]]);
  });

  it('preprocesses form blanks to absent, and absent keys still come out as null', () => {
    const blank = { session_date: '2026-12-01', session_time: '', location: '  ', max_attendees: '' };
    const empty = { session_date: '2026-12-01', session_time: null, location: null, max_attendees: null };
    expect(sessionUpdateSchema.parse(blank)).toEqual(empty);
    expect(sessionUpdateSchema.parse({ session_date: '2026-12-01' })).toEqual(empty);
    const filled = { session_date: '2026-12-01', session_time: '09:30', location: ' Hall ', max_attendees: '12' };
    expect(sessionUpdateSchema.parse(filled)).toEqual({ ...filled, location: 'Hall', max_attendees: 12 });
    expect(issues(sessionUpdateSchema.safeParse({ session_date: '2026-02-30', session_time: '25:00', max_attendees: '0' }))).toEqual([
      ['session_date', ceMessages.sessionRequired],
      ['session_time', ceMessages.sessionTime],
      ['max_attendees', ceMessages.maxAttendees],
    ]);
    expect(issues(classInputSchema.safeParse({ class_name: ' ', class_code: 'C1', hours: '' }))).toEqual([
      ['class_name', ceMessages.classRequired],
      ['hours', ceMessages.classRequired],
    ]);
  });

  it('keeps the unknown keys of a loose object and drops them elsewhere', () => {
    const credential = { id: 'a', rawId: 'a', type: 'public-key', response: {}, extra: 1 };
    expect(credentialSchema.parse(credential)).toEqual({ ...credential, clientExtensionResults: {} });
    expect(stepBackSchema.parse({ target_step: 2, extra: 1 })).toEqual({ target_step: 2 });
  });

  it('falls back with catch', () => {
    expect(z.catch(z.number(), 0).parse('x')).toBe(0);
  });
});
