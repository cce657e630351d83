import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarDayKey } from '#functions/data/keys.js';
import { getDeps } from '#functions/deps.js';
import { handler as deleteBlocked } from '#functions/settings/delete-admin-blocked-dates.js';
import { handler as getSettings } from '#functions/settings/get-admin-settings.js';
import { handler as postBlocked } from '#functions/settings/post-admin-blocked-dates.js';
import { addDays, dateIn } from '#shared/dates.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';

let admin = '';
let today = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
  const { config, now } = getDeps();
  today = dateIn(config.BUSINESS_TIME_ZONE, now());
});

const block = (date: unknown, token = admin) => call(postBlocked, 'POST /api/admin/blocked-dates', { body: { date }, token, headers: sameSite });
const unblock = (date: string, token = admin) => call(deleteBlocked, `DELETE /api/admin/blocked-dates/${date}`, { token, headers: sameSite });
const blockedDates = async () => (await call(getSettings, 'GET /api/admin/settings', { token: admin })).json.blocked_dates;

describe('blocked dates', () => {
  it('blocks and unblocks a day, as GET shows', async () => {
    const day = addDays(today, 10);
    const blocked = await block(day);
    expect(blocked.status).toBe(200);
    expect(blocked.json).toEqual({ success: true, date: day, assigned_count: 0 });
    expect(await block(today)).toMatchObject({ status: 200 });
    expect(await blockedDates()).toEqual([today, day]);
    expect((await unblock(day)).json).toEqual({ success: true, date: day });
    expect(await blockedDates()).toEqual([today]);
    // Nothing left to undo.
    expect((await unblock(day)).status).toBe(404);
  });

  it('blocks a day with inspections on it, and warns with their count', async () => {
    const day = addDays(today, 5);
    const { db } = getDeps();
    // A day two inspections were assigned to (data-model B9 writes this item).
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...calendarDayKey(day), assigned_count: 2, booking_ids: new Set(['b1', 'b2']) } }));
    const answer = await block(day);
    expect(answer.json).toMatchObject({ success: true, assigned_count: 2, warning: expect.stringContaining('2 inspections are already scheduled') });
    expect(await blockedDates()).toContain(day);
    // Unblocking keeps the day's inspections.
    await unblock(day);
    const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: calendarDayKey(day) }));
    expect(Item).toMatchObject({ assigned_count: 2 });
    expect(Item?.blocked).toBeUndefined();
  });

  it('refuses past, far and malformed dates with a readable message', async () => {
    expect((await block(addDays(today, -1))).json).toEqual({ error: 'Choose today or a later date.', field: 'date' });
    expect((await block(addDays(today, 181))).json.error).toBe('Choose a date within the next 180 days.');
    expect((await block('2026-02-30')).json).toEqual({ error: 'Choose a real date.', field: 'date' });
    expect((await block('next friday')).json.error).toBe('Choose a date.');
    expect((await block(undefined)).json.error).toBe('Choose a date.');
    expect((await unblock('not-a-date')).status).toBe(400);
  });

  it('answers 403 to an agent', async () => {
    const { token } = await makeUser();
    expect((await block(addDays(today, 3), token)).status).toBe(403);
    expect((await unblock(addDays(today, 3), token)).status).toBe(403);
  });
});
