import { addDays, dateIn, instantIn } from '#shared/dates.js';
import { findAvailableDates } from '../../functions/booking/available-dates.js';
import { bookDraft } from '../../functions/booking/book.js';
import { acceptQuote, saveAgentInfo, saveClientInfo, saveDates, savePropertyDetails, savePropertyInfo } from '../../functions/booking/wizard.js';
import { signContract } from '../../functions/contracts/signing.js';
import { findBookingsFor } from '../../functions/data/booking.js';
import { findOutboxMessages } from '../../functions/data/outbox.js';
import { getUser } from '../../functions/data/users.js';
import type { Deps } from '../../functions/deps.js';
import { assignInspection } from '../../functions/inspections/scheduling.js';
import { DEMO_AGENTS } from './seed-agents.js';
import { payAndDownloadAsClient, payAsAgent, publishDemoReport, reload, requestDemoPayment, saveDemoRepairRequest } from './seed-reports.js';
import { DEMO_ADMIN, findUserIdByEmail, type SeedStep } from './seed-step.js';

interface DemoOrder {
  address1: string;
  zip_code: string;
  square_footage: number;
  number_baths: number;
  client: [first: string, last: string, phone: string];
  /**
   * How far it goes: booked (steps 1–2), scheduled with the agreement sent (3–4), signed
   * (5), report published (6), payment requested (7), paid by the agent (8), paid and
   * downloaded by the client (9).
   */
  reach: Reach;
  /**
   * Days before today the order is placed, when not its reach's PAST_DAYS, and which of its
   * three dates becomes final: so the dashboard's queue shows every kind of item (issue 15):
   * an agreement unsigned for two days, a visit today and tomorrow, a report overdue.
   */
  past?: number;
  pick?: 0 | 1 | 2;
  /**
   * The contract's option period (D-230): its length, and the day it ends counted from today, so
   * the dashboard shows it near its deadline at any hour of today (tomorrow at 5 p.m. is 17 to 41
   * hours away: within the agent's 48 and the admins' 72).
   */
  option?: { days: number; endsInDays: number };
}

const REACHES = ['booked', 'scheduled', 'signed', 'reported', 'requested', 'paid', 'downloaded'] as const;
type Reach = (typeof REACHES)[number];
const reaches = (order: DemoOrder, reach: Reach) => REACHES.indexOf(order.reach) >= REACHES.indexOf(reach);

const ORDERS: DemoOrder[] = [
  { address1: '1507 Heights Blvd', zip_code: '77008', square_footage: 2400, number_baths: 3, client: ['Megan', 'Cho', '8325550131'], reach: 'booked' },
  { address1: '4219 Bellaire Blvd', zip_code: '77401', square_footage: 3100, number_baths: 4, client: ['Victor', 'Salas', '8325550132'], reach: 'scheduled', past: 2, pick: 2 },
  { address1: '902 W Alabama St', zip_code: '77006', square_footage: 1800, number_baths: 2, client: ['Hannah', 'Price', '8325550133'], reach: 'signed', past: 1, option: { days: 7, endsInDays: 1 } },
  // Inspected three days ago, 9 AM to 2 PM: at least 57 hours have passed since at any hour of
  // today (58 plus the hour, less one across a spring-forward night), so its report is overdue
  // under the default 24-hour promise and the 36 hours the dashboard spec sets (D-207).
  { address1: '6120 Westview Dr', zip_code: '77055', square_footage: 2250, number_baths: 2, client: ['Ethan', 'Brooks', '8325550138'], reach: 'signed', past: 4 },
  { address1: '2315 Dunlavy St', zip_code: '77006', square_footage: 2100, number_baths: 3, client: ['Owen', 'Patel', '8325550134'], reach: 'reported' },
  { address1: '5730 Kirby Dr', zip_code: '77005', square_footage: 2900, number_baths: 3, client: ['Lucia', 'Romero', '8325550135'], reach: 'requested' },
  { address1: '1118 Yale St', zip_code: '77008', square_footage: 1650, number_baths: 2, client: ['Grace', 'Kim', '8325550136'], reach: 'paid' },
  { address1: '3402 Rice Blvd', zip_code: '77005', square_footage: 3400, number_baths: 4, client: ['Marcus', 'Bell', '8325550137'], reach: 'downloaded' },
];

/**
 * Inspections that have a report were ordered, inspected and reported on in the past: their
 * steps run on a clock set back this many days, so their dates read like a real history.
 */
const PAST_DAYS: Partial<Record<Reach, number>> = { reported: 9, requested: 12, paid: 16, downloaded: 20 };

/** The business's hour a set-back step happens at (an order at 9 AM; its report at 9 AM the day after the visit). */
const STEP_HOUR = 9;

/**
 * The clock of a step `days` business days before today (D-207): that date at STEP_HOUR plus
 * `hours`, on the calendar rather than `days` × 24 hours back, so which day each step falls on
 * (and so each line of the dashboard) is the same at any hour of today, daylight-saving days
 * too. Today itself is the seed's own clock: 9 AM today may not have come yet.
 */
function setBack(deps: Deps, days: number, hours = 0): Deps {
  if (days <= 0) return deps;
  const zone = deps.config.BUSINESS_TIME_ZONE;
  const now = deps.now();
  // It runs on as the seed's clock does, so a step's writes stay in order.
  const offset = now.getTime() - instantIn(zone, addDays(dateIn(zone, now), -days), STEP_HOUR + hours).getTime();
  return { ...deps, now: () => new Date(deps.now().getTime() - offset) };
}

/** One order placed through the wizard's own rules, then carried through the steps as far as `reach`. */
async function placeOrder(today: Deps, order: DemoOrder): Promise<void> {
  const past = order.past ?? PAST_DAYS[order.reach] ?? 0;
  const deps = setBack(today, past);
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
  const zone = today.config.BUSINESS_TIME_ZONE;
  const option = order.option
    ? { contract_effective_date: addDays(dateIn(zone, today.now()), order.option.endsInDays - order.option.days), option_period_days: order.option.days }
    : {};
  await saveDates(deps, agent.id, { selected_dates: open.slice(0, 3), ...option });
  const { booking } = await bookDraft(deps, agent);
  if (!reaches(order, 'scheduled')) return;
  await assignInspection(deps, admin, { booking_id: booking.id, selected_date: open[order.pick ?? 0]!, inspection_time: '9AM-2PM' });
  if (!reaches(order, 'signed')) return;
  // The client's link, as the client receives it.
  const sent = (await findOutboxMessages(deps.db, 1000)).find((message) => message.to === email && message.text.includes('/sign/'));
  const token = /\/sign\/([A-Za-z0-9_-]+)/.exec(sent?.text ?? '')?.[1];
  if (!token) throw new Error(`No agreement link was sent to ${email}`);
  const signature = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  await signContract(deps, token, { full_name: `${first} ${last}`, agreed: true, signature_data: signature }, '127.0.0.1', 'seed-demo');
  if (!reaches(order, 'reported')) return;
  // The inspection happened on its date (the day after the order); the report follows a day later.
  await publishDemoReport(setBack(today, past - 2), admin, await reload(deps, booking.id));
  if (!reaches(order, 'requested')) return;
  const download = await requestDemoPayment(setBack(today, past - 2, 2), admin, await reload(deps, booking.id));
  if (order.reach === 'paid') {
    await payAsAgent(setBack(today, past - 3), agent, booking.id);
    // The agent read the paid report and started the repair request for the amendment.
    await saveDemoRepairRequest(setBack(today, past - 4), agent, booking.id);
  }
  if (order.reach === 'downloaded') await payAndDownloadAsClient(setBack(today, past - 3), download);
}

/** Demo inspections of Alex Rivera, at each stage of the nine progress steps. */
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
    io.out(`Demo inspections: ${ORDERS.length} orders for Alex Rivera, one at each stage (${REACHES.join(', ')}).`);
    return true;
  },
};
