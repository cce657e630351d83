import { MEETING_TYPE_LABELS, type Contact } from '#shared/contacts.js';

// CSV export of the history (spec §2, §5 'No data to export'). Pure, so it is tested directly.

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

/**
 * One field, quoted when it holds a comma, quote or line break; a field a spreadsheet
 * would run as a formula (=, +, -, @) gets a leading apostrophe (CSV injection).
 */
function cell(value: string | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function contactsCsv(contacts: readonly Contact[]): string {
  const lines = [COLUMNS.map(([name]) => name).join(','), ...contacts.map((contact) => COLUMNS.map(([, read]) => cell(read(contact))).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
