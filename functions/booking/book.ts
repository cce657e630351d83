import { randomInt } from 'node:crypto';
import {
  agentInfoSchema,
  bookingMessages,
  clientInfoSchema,
  dateSelectionSchema,
  propertyDetailsSchema,
  propertyInfoSchema,
  type BookReply,
} from '#shared/booking.js';
import type { Deps } from '../deps.js';
import { bookingWordPuts } from '../data/booking-pages.js';
import { optionDeadlineParts } from '../data/booking-option-deadlines.js';
import { agentOrderCount, bookingPut, clientName, propertyAddress, type BookingItem } from '../data/booking.js';
import { dayOpenCheck } from '../data/booking-calendar.js';
import { draftUse, findDraft, type DraftItem } from '../data/booking-drafts.js';
import { newId } from '../data/ids.js';
import { ALL_BOOKINGS_INDEX, agentBookingsIndex, bookingKey } from '../data/keys.js';
import { bookedQueue } from '../data/booking-queue.js';
import { outboxPuts } from '../data/outbox.js';
import { getDailyCapacity } from '../data/settings.js';
import { failedConditions, isConditionFailure, transactWrite } from '../data/table.js';
import { findUsersByStatus, type UserItem } from '../data/users.js';
import { conflict, invalid } from '../errors.js';
import { findAvailableDates } from './available-dates.js';
import { newOrderMessages } from './booking-messages.js';

const SHORT_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const shortId = () => Array.from({ length: 8 }, () => SHORT_ID_CHARS[randomInt(SHORT_ID_CHARS.length)]).join('');

/** Every step's fields, checked again with the same schemas the steps used; undefined when a step is missing. */
function completeOrder(draft: DraftItem | undefined) {
  if (!draft || draft.total_price === undefined || !draft.price_lines) return undefined;
  const info = propertyInfoSchema.safeParse(draft);
  const details = propertyDetailsSchema.safeParse(draft);
  const client = clientInfoSchema.safeParse(draft);
  const agent = agentInfoSchema.safeParse(draft);
  const dates = dateSelectionSchema.safeParse(draft);
  if (!info.success || !details.success || !client.success || !agent.success || !dates.success) return undefined;
  return {
    ...info.data,
    ...details.data,
    ...client.data,
    ...agent.data,
    preferred_dates: dates.data.selected_dates,
    // The contract's option period (D-230), both or neither, as the schema already checked.
    ...(dates.data.contract_effective_date && dates.data.option_period_days
      ? { contract_effective_date: dates.data.contract_effective_date, option_period_days: dates.data.option_period_days }
      : {}),
    total_price: draft.total_price,
    price_lines: draft.price_lines,
  };
}

/**
 * POST /api/book (data-model B4): one transaction deletes the draft (so a double click books once),
 * writes the booking, checks the three days are still open, counts the agent's order and
 * queues the messages.
 */
export async function bookDraft(deps: Deps, agent: UserItem): Promise<BookReply> {
  const { db, config } = deps;
  const now = deps.now();
  const draft = await findDraft(db, agent.id, now);
  const order = completeOrder(draft);
  if (!order) throw invalid(bookingMessages.incomplete);
  const available = new Set((await findAvailableDates(deps)).filter((day) => day.available).map((day) => day.date));
  if (!order.preferred_dates.every((date) => available.has(date))) throw conflict(bookingMessages.dateFull);

  const id = newId();
  const submittedAt = now.toISOString();
  const booking: BookingItem = {
    ...bookingKey(id),
    id,
    short_id: shortId(),
    agent_id: agent.id,
    ...order,
    ...(draft!.property_image_key ? { property_image_key: draft!.property_image_key } : {}),
    submitted_at: submittedAt,
    gsi1pk: agentBookingsIndex(agent.id),
    gsi1sk: `${submittedAt}#${id}`,
    gsi2pk: ALL_BOOKINGS_INDEX,
    gsi2sk: `${submittedAt}#${id}`,
  };
  const { daily_capacity } = await getDailyCapacity(db);
  const admins = await findUsersByStatus(db, 'admin');
  try {
    await transactWrite(db, [
      draftUse(db, agent.id),
      bookingPut(db, booking),
      // A day filled or blocked since the check above still refuses the order (product/rules.md).
      ...order.preferred_dates.map((date) => dayOpenCheck(db, date, daily_capacity)),
      agentOrderCount(db, agent.id),
      ...outboxPuts(db, newOrderMessages(config, booking, admins), now),
      ...bookedQueue(db, booking),
      // Its search words, last: the failure indexes above keep their places.
      ...bookingWordPuts(db, booking),
      ...optionDeadlineParts(db, config.BUSINESS_TIME_ZONE, undefined, booking),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const failed = failedConditions(error);
    if (failed.includes(0)) throw conflict('This order has already been booked.');
    if (failed.some((index) => index >= 2 && index <= 4)) throw conflict(bookingMessages.dateFull);
    throw error;
  }
  return { booking: { id, property_address: propertyAddress(booking), client_name: clientName(booking), total_price: booking.total_price } };
}
