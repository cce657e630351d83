import { handler as postHandler } from '#functions/agent-contacts/post-agent-contacts.js';
import { addDays, dateIn } from '#shared/dates.js';
import type { ContactRequest } from '#shared/agent-contacts.js';
import { sameSite } from '#test/support/accounts.js';
import { call } from '#test/support/api.js';

// Contacts as the loggers send them (product/outreach.md §3 "Agent contact").

/** The business's today, and a day `days` before it. */
export const today = () => dateIn('America/Chicago', new Date());
export const daysAgo = (days: number) => addDays(today(), -days);

let serial = 0;
/** A licence number of this run, so files and reruns do not meet each other's contacts. */
export const newLicence = () => `9${String((Date.now() + serial++ * 7) % 1_000_000).padStart(6, '0')}`;

export const eventContact = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  contact_date: today(),
  contact_time: '08:30',
  contact_license_number: newLicence(),
  contact_name: 'Maria Lopez',
  meeting_type: 'breakfast',
  event_name: 'Realtor Breakfast',
  notes: 'Asked about pre-listing inspections.',
  gave_materials: true,
  exchanged_cards: true,
  follow_up_needed: false,
  ...overrides,
});

export const openHouseContact = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  contact_date: today(),
  contact_time: '13:15',
  contact_license_number: newLicence(),
  contact_name: 'Dana Whitfield',
  meeting_type: 'open_house',
  open_house_mls_number: '7012345',
  open_house_date: today(),
  expected_agent_name: 'Dana Whitfield',
  was_expected_agent: true,
  ...overrides,
});

export const logContact = (token: string, body: unknown) => call(postHandler, 'POST /api/agent-contacts', { token, body, headers: sameSite });
