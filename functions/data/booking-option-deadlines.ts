import { optionDeadline } from '#shared/option-period.js';
import { OPTION_DEADLINES_INDEX, agentOptionDeadlinesIndex, bookingKey, optionDeadlineKey } from './keys.js';
import { batchGet, queryAll, type Db, type TransactItem } from './table.js';
import type { BookingItem } from './booking.js';

// The option period's deadline of a booking (docs/data-model.md "Option deadlines", D-230): one
// small item beside the booking, so the dashboard and the reminder find the deadlines of the next
// hours with one Query of a time range, admins on gsi1 and each agent on gsi2. Written in the
// transactions that set or change the booking's option period; a cancelled booking keeps its
// item, and the readers skip it by the booking they read anyway.

export interface OptionDeadlineItem {
  pk: string;
  sk: string;
  booking_id: string;
  agent_id: string;
  /** The deadline, ISO UTC (text order is time order). */
  deadline: string;
  /** When the 24-hour reminder was queued for this deadline; a new deadline clears it. */
  reminded_at?: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
}

type Dated = Pick<BookingItem, 'id' | 'agent_id' | 'contract_effective_date' | 'option_period_days'>;

/** The deadline instant of a booking (ISO UTC), or undefined without an option period. */
export function storedDeadline(timeZone: string, booking: Pick<BookingItem, 'contract_effective_date' | 'option_period_days'>): string | undefined {
  return optionDeadline(timeZone, booking.contract_effective_date, booking.option_period_days)?.toISOString();
}

/**
 * The parts that make the stored deadline match the booking's option period: a Put of the new
 * deadline (which also clears the reminder, due again for the new time), a Delete when there is
 * none any more, nothing when it did not change.
 */
export function optionDeadlineParts(db: Db, timeZone: string, before: Dated | undefined, after: Dated): TransactItem[] {
  const old = before && storedDeadline(timeZone, before);
  const deadline = storedDeadline(timeZone, after);
  if (old === deadline) return [];
  if (!deadline) return [{ Delete: { TableName: db.table, Key: optionDeadlineKey(after.id) } }];
  const item: OptionDeadlineItem = {
    ...optionDeadlineKey(after.id),
    booking_id: after.id,
    agent_id: after.agent_id,
    deadline,
    gsi1pk: OPTION_DEADLINES_INDEX,
    gsi1sk: `${deadline}#${after.id}`,
    gsi2pk: agentOptionDeadlinesIndex(after.agent_id),
    gsi2sk: `${deadline}#${after.id}`,
  };
  return [{ Put: { TableName: db.table, Item: item } }];
}

/**
 * Deadlines after `from` and up to `to`: everyone's (admins, the reminder) or one agent's. The
 * key holds the agent, so nobody else's come back.
 */
export async function findOptionDeadlines(db: Db, range: { from: Date; to: Date; agentId?: string }): Promise<OptionDeadlineItem[]> {
  const [index, key, value] = range.agentId
    ? (['gsi2', 'gsi2', agentOptionDeadlinesIndex(range.agentId)] as const)
    : (['gsi1', 'gsi1', OPTION_DEADLINES_INDEX] as const);
  return queryAll<OptionDeadlineItem>(db, {
    IndexName: index,
    KeyConditionExpression: `${key}pk = :pk AND ${key}sk BETWEEN :from AND :to`,
    ExpressionAttributeValues: { ':pk': value, ':from': range.from.toISOString(), ':to': `${range.to.toISOString()}~` },
  });
}

/** The bookings of these deadlines (the dashboard shows their report's state; the reminder, its link). */
export async function findDeadlineBookings(db: Db, deadlines: OptionDeadlineItem[]): Promise<Map<string, BookingItem>> {
  const ids = [...new Set(deadlines.map((item) => item.booking_id))];
  const bookings = ids.length ? await batchGet<BookingItem>(db, ids.map(bookingKey)) : [];
  return new Map(bookings.map((booking) => [booking.id, booking]));
}

/**
 * Marks the reminder of exactly this deadline queued: it fails when it already was (another run,
 * or a retry) or the deadline moved meanwhile, so a deadline gets one reminder (D-231).
 */
export function reminderQueuedUpdate(db: Db, item: Pick<OptionDeadlineItem, 'booking_id' | 'deadline'>, now: Date): TransactItem {
  return {
    Update: {
      TableName: db.table,
      Key: optionDeadlineKey(item.booking_id),
      UpdateExpression: 'SET reminded_at = :now',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(reminded_at) AND deadline = :deadline',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':deadline': item.deadline },
    },
  };
}
