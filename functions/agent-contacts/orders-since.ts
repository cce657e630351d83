import { ORDERED_WINDOW_DAYS, UNKNOWN_LICENSE, type Contact } from '#shared/agent-contacts.js';
import { addDays, instantIn } from '#shared/dates.js';
import { findLicenseClaims, findOrdersSince, type OrderSummary } from '../data/agent-contacts-orders.js';
import { findContacts } from '../data/agent-contacts.js';
import type { Deps } from '../deps.js';

// Issue 12 point 6 on the home: of the agents contacted in the last 90 days, how many
// have ordered since (D-135). A bounded number of reads, whatever the number of agents:
// one Query of the window's contacts, one BatchGet of their licence claims per 100
// licences, one Query of the orders submitted since the window opened. Matching is then
// done in memory: licence first, then phone or email (product/rules.md "Agent contacts").

/** One contacted agent: how it is recognised and when it was first contacted in the window. */
interface ContactedAgent {
  userId?: string;
  phones: Set<string>;
  emails: Set<string>;
  firstContactAt: string;
}

/** The agent a contact is about: its licence, the registered agent it names (D-211), or (nobody named) its phone or email. */
const agentKeyOf = (contact: Contact) =>
  contact.contact_license_number !== UNKNOWN_LICENSE
    ? `L:${contact.contact_license_number}`
    : contact.agent_id
      ? `A:${contact.agent_id}`
      : (contact.contact_phone ?? contact.contact_email ?? null);

/** Pure: groups the window's contacts by agent, with the licence claims found. */
export function groupContactedAgents(contacts: Contact[], claims: Map<string, string>, timeZone: string): ContactedAgent[] {
  const agents = new Map<string, ContactedAgent>();
  for (const contact of contacts) {
    const key = agentKeyOf(contact);
    if (!key) continue;
    const [hour, minute] = contact.contact_time.split(':').map(Number) as [number, number];
    const at = instantIn(timeZone, contact.contact_date, hour, minute).toISOString();
    const agent = agents.get(key) ?? { userId: claims.get(contact.contact_license_number) ?? contact.agent_id ?? undefined, phones: new Set(), emails: new Set(), firstContactAt: at };
    if (contact.contact_phone) agent.phones.add(contact.contact_phone);
    if (contact.contact_email) agent.emails.add(contact.contact_email.toLowerCase());
    if (at < agent.firstContactAt) agent.firstContactAt = at;
    agents.set(key, agent);
  }
  return [...agents.values()];
}

/** Pure: whether an order is the agent's (licence claim first, then phone or email) and came after the first contact. */
export function hasOrderedSince(agent: ContactedAgent, orders: OrderSummary[]): boolean {
  return orders.some(
    (order) =>
      !order.cancelled_at &&
      order.submitted_at >= agent.firstContactAt &&
      (order.agent_id === agent.userId || agent.phones.has(order.agent_phone) || agent.emails.has(order.agent_email.toLowerCase())),
  );
}

export async function countAgentsOrderedSince(deps: Deps, today: string): Promise<{ contacted: number; ordered: number }> {
  const from = addDays(today, -ORDERED_WINDOW_DAYS);
  const timeZone = deps.config.BUSINESS_TIME_ZONE;
  const contacts = await findContacts(deps.db, { from, to: today });
  const licences = contacts.map((contact) => contact.contact_license_number).filter((licence) => licence !== UNKNOWN_LICENSE);
  const [claims, orders] = await Promise.all([findLicenseClaims(deps.db, licences), findOrdersSince(deps.db, instantIn(timeZone, from, 0).toISOString())]);
  const agents = groupContactedAgents(contacts, claims, timeZone);
  return { contacted: agents.length, ordered: agents.filter((agent) => hasOrderedSince(agent, orders)).length };
}
