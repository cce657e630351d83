import type { Contact } from '#shared/agent-contacts.js';

/** A whole contact as the log stores it (a breakfast with a follow-up open), for tests to change a field or two. */
export const sampleContact = (overrides: Partial<Contact> = {}): Contact => ({
  id: 'c1',
  contact_date: '2026-11-20',
  contact_time: '08:30',
  contact_license_number: '0612001',
  contact_name: 'Maria Lopez',
  contact_type: 'agent',
  meeting_type: 'breakfast',
  event_name: 'Realtor Breakfast',
  location: 'Realtor Breakfast',
  open_house_mls_number: null,
  open_house_date: null,
  expected_agent_name: null,
  was_expected_agent: false,
  notes: '',
  gave_materials: true,
  exchanged_cards: false,
  follow_up_needed: true,
  follow_up_completed: false,
  contact_phone: null,
  contact_email: null,
  logged_by: 'admin-1',
  logged_by_name: 'Olivia Owner',
  created_at: '2026-11-20T14:30:00.000Z',
  ...overrides,
});
