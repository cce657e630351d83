import type * as z from '#shared/zod.js';
import type { assignSchema } from '#shared/inspections.js';
import { contractLinkUpdate, findBooking, scheduleUpdate, type BookingItem } from '../data/booking.js';
import { releaseDay, takeDay } from '../data/booking-calendar.js';
import { toInspection } from '../data/inspections-view.js';
import { contractSentQueue, scheduledQueue } from '../data/booking-queue.js';
import { outboxPuts } from '../data/outbox.js';
import { getDailyCapacity } from '../data/settings.js';
import { failedConditions, isConditionFailure, transactWrite } from '../data/table.js';
import { issueToken } from '../data/tokens.js';
import type { UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { conflict, invalid, notFound } from '../errors.js';
import { agentScheduleMessages, clientContractMessages, clientScheduleMessages } from './inspections-messages.js';

/** docs/data-model.md §4: a contract link lives 30 days; only the latest one works. */
const CONTRACT_LIFETIME_MS = 30 * 86_400_000;
const DAY_FULL = 'That day is full or blocked. Choose another of the preferred dates.';
const CHANGED = 'This inspection changed meanwhile. Reload and try again.';

async function getOpenBooking(deps: Deps, bookingId: string): Promise<BookingItem> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking) throw notFound('Inspection not found');
  if (booking.cancelled_at) throw conflict('This inspection was cancelled.');
  return booking;
}

/**
 * data-model B9: the admin sets the final date (one of the three preferred) and window. The day's
 * counter moves in the same transaction as the booking, so two admins filling the last
 * slot at once cannot both succeed. While unsigned, every assignment sends a new
 * agreement link (the window is in the agreement; older links stop working).
 */
export async function assignInspection(deps: Deps, admin: UserItem, input: z.output<typeof assignSchema>) {
  const { selected_date: date, inspection_time: window } = input;
  const booking = await getOpenBooking(deps, input.booking_id);
  if (!booking.preferred_dates.includes(date)) throw invalid('The final date must be one of the preferred dates.');
  const now = deps.now();
  const old = booking.inspection_date;
  const isMove = old !== date;
  const { daily_capacity } = await getDailyCapacity(deps.db);
  const token = booking.contract_signed_at ? undefined : issueToken(deps.db, 'CONTRACT', { booking_id: booking.id }, CONTRACT_LIFETIME_MS, now);

  const dayItems = isMove ? [takeDay(deps.db, date, booking.id, daily_capacity), ...(old ? [releaseDay(deps.db, old, booking.id)] : [])] : [];
  const bookingUpdate = scheduleUpdate(deps.db, booking.id, { date, window, old, contractTokenHash: token?.hash, now });
  const messages = [...clientScheduleMessages(deps.config, booking, date, window, token?.token), ...agentScheduleMessages(deps.config, booking, date, window)];
  try {
    await transactWrite(deps.db, [
      ...dayItems,
      bookingUpdate,
      ...(token ? [token.put] : []),
      ...outboxPuts(deps.db, messages, now),
      ...scheduledQueue(deps.db, booking, { date, window, ...(token ? { sentAt: now.toISOString() } : {}) }),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw conflict(isMove && failedConditions(error).includes(0) ? DAY_FULL : CHANGED);
  }
  const saved: BookingItem = {
    ...booking,
    inspection_date: date,
    inspection_time: window,
    ...(token ? { contract_sent_at: now.toISOString(), contract_token_hash: token.hash } : {}),
  };
  return { inspection: toInspection(saved, admin, deps.config, now) };
}

/** data-model B13: a new agreement link; the booking keeps only the latest hash, so older links answer 404. */
export async function resendContract(deps: Deps, admin: UserItem, bookingId: string) {
  const booking = await getOpenBooking(deps, bookingId);
  if (booking.contract_signed_at) throw conflict('This contract has already been signed.');
  if (!booking.contract_sent_at) throw conflict('Assign the final date first: that sends the agreement.');
  const now = deps.now();
  const token = issueToken(deps.db, 'CONTRACT', { booking_id: booking.id }, CONTRACT_LIFETIME_MS, now);
  try {
    await transactWrite(deps.db, [
      contractLinkUpdate(deps.db, booking.id, token.hash, now),
      token.put,
      ...outboxPuts(deps.db, clientContractMessages(deps.config, booking, token.token), now),
      ...contractSentQueue(deps.db, booking, now.toISOString()),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw conflict(CHANGED);
    throw error;
  }
  return { inspection: toInspection({ ...booking, contract_sent_at: now.toISOString(), contract_token_hash: token.hash }, admin, deps.config, now) };
}
