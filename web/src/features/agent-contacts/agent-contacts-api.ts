import {
  contactMessages,
  contactReplySchema,
  contactsReplySchema,
  historyReplySchema,
  searchReplySchema,
  statsReplySchema,
  todaysReplySchema,
  type ContactRequest,
} from '#shared/agent-contacts.js';
import { api } from '../../api';
import { pageParams } from '../../lib/page-params';

// /agent-contacts calls (product/outreach.md §7 "Agent contacts"); the server allows them to admins only.

export interface ListFilter {
  from?: string;
  to?: string;
  meeting_type?: string;
  follow_up?: 'open';
  limit?: number;
  cursor?: string;
}

const queryOf = (filter: ListFilter) =>
  new URLSearchParams(Object.entries(filter).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]]))).toString();

const findContactsReply = (filter: ListFilter, signal?: AbortSignal) =>
  api(`/api/agent-contacts?${queryOf(filter)}`, { signal, schema: contactsReplySchema, fallbackError: 'Could not load the contacts.' });

/** The first page of a filter (the home's 5 most recent). */
export const findContacts = (filter: ListFilter, signal?: AbortSignal) => findContactsReply(filter, signal).then((reply) => reply.contacts);

/** One page of the log (D-184), from where the last one ended. */
export const findContactsPage = (filter: ListFilter, cursor: string | undefined, signal: AbortSignal) =>
  findContactsReply({ ...filter, cursor }, signal).then((reply) => ({ items: reply.contacts, next_cursor: reply.next_cursor }));

/** Contacts per request when exporting: the most the server gives at once. */
const EXPORT_PAGE = 100;

/** Every contact of a filter, for the CSV: page after page, so each request reads a bounded number (D-184). */
export async function findAllContacts(filter: ListFilter, signal?: AbortSignal) {
  const contacts = [];
  let cursor: string | undefined;
  do {
    const reply = await findContactsReply({ ...filter, limit: EXPORT_PAGE, cursor }, signal);
    contacts.push(...reply.contacts);
    cursor = reply.next_cursor ?? undefined;
  } while (cursor);
  return contacts;
}

export const findStats = (signal?: AbortSignal) =>
  api('/api/agent-contacts/stats', { signal, schema: statsReplySchema, fallbackError: 'Could not load the contact statistics.' });

export const searchAgents = (q: string, signal?: AbortSignal) =>
  api(`/api/agent-contacts/search-agents?q=${encodeURIComponent(q)}`, { signal, schema: searchReplySchema, fallbackError: 'Search failed' });

const findOpenHousesReply = (date: string, extra: Record<string, string>, signal?: AbortSignal) =>
  api(`/api/agent-contacts/todays-open-houses?${new URLSearchParams({ date, ...extra }).toString()}`, {
    signal,
    schema: todaysReplySchema,
    fallbackError: contactMessages.fetchOpenHousesFailed,
  });

/** One page of the date's open houses by start time (D-201), from where the last one ended. */
export const findOpenHousesPage = (date: string, cursor: string | undefined, signal: AbortSignal) =>
  findOpenHousesReply(date, cursor ? { cursor } : {}, signal).then((reply) => ({
    items: reply.listings.map((listing) => ({ ...listing, id: listing.mls_number })),
    next_cursor: reply.next_cursor,
  }));

/** The date's open house with this MLS number, or null (one read, however many the date holds). */
export const findOpenHouse = (date: string, mls: string, signal?: AbortSignal) =>
  findOpenHousesReply(date, { mls }, signal).then((reply) => reply.listings[0] ?? null);

/** The agent's info and orders, and one page of its contacts, newest first (D-184). */
export const findAgentHistory = (licence: string, cursor: string | undefined, signal: AbortSignal) =>
  api(`/api/agent-contacts/agent-history/${encodeURIComponent(licence)}${pageParams(cursor, undefined)}`, {
    signal,
    schema: historyReplySchema,
    fallbackError: 'Could not load the agent’s history.',
  });

export const saveContact = (body: ContactRequest) =>
  api('/api/agent-contacts', { method: 'POST', body, schema: contactReplySchema, fallbackError: contactMessages.saveFailed }).then((reply) => reply.contact);

export const completeFollowUp = (id: string) =>
  api(`/api/agent-contacts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { follow_up_completed: true },
    schema: contactReplySchema,
    fallbackError: 'Could not mark the follow-up complete.',
  }).then((reply) => reply.contact);
