import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import type { assignSchema } from '#shared/inspections.js';
import { findBooking, type BookingItem } from '../data/bookings.js';
import { bookingKey, calendarDayKey } from '../data/keys.js';
import { outboxPuts } from '../data/outbox.js';
import { getDailyCapacity } from '../data/settings.js';
import { failedConditions, isConditionFailure } from '../data/table.js';
import { issueToken } from '../data/tokens.js';
import type { UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { HttpError } from '../http/errors.js';
import { toInspection, releaseDay } from './inspections.js';
import { agentScheduleMessages, clientContractMessages, clientScheduleMessages } from './messages.js';

/** docs/data-model.md §4: a contract link lives 30 days; only the latest one works. */
const CONTRACT_LIFETIME_MS = 30 * 86_400_000;
const DAY_FULL = 'That day is full or blocked. Choose another of the preferred dates.';
const CHANGED = 'This inspection changed meanwhile. Reload and try again.';

async function getOpenBooking(deps: Deps, bookingId: string): Promise<BookingItem> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking) throw new HttpError(404, 'Inspection not found');
  if (booking.cancelled_at) throw new HttpError(409, 'This inspection was cancelled.');
  return booking;
}

/**
 * B9: the admin sets the final date (one of the three preferred) and window. The day's
 * counter moves in the same transaction as the booking, so two admins filling the last
 * slot at once cannot both succeed. While unsigned, every assignment sends a new
 * agreement link (the window is in the agreement; older links stop working).
 */
export async function assignInspection(deps: Deps, admin: UserItem, input: z.output<typeof assignSchema>) {
  const { selected_date: date, inspection_time: window } = input;
  const booking = await getOpenBooking(deps, input.booking_id);
  if (!booking.preferred_dates.includes(date)) throw new HttpError(400, 'The final date must be one of the preferred dates.');
  const now = deps.now();
  const old = booking.inspection_date;
  const isMove = old !== date;
  const { daily_capacity } = await getDailyCapacity(deps.db);
  const token = booking.contract_signed_at ? undefined : issueToken(deps.db, 'CONTRACT', { booking_id: booking.id }, CONTRACT_LIFETIME_MS, now);

  const dayItems = isMove
    ? [
        {
          Update: {
            TableName: deps.db.table,
            Key: calendarDayKey(date),
            UpdateExpression: 'ADD assigned_count :one, booking_ids :ids',
            ConditionExpression: '(attribute_not_exists(blocked) OR blocked = :false) AND (attribute_not_exists(assigned_count) OR assigned_count < :capacity)',
            ExpressionAttributeValues: { ':one': 1, ':ids': new Set([booking.id]), ':false': false, ':capacity': daily_capacity },
          },
        },
        ...(old ? [releaseDay(deps.db, old, booking.id)] : []),
      ]
    : [];
  const sets = ['inspection_date = :date', 'inspection_time = :window', ...(token ? ['contract_sent_at = :now', 'contract_token_hash = :hash'] : [])];
  const bookingUpdate = {
    Update: {
      TableName: deps.db.table,
      Key: bookingKey(booking.id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      // The old date guards the counters: a concurrent move would otherwise decrement the wrong day.
      ConditionExpression: `contains(preferred_dates, :date) AND attribute_not_exists(cancelled_at) AND ${old ? 'inspection_date = :old' : 'attribute_not_exists(inspection_date)'}${token ? ' AND attribute_not_exists(contract_signed_at)' : ''}`,
      ExpressionAttributeValues: {
        ':date': date,
        ':window': window,
        ...(old ? { ':old': old } : {}),
        ...(token ? { ':now': now.toISOString(), ':hash': token.hash } : {}),
      },
    },
  };
  const messages = [...clientScheduleMessages(deps.config, booking, date, window, token?.token), ...agentScheduleMessages(deps.config, booking, date, window)];
  try {
    await deps.db.doc.send(
      new TransactWriteCommand({ TransactItems: [...dayItems, bookingUpdate, ...(token ? [token.put] : []), ...outboxPuts(deps.db, messages, now)] }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new HttpError(409, isMove && failedConditions(error).includes(0) ? DAY_FULL : CHANGED);
  }
  const saved: BookingItem = {
    ...booking,
    inspection_date: date,
    inspection_time: window,
    ...(token ? { contract_sent_at: now.toISOString(), contract_token_hash: token.hash } : {}),
  };
  return { inspection: toInspection(saved, admin, deps.config, now) };
}

/** B13: a new agreement link; the booking keeps only the latest hash, so older links answer 404. */
export async function resendContract(deps: Deps, admin: UserItem, bookingId: string) {
  const booking = await getOpenBooking(deps, bookingId);
  if (booking.contract_signed_at) throw new HttpError(409, 'This contract has already been signed.');
  if (!booking.contract_sent_at) throw new HttpError(409, 'Assign the final date first: that sends the agreement.');
  const now = deps.now();
  const token = issueToken(deps.db, 'CONTRACT', { booking_id: booking.id }, CONTRACT_LIFETIME_MS, now);
  try {
    await deps.db.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: deps.db.table,
              Key: bookingKey(booking.id),
              UpdateExpression: 'SET contract_token_hash = :hash, contract_sent_at = :now',
              ConditionExpression: 'attribute_not_exists(contract_signed_at) AND attribute_not_exists(cancelled_at)',
              ExpressionAttributeValues: { ':hash': token.hash, ':now': now.toISOString() },
            },
          },
          token.put,
          ...outboxPuts(deps.db, clientContractMessages(deps.config, booking, token.token), now),
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(409, CHANGED);
    throw error;
  }
  return { inspection: toInspection({ ...booking, contract_sent_at: now.toISOString(), contract_token_hash: token.hash }, admin, deps.config, now) };
}
