import { MEETING_TYPE_LABELS, type Contact } from '#shared/agent-contacts.js';
import { formatDay } from '../../lib/format-date';

/** "1:15 PM" from "13:15". */
export function formatClock(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  if (!Number.isFinite(hour) || !Number.isFinite(minute)) return time;
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

export const formatWhen = (contact: Pick<Contact, 'contact_date' | 'contact_time'>) => `${formatDay(contact.contact_date)}, ${formatClock(contact.contact_time)}`;

/** Where the contact happened: the event, or the open house by MLS number. */
export function formatWhere(contact: Contact): string {
  if (contact.meeting_type === 'open_house') return `Open house${contact.location ? ` at ${contact.location}` : ''} (MLS ${contact.open_house_mls_number ?? '?'})`;
  const label = MEETING_TYPE_LABELS[contact.meeting_type];
  return contact.event_name && contact.location && contact.location !== contact.event_name
    ? `${label}: ${contact.event_name}, ${contact.location}`
    : `${label}: ${contact.event_name ?? contact.location ?? ''}`;
}

export const formatPrice = (price: number | null) => (price === null ? 'Price not given' : `$${price.toLocaleString('en-US')}`);
