import { findAvailableDates } from '../../functions/booking/available-dates.js';
import { bookDraft } from '../../functions/booking/book.js';
import { acceptQuote, saveAgentInfo, saveClientInfo, saveDates, savePropertyDetails, savePropertyInfo } from '../../functions/booking/wizard.js';
import { signContract } from '../../functions/contracts/signing.js';
import { findBookingsFor } from '../../functions/data/bookings.js';
import { findOutboxMessages } from '../../functions/data/outbox.js';
import { getUser } from '../../functions/data/users.js';
import type { Deps } from '../../functions/deps.js';
import { assignInspection } from '../../functions/inspections/scheduling.js';
import { DEMO_AGENTS } from './seed-agents.js';
import { DEMO_ADMIN, findUserIdByEmail, type SeedStep } from './seed-step.js';

interface DemoOrder {
  address1: string;
  zip_code: string;
  square_footage: number;
  number_baths: number;
  client: [first: string, last: string, phone: string];
  /** How far it goes: booked (steps 1–2), scheduled with the agreement sent (3–4), signed (5). */
  reach: 'booked' | 'scheduled' | 'signed';
}

// Steps 6 to 9 (report, payment request, payment, download) come with the reports and payments work.
const ORDERS: DemoOrder[] = [
  { address1: '1507 Heights Blvd', zip_code: '77008', square_footage: 2400, number_baths: 3, client: ['Megan', 'Cho', '8325550131'], reach: 'booked' },
  { address1: '4219 Bellaire Blvd', zip_code: '77401', square_footage: 3100, number_baths: 4, client: ['Victor', 'Salas', '8325550132'], reach: 'scheduled' },
  { address1: '902 W Alabama St', zip_code: '77006', square_footage: 1800, number_baths: 2, client: ['Hannah', 'Price', '8325550133'], reach: 'signed' },
];

/** One order placed through the wizard's own rules, then scheduled and signed as far as `reach`. */
async function placeOrder(deps: Deps, order: DemoOrder): Promise<void> {
  const [alex] = DEMO_AGENTS;
  const agent = await getUser(deps.db, (await findUserIdByEmail(deps, alex!.email))!);
  const admin = await getUser(deps.db, (await findUserIdByEmail(deps, DEMO_ADMIN.email))!);
  const [first, last, phone] = order.client;
  await savePropertyInfo(deps, agent.id, { new_construction: 'no', address1: order.address1, address2: '', city: 'Houston', state: 'TX', zip_code: order.zip_code });
  await savePropertyDetails(deps, agent.id, { property_type: 'Single Family', square_footage: order.square_footage, number_beds: 3, number_baths: order.number_baths });
  await acceptQuote(deps, agent.id);
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@example.com`;
  await saveClientInfo(deps, agent.id, { client_first_name: first, client_last_name: last, client_email: email, client_phone: phone, client_role: 'Buyer', client_role_specify: '' });
  await saveAgentInfo(deps, agent.id, { agent_first_name: agent.first_name, agent_last_name: agent.last_name, agent_email: agent.email, agent_phone: agent.phone });
  const open = (await findAvailableDates(deps)).filter((day) => day.available).map((day) => day.date);
  await saveDates(deps, agent.id, open.slice(0, 3));
  const { booking } = await bookDraft(deps, agent);
  if (order.reach === 'booked') return;
  await assignInspection(deps, admin, { booking_id: booking.id, selected_date: open[0]!, inspection_time: '9AM-2PM' });
  if (order.reach === 'scheduled') return;
  // The client's link, as the client receives it.
  const sent = (await findOutboxMessages(deps.db)).find((message) => message.to === email && message.text.includes('/sign/'));
  const token = /\/sign\/([A-Za-z0-9_-]+)/.exec(sent?.text ?? '')?.[1];
  if (!token) throw new Error(`No agreement link was sent to ${email}`);
  const signature = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  await signContract(deps, token, { full_name: `${first} ${last}`, agreed: true, signature_data: signature }, '127.0.0.1', 'seed-demo');
}

/** Demo inspections of Alex Rivera at the first five progress steps. */
export const inspectionSeedStep: SeedStep = {
  name: 'demo inspections',
  run: async ({ deps, io }) => {
    const alexId = await findUserIdByEmail(deps, DEMO_AGENTS[0]!.email);
    if (!alexId) return false;
    const existing = await findBookingsFor(deps.db, { id: alexId, is_admin: false });
    if (existing.length > 0) {
      io.out(`Demo inspections already there (${existing.length} for Alex Rivera).`);
      return false;
    }
    for (const order of ORDERS) await placeOrder(deps, order);
    io.out(`Demo inspections: ${ORDERS.length} orders for Alex Rivera (booked; scheduled with the agreement sent; signed).`);
    return true;
  },
};
