import {
  checkContactDate,
  contactMessages,
  NO_AGENT_NAME,
  UNKNOWN_LICENSE,
  type Contact,
  type ContactsQuery,
  type NewContact,
} from '#shared/agent-contacts.js';
import { dateIn } from '#shared/dates.js';
import { clockIn } from '#shared/times.js';
import { completeFollowUp, findContact, findContactsPage, putContact } from '../data/agent-contacts.js';
import { newId } from '../data/ids.js';
import { findUser, fullName, type UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { conflict, invalid, notFound } from '../errors.js';

// Logging contacts, listing them and completing their follow-ups (product/outreach.md §4, §5,
// §7; data-model K1, K2, K5). Admins only: the route table and the handlers say so, and
// the log is the business's, shared by its admins (product/rules.md "Agent contacts", D-133).

export const businessToday = (deps: Deps) => dateIn(deps.config.BUSINESS_TIME_ZONE, deps.now());

/**
 * The registered agent a contact names (D-211): an agent's account, never an admin's. Its
 * licence, when it gave one, is the contact's, so the timeline by licence finds the contact.
 */
async function findNamedAgent(deps: Deps, agentId: string | null | undefined): Promise<UserItem | undefined> {
  if (!agentId) return undefined;
  const agent = await findUser(deps.db, agentId);
  if (!agent || agent.is_admin) throw invalid(contactMessages.agentNotFound, { field: 'agent_id' });
  return agent;
}

/**
 * data-model K1. A licence number we do not know is kept as given (issue 12 point 7): the log is
 * the business's memory, not a copy of the Commission's file, which may lag a new agent.
 * The spec's defaults are the server's too (product/outreach.md §9): today and now, the business's.
 */
export async function logContact(deps: Deps, admin: UserItem, input: NewContact): Promise<Contact> {
  const zone = deps.config.BUSINESS_TIME_ZONE;
  const contactDate = input.contact_date ?? businessToday(deps);
  const future = checkContactDate(contactDate, businessToday(deps));
  if (future) throw invalid(future, { field: 'contact_date' });
  const agent = await findNamedAgent(deps, input.agent_id);
  const isOpenHouse = input.meeting_type === 'open_house';
  const contact: Contact = {
    id: newId(),
    contact_date: contactDate,
    contact_time: input.contact_time ?? clockIn(zone, deps.now()),
    contact_license_number: input.contact_license_number === UNKNOWN_LICENSE && agent?.license_number ? agent.license_number : input.contact_license_number,
    contact_name: input.contact_name === NO_AGENT_NAME && agent ? fullName(agent) : input.contact_name,
    contact_type: input.contact_type,
    meeting_type: input.meeting_type,
    event_name: isOpenHouse ? null : (input.event_name ?? null),
    // product/outreach.md §5: the location is optional and falls back to the event name.
    location: input.location ?? (isOpenHouse ? null : (input.event_name ?? null)),
    open_house_mls_number: isOpenHouse ? (input.open_house_mls_number ?? null) : null,
    // The house is visited the day it is logged, unless the logger says which open day it was.
    open_house_date: isOpenHouse ? (input.open_house_date ?? contactDate) : null,
    expected_agent_name: isOpenHouse ? (input.expected_agent_name ?? null) : null,
    was_expected_agent: isOpenHouse && input.was_expected_agent,
    notes: input.notes,
    gave_materials: input.gave_materials,
    exchanged_cards: input.exchanged_cards,
    follow_up_needed: input.follow_up_needed,
    follow_up_completed: false,
    contact_phone: input.contact_phone ?? null,
    contact_email: input.contact_email ?? null,
    agent_id: agent?.id ?? null,
    logged_by: admin.id,
    logged_by_name: fullName(admin),
    created_at: deps.now().toISOString(),
  };
  await putContact(deps.db, contact);
  return contact;
}

/** data-model K2: one page of the log, newest first, by date range, meeting type and open follow-up (D-184). */
export async function listContacts(deps: Deps, query: ContactsQuery): Promise<{ contacts: Contact[]; next_cursor: string | null }> {
  return findContactsPage(deps.db, { from: query.from, to: query.to, meeting_type: query.meeting_type, isFollowUpOpen: query.follow_up === 'open' }, query.limit, query.cursor);
}

/** data-model K5: a follow-up marked complete once; a missing contact is 404, one with nothing open 409. */
export async function completeContactFollowUp(deps: Deps, admin: UserItem, contactId: string): Promise<Contact> {
  const isDone = await completeFollowUp(deps.db, contactId, admin.id, deps.now());
  const contact = await findContact(deps.db, contactId);
  if (!contact) throw notFound(contactMessages.notFound);
  if (!isDone) throw conflict(contactMessages.alreadyComplete);
  return contact;
}
