import {
  contactMessages,
  contactReplySchema,
  contactsReplySchema,
  historyReplySchema,
  searchReplySchema,
  statsReplySchema,
  todaysReplySchema,
  type ContactRequest,
} from '#shared/contacts.js';
import { api } from '../../api';

// /agent-contacts calls (spec part 2 §7 "Agent contacts"); the server allows them to admins only.

export interface ListFilter {
  from?: string;
  to?: string;
  meeting_type?: string;
  follow_up?: 'open';
  limit?: number;
}

const queryOf = (filter: ListFilter) =>
  new URLSearchParams(Object.entries(filter).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]]))).toString();

export const findContacts = (filter: ListFilter, signal?: AbortSignal) =>
  api(`/api/agent-contacts?${queryOf(filter)}`, { signal, schema: contactsReplySchema, fallbackError: 'Could not load the contacts.' }).then((reply) => reply.contacts);

export const findStats = (signal?: AbortSignal) =>
  api('/api/agent-contacts/stats', { signal, schema: statsReplySchema, fallbackError: 'Could not load the contact statistics.' });

export const searchAgents = (q: string, signal?: AbortSignal) =>
  api(`/api/agent-contacts/search-agents?q=${encodeURIComponent(q)}`, { signal, schema: searchReplySchema, fallbackError: 'Search failed' });

export const findOpenHouses = (date: string, signal?: AbortSignal) =>
  api(`/api/agent-contacts/todays-open-houses?date=${encodeURIComponent(date)}`, {
    signal,
    schema: todaysReplySchema,
    fallbackError: contactMessages.fetchOpenHousesFailed,
  }).then((reply) => reply.listings);

export const findAgentHistory = (licence: string, signal?: AbortSignal) =>
  api(`/api/agent-contacts/agent-history/${encodeURIComponent(licence)}`, { signal, schema: historyReplySchema, fallbackError: 'Could not load the agent’s history.' });

export const saveContact = (body: ContactRequest) =>
  api('/api/agent-contacts', { method: 'POST', body, schema: contactReplySchema, fallbackError: contactMessages.saveFailed }).then((reply) => reply.contact);

export const completeFollowUp = (id: string) =>
  api(`/api/agent-contacts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { follow_up_completed: true },
    schema: contactReplySchema,
    fallbackError: 'Could not mark the follow-up complete.',
  }).then((reply) => reply.contact);
