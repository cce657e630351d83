import type { Contact, HistoryReply, TimelineOrder } from '#shared/contacts.js';

export type Entry = { kind: 'contact'; at: string; contact: Contact } | { kind: 'order'; at: string; order: TimelineOrder };

/** Contacts and orders in one line of time, newest first (issue 12 point 6: the orders between the contacts). */
export function timelineOf(reply: Pick<HistoryReply, 'contacts' | 'orders'>): Entry[] {
  const entries: Entry[] = [
    ...reply.contacts.map((contact) => ({ kind: 'contact' as const, at: `${contact.contact_date}T${contact.contact_time}`, contact })),
    ...reply.orders.map((order) => ({ kind: 'order' as const, at: `${order.order_date}T${order.submitted_at.slice(11, 16)}`, order })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}
