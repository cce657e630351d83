import type { Contact, HistoryReply, TimelineOrder } from '#shared/agent-contacts.js';

export type Entry = { kind: 'contact'; at: string; contact: Contact } | { kind: 'order'; at: string; order: TimelineOrder };

/**
 * Contacts and orders in one line of time, newest first (issue 12 point 6: the orders between
 * the contacts). While older contacts are still to load (`isComplete` false), orders older than
 * the last contact shown wait for them, so an order never jumps once they arrive.
 */
export function timelineOf(reply: Pick<HistoryReply, 'contacts' | 'orders'>, isComplete = true): Entry[] {
  const entries: Entry[] = [
    ...reply.contacts.map((contact) => ({ kind: 'contact' as const, at: `${contact.contact_date}T${contact.contact_time}`, contact })),
    ...reply.orders.map((order) => ({ kind: 'order' as const, at: `${order.order_date}T${order.submitted_at.slice(11, 16)}`, order })),
  ];
  const sorted = entries.sort((a, b) => b.at.localeCompare(a.at));
  const oldestContact = reply.contacts.length ? sorted.filter((entry) => entry.kind === 'contact').at(-1)!.at : '';
  return isComplete ? sorted : sorted.filter((entry) => entry.kind === 'contact' || entry.at >= oldestContact);
}
