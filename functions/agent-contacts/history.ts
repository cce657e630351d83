import { AGENT_ID, NO_AGENT_NAME, UNKNOWN_LICENSE, type AgentInfo, type Contact, type HistoryReply, type TimelineOrder } from '#shared/agent-contacts.js';
import { dateIn, instantIn } from '#shared/dates.js';
import { findAgentOrders, findLicenseHolder, type OrderSummary } from '../data/agent-contacts-orders.js';
import { countContactsOfLicense, findContactsOfLicensePage, findFirstContactOfLicense } from '../data/agent-contacts.js';
import { findUser, findUserByEmail, findUserByLicense, findUserByPhone, fullName, type UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';

// One agent's timeline (data-model K4, issue 12 point 6): the contacts a page at a time (D-184), and
// where the agent is registered with us, that agent's orders between them. Reads: one
// Query of the page, one of the first contact (one item), the licence's contact counter,
// one Get of the licence holder, at most a few Gets to find the registered agent (licence
// claim first, then the phones and emails the page's contacts noted), one Query of that
// agent's orders (projected; one agent's own orders, D-186).

/** Phones or emails tried per agent: a card gives one or two, never dozens. */
const MAX_TRIES = 3;

type Match = { user: UserItem; matched_by: 'account' | 'license' | 'phone' | 'email' };

async function findRegisteredAgent(deps: Deps, licence: string, contacts: Contact[]): Promise<Match | undefined> {
  if (AGENT_ID.test(licence)) {
    // The timeline of a registered agent without a licence number, by its account (D-211).
    const user = await findUser(deps.db, licence);
    return user && !user.is_admin ? { user, matched_by: 'account' } : undefined;
  }
  if (licence !== UNKNOWN_LICENSE) {
    const user = await findUserByLicense(deps.db, licence);
    if (user) return { user, matched_by: 'license' };
  } else {
    // Nobody was met: the contacts are not one agent's, so nothing is matched.
    return undefined;
  }
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))].slice(0, MAX_TRIES);
  for (const phone of distinct(contacts.map((contact) => contact.contact_phone))) {
    const user = await findUserByPhone(deps.db, phone);
    if (user) return { user, matched_by: 'phone' };
  }
  for (const email of distinct(contacts.map((contact) => contact.contact_email))) {
    const user = await findUserByEmail(deps.db, email);
    if (user) return { user, matched_by: 'email' };
  }
  return undefined;
}

const orderAddress = (order: OrderSummary) =>
  [order.address1, order.address2].filter(Boolean).join(' ') + `, ${order.city}, ${order.state} ${order.zip_code}`;

/** Pure: the orders as the timeline shows them, each marked whether it came after the first contact (of those given). */
export function toTimelineOrders(orders: OrderSummary[], contacts: Pick<Contact, 'contact_date' | 'contact_time'>[], timeZone: string): TimelineOrder[] {
  const first = contacts
    .map((contact) => {
      const [hour, minute] = contact.contact_time.split(':').map(Number) as [number, number];
      return instantIn(timeZone, contact.contact_date, hour, minute).toISOString();
    })
    .sort()[0];
  return orders
    .filter((order) => !order.cancelled_at)
    .sort((a, b) => b.submitted_at.localeCompare(a.submitted_at))
    .map((order) => ({
      id: order.id,
      submitted_at: order.submitted_at,
      order_date: dateIn(timeZone, new Date(order.submitted_at)),
      property_address: orderAddress(order),
      is_after_first_contact: first !== undefined && order.submitted_at >= first,
    }));
}

export async function readAgentHistory(deps: Deps, licence: string, page: { limit: number; cursor?: string }): Promise<HistoryReply> {
  const isNobody = licence === UNKNOWN_LICENSE;
  const isAccount = AGENT_ID.test(licence);
  const [found, firstContact, contactCount, holder] = await Promise.all([
    findContactsOfLicensePage(deps.db, licence, page.limit, page.cursor),
    findFirstContactOfLicense(deps.db, licence),
    countContactsOfLicense(deps.db, licence),
    isNobody || isAccount ? undefined : findLicenseHolder(deps.db, licence),
  ]);
  const { contacts, next_cursor } = found;
  const match = await findRegisteredAgent(deps, licence, contacts);
  const orders = match ? toTimelineOrders(await findAgentOrders(deps.db, match.user.id), firstContact ? [firstContact] : [], deps.config.BUSINESS_TIME_ZONE) : [];
  const agent_info: AgentInfo = {
    license_number: isAccount ? (match?.user.license_number ?? null) : licence,
    full_name: isNobody ? NO_AGENT_NAME : (holder?.full_name ?? (isAccount && match ? fullName(match.user) : undefined) ?? contacts[0]?.contact_name ?? (match ? fullName(match.user) : licence)),
    type: holder?.type ?? null,
    registered_agent: match ? { name: fullName(match.user), company: match.user.company, matched_by: match.matched_by } : null,
    contact_count: contactCount,
    order_count: orders.length,
  };
  return { success: true, agent_info, contacts, orders, next_cursor };
}
