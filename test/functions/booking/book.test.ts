import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getProgress } from '#functions/booking/get-booking-progress.js';
import { handler as postBook } from '#functions/booking/post-book.js';
import { findBooking } from '#functions/data/booking.js';
import { calendarDayKey, userKey } from '#functions/data/keys.js';
import { getDeps } from '#functions/deps.js';
import { bookingMessages } from '#shared/booking.js';
import { call, lastMessageTo, makeUser, provisionTestTable } from '#test/support/api.js';
import { agentInfo, fillDraft, post } from './steps.js';

beforeAll(provisionTestTable);

const book = (token: string) => post(postBook, '/api/book', token, { confirm: true });

describe('POST /api/book', () => {
  it('turns the complete draft into a booking, tells the agent and the admins, and ends the draft', async () => {
    const { user, token } = await makeUser();
    const { user: admin } = await makeUser({ is_admin: true });
    const dates = await fillDraft(token);
    const answer = await book(token);
    expect(answer.status).toBe(200);
    expect(answer.json.booking).toMatchObject({
      property_address: '1200 Heights Blvd, Houston, TX 77008',
      client_name: 'Dana Buyer',
      total_price: 500,
    });
    const { db } = getDeps();
    const booking = (await findBooking(db, answer.json.booking.id))!;
    expect(booking).toMatchObject({
      agent_id: user.id,
      agent_email: agentInfo.agent_email,
      client_phone: '7135550199',
      preferred_dates: dates,
      total_price: 500,
      gsi1pk: `USER#${user.id}#BOOKINGS`,
      gsi2pk: 'BOOKINGS',
    });
    expect(booking.short_id).toMatch(/^[A-Z0-9]{8}$/);
    expect(booking.gsi1sk).toBe(`${booking.submitted_at}#${booking.id}`);
    expect(booking.price_lines.reduce((sum, line) => sum + line.amount, 0)).toBe(500);

    expect((await lastMessageTo(agentInfo.agent_email)).subject).toContain('1200 Heights Blvd');
    expect((await lastMessageTo(admin.email)).text).toContain('Dana Buyer');
    const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: userKey(user.id) }));
    expect(Item!.inspection_count).toBe(1);
    expect((await call(getProgress, 'GET /api/booking-progress', { token })).json.has_progress).toBe(false);
  });

  it('refuses an incomplete draft', async () => {
    const { token } = await makeUser();
    expect(await book(token)).toMatchObject({ status: 400, json: { error: bookingMessages.incomplete } });
    await fillDraft(token, 5);
    expect(await book(token)).toMatchObject({ status: 400, json: { error: bookingMessages.incomplete } });
  });

  it('needs the confirmation', async () => {
    const { token } = await makeUser();
    await fillDraft(token);
    expect((await post(postBook, '/api/book', token, {})).json.error).toBe(bookingMessages.agreeAll);
  });

  it('books once when the button is clicked twice', async () => {
    const { user, token } = await makeUser();
    await fillDraft(token);
    const answers = await Promise.all([book(token), book(token)]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.find((answer) => answer.status !== 200)!.status).toBeGreaterThanOrEqual(400);
    const { db } = getDeps();
    const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: userKey(user.id) }));
    expect(Item!.inspection_count).toBe(1);
  });

  it('refuses a date that filled up after it was chosen', async () => {
    const { token } = await makeUser();
    const dates = await fillDraft(token);
    const { db } = getDeps();
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...calendarDayKey(dates[1]!), blocked: true } }));
    expect(await book(token)).toMatchObject({ status: 409, json: { error: bookingMessages.dateFull } });
    expect((await call(getProgress, 'GET /api/booking-progress', { token })).json.has_progress).toBe(true);
    await db.doc.send(new PutCommand({ TableName: db.table, Item: calendarDayKey(dates[1]!) }));
  });
});
