import { calendarDayKey } from './keys.js';
import type { Db, TransactItem } from './table.js';

// The calendar's day counters (CALENDAR/DAY#<date>, docs/data-model.md §3): how many
// bookings are assigned to a day, and whether the admin blocked it. Reading the days is
// findCalendarDays in settings.ts (the admin's calendar settings).

/** The check that a day is still open: not blocked, and below capacity. */
export function dayOpenCheck(db: Db, date: string, capacity: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: db.table,
      Key: calendarDayKey(date),
      ConditionExpression: 'attribute_not_exists(blocked) AND (attribute_not_exists(assigned_count) OR assigned_count < :capacity)',
      ExpressionAttributeValues: { ':capacity': capacity },
    },
  };
}

/** The Update that puts a booking on a day; it fails when the day is blocked or full. */
export function takeDay(db: Db, date: string, bookingId: string, capacity: number): TransactItem {
  return {
    Update: {
      TableName: db.table,
      Key: calendarDayKey(date),
      UpdateExpression: 'ADD assigned_count :one, booking_ids :ids',
      ConditionExpression: '(attribute_not_exists(blocked) OR blocked = :false) AND (attribute_not_exists(assigned_count) OR assigned_count < :capacity)',
      ExpressionAttributeValues: { ':one': 1, ':ids': new Set([bookingId]), ':false': false, ':capacity': capacity },
    },
  };
}

/** The Update that takes a booking off a calendar day (capacity counts assigned bookings). */
export function releaseDay(db: Db, date: string, bookingId: string): TransactItem {
  return {
    Update: {
      TableName: db.table,
      Key: calendarDayKey(date),
      UpdateExpression: 'ADD assigned_count :minus DELETE booking_ids :ids',
      ExpressionAttributeValues: { ':minus': -1, ':ids': new Set([bookingId]) },
    },
  };
}
