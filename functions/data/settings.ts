import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_PRICING, pricingSchema, type Pricing } from '#shared/booking.js';
import { DEFAULT_REPORT_PROMISE_HOURS, type ReportPromise } from '#shared/dashboard.js';
import { conflict } from '../errors.js';
import { ADMIN_QUEUE_INDEX, ADMIN_QUEUE_SETTINGS_SK, CALENDAR_PK, calendarDayKey, settingsKey, type SettingsName } from './keys.js';
import { isConditionFailure, writeIf, type Db } from './table.js';

/** product/rules.md "Prices and capacity": 2 inspections a day, every day, unless an admin changes it. */
export const DEFAULT_DAILY_CAPACITY = 2;

export async function getPricing(db: Db): Promise<Pricing & { version: number }> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: settingsKey('PRICING') }));
  const parsed = Item ? pricingSchema.safeParse(Item.values) : undefined;
  return { ...(parsed?.success ? parsed.data : DEFAULT_PRICING), version: Number(Item?.version ?? 0) };
}

export async function getDailyCapacity(db: Db): Promise<{ daily_capacity: number; version: number }> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: settingsKey('CAPACITY') }));
  return { daily_capacity: Number(Item?.values?.daily_capacity ?? DEFAULT_DAILY_CAPACITY), version: Number(Item?.version ?? 0) };
}

/**
 * Settings a list reads beside its items: the report promise rides in the admins' queue
 * partition, so the dashboard gets it with the queue's one Query (D-160).
 */
const SETTINGS_INDEXED: Partial<Record<SettingsName, { gsi1pk: string; gsi1sk: string }>> = {
  REPORT_PROMISE: { gsi1pk: ADMIN_QUEUE_INDEX, gsi1sk: ADMIN_QUEUE_SETTINGS_SK },
};

/** Saves settings only over the version the admin saw: two admins editing at once get a 409 (data-model C11). */
export async function saveSettings(db: Db, name: SettingsName, values: Record<string, unknown>, expectedVersion: number, by: string, now: Date) {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.table,
        Item: { ...settingsKey(name), values, version: expectedVersion + 1, updated_by: by, updated_at: now.toISOString(), ...SETTINGS_INDEXED[name] },
        ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(pk) OR version = :zero' : 'version = :expected',
        ExpressionAttributeValues: expectedVersion === 0 ? { ':zero': 0 } : { ':expected': expectedVersion },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw conflict('Someone else changed these settings. Reload and try again.');
    throw error;
  }
}

/** A calendar day: how many inspections are assigned to it, and whether it is blocked. */
export interface CalendarDay {
  date: string;
  assigned_count: number;
  booking_ids: string[];
  blocked: boolean;
}

/** The days from `first` to `last` (inclusive) that have an item; missing days are empty (data-model B3). */
export async function findCalendarDays(db: Db, first: string, last: string): Promise<Map<string, CalendarDay>> {
  const { Items = [] } = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
      ExpressionAttributeValues: { ':pk': CALENDAR_PK, ':first': calendarDayKey(first).sk, ':last': calendarDayKey(last).sk },
      ConsistentRead: true,
    }),
  );
  return new Map(
    Items.map((item) => {
      const date = String(item.sk).slice('DAY#'.length);
      const ids = item.booking_ids instanceof Set ? [...item.booking_ids] : [];
      return [date, { date, assigned_count: Number(item.assigned_count ?? 0), booking_ids: ids as string[], blocked: Boolean(item.blocked) }];
    }),
  );
}

/** Blocks a day for new orders (data-model B10); answers how many inspections it already holds. */
export async function blockCalendarDay(db: Db, date: string, by: string, now: Date): Promise<number> {
  const { Attributes } = await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: calendarDayKey(date),
      UpdateExpression: 'SET blocked = :true, blocked_by = :by, blocked_at = :at',
      ExpressionAttributeValues: { ':true': true, ':by': by, ':at': now.toISOString() },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Number(Attributes?.assigned_count ?? 0);
}

/** Opens a blocked day again; false when it was not blocked. */
export async function unblockCalendarDay(db: Db, date: string): Promise<boolean> {
  return writeIf(
    db,
    new UpdateCommand({
      TableName: db.table,
      Key: calendarDayKey(date),
      UpdateExpression: 'REMOVE blocked, blocked_by, blocked_at',
      ConditionExpression: 'attribute_exists(blocked)',
    }),
  );
}

/** The business's report promise in hours (issue 15; FAQ: within 24 hours). */
export async function getReportPromise(db: Db): Promise<ReportPromise> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: settingsKey('REPORT_PROMISE') }));
  return toReportPromise(Item);
}

/** The stored item (absent: never saved) → the promise, the FAQ's 24 hours by default. */
export interface StoredReportPromise {
  values?: { report_promise_hours?: unknown };
  version?: unknown;
}

export function toReportPromise(item: StoredReportPromise | undefined): ReportPromise {
  const hours = Number(item?.values?.report_promise_hours);
  return { report_promise_hours: Number.isInteger(hours) && hours > 0 ? hours : DEFAULT_REPORT_PROMISE_HOURS, version: Number(item?.version ?? 0) };
}
