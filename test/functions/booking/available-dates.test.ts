import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getAvailableDates } from '#functions/booking/get-available-dates.js';
import { calendarDayKey } from '#functions/data/keys.js';
import { getDeps } from '#functions/deps.js';
import { addDays, dateIn } from '#shared/dates.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

describe('GET /api/available-dates', () => {
  it('lists the 14 days from tomorrow; a blocked day and a full day are unavailable', async () => {
    const { db, config } = getDeps();
    const tomorrow = addDays(dateIn(config.BUSINESS_TIME_ZONE, new Date()), 1);
    const blocked = addDays(tomorrow, 2);
    const full = addDays(tomorrow, 3);
    const half = addDays(tomorrow, 4);
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...calendarDayKey(blocked), blocked: true, blocked_by: 'admin' } }));
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...calendarDayKey(full), assigned_count: 2, booking_ids: new Set(['a', 'b']) } }));
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...calendarDayKey(half), assigned_count: 1, booking_ids: new Set(['c']) } }));

    const { token } = await makeUser();
    const answer = await call(getAvailableDates, 'GET /api/available-dates', { token });
    expect(answer.json.success).toBe(true);
    const dates = answer.json.dates as { date: string; available: boolean }[];
    expect(dates).toHaveLength(14);
    expect(dates[0]).toEqual({ date: tomorrow, available: true });
    expect(dates[13]!.date).toBe(addDays(tomorrow, 13));
    expect(dates.filter((day) => !day.available).map((day) => day.date)).toEqual([blocked, full]);
  });
});
