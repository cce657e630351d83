import { MEETING_TYPE_LABELS, type Contact } from '#shared/agent-contacts.js';
import { toCsv } from '#shared/csv.js';

// CSV export of the history (product/outreach.md §2, §5 'No data to export'). Pure, so it is tested directly.

const COLUMNS: readonly [string, (contact: Contact) => string | boolean | null][] = [
  ['Date', (c) => c.contact_date],
  ['Time', (c) => c.contact_time],
  ['Agent', (c) => c.contact_name],
  ['Licence', (c) => c.contact_license_number],
  ['Meeting type', (c) => MEETING_TYPE_LABELS[c.meeting_type]],
  ['Event', (c) => c.event_name],
  ['Location', (c) => c.location],
  ['MLS number', (c) => c.open_house_mls_number],
  ['Expected agent', (c) => c.expected_agent_name],
  ['Was expected agent', (c) => c.was_expected_agent],
  ['Materials given', (c) => c.gave_materials],
  ['Cards exchanged', (c) => c.exchanged_cards],
  ['Follow-up needed', (c) => c.follow_up_needed],
  ['Follow-up completed', (c) => c.follow_up_completed],
  ['Phone', (c) => c.contact_phone],
  ['Email', (c) => c.contact_email],
  ['Notes', (c) => c.notes],
  ['Logged by', (c) => c.logged_by_name],
];

export function contactsCsv(contacts: readonly Contact[]): string {
  return toCsv(
    COLUMNS.map(([name]) => name),
    contacts.map((contact) => COLUMNS.map(([, read]) => read(contact))),
  );
}
