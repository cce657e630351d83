import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getProgress } from '#functions/booking/get-booking-progress.js';
import { handler as postBook } from '#functions/booking/post-book.js';
import { handler as postDateSelection } from '#functions/booking/post-date-selection.js';
import { bookingKey, optionDeadlineKey } from '#functions/data/keys.js';
import { getDeps } from '#functions/deps.js';
import { handler as getInspections } from '#functions/inspections/get-inspections.js';
import { handler as cancel } from '#functions/inspections/post-inspections-cancel.js';
import { handler as putOptionPeriod } from '#functions/inspections/put-inspections-option-period.js';
import { optionMessages } from '#shared/option-period.js';
import type { Inspection } from '#shared/inspections.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeBooking } from '#test/support/bookings.js';
import { fillDraft, post } from '#test/functions/booking/steps.js';

// The option period through the API (issue 30 point 1, D-230): the wizard's draft and the
// booking take it, GET /api/inspections carries it with its deadline, and its agent or an admin
// edits it later; another agent gets 404, a bad value 400 naming the field.

beforeAll(provisionTestTable);

const put = (token: string, id: string, body: unknown) => call(putOptionPeriod, `PUT /api/inspections/${id}/option-period`, { token, headers: sameSite, body });

async function listed(token: string, id: string): Promise<Inspection | undefined> {
  const answer = await call(getInspections, 'GET /api/inspections', { token });
  return (answer.json.inspections as Inspection[]).find((item) => item.id === id);
}

async function storedDeadline(bookingId: string) {
  const { db } = getDeps();
  return (await db.doc.send(new GetCommand({ TableName: db.table, Key: optionDeadlineKey(bookingId), ConsistentRead: true }))).Item;
}

describe('the option period in the order wizard', () => {
  it('is saved with the dates, shown on resuming, and carried by the booking with its deadline', async () => {
    const agent = await makeUser();
    const dates = await fillDraft(agent.token, 6);
    const saved = await post(postDateSelection, '/api/date-selection', agent.token, {
      selected_dates: dates,
      contract_effective_date: '2026-11-23',
      option_period_days: 5,
    });
    expect(saved.status).toBe(200);
    const progress = (await call(getProgress, 'GET /api/booking-progress', { token: agent.token })).json;
    expect(progress).toMatchObject({ contract_effective_date: '2026-11-23', option_period_days: 5, step: 7 });

    const booked = await post(postBook, '/api/book', agent.token, { confirm: true });
    expect(booked.status).toBe(200);
    const id = booked.json.booking.id as string;
    // Saturday, Nov 28, 2026 at 5 p.m. in Houston: a weekend does not move it.
    expect(await listed(agent.token, id)).toMatchObject({
      contract_effective_date: '2026-11-23',
      option_period_days: 5,
      option_deadline: '2026-11-28T17:00:00-06:00',
    });
    expect(await storedDeadline(id)).toMatchObject({ deadline: '2026-11-28T23:00:00.000Z', agent_id: agent.user.id });
  });

  it('is optional: without it the inspection has nulls and no stored deadline', async () => {
    const agent = await makeUser();
    await fillDraft(agent.token, 6);
    const booked = await post(postBook, '/api/book', agent.token, { confirm: true });
    const id = booked.json.booking.id as string;
    expect(await listed(agent.token, id)).toMatchObject({ contract_effective_date: null, option_period_days: null, option_deadline: null });
    expect(await storedDeadline(id)).toBeUndefined();
  });

  it('clears an earlier option period when the step is saved without one', async () => {
    const agent = await makeUser();
    const dates = await fillDraft(agent.token, 6);
    await post(postDateSelection, '/api/date-selection', agent.token, { selected_dates: dates, contract_effective_date: '2026-11-23', option_period_days: 5 });
    await post(postDateSelection, '/api/date-selection', agent.token, { selected_dates: dates });
    const progress = (await call(getProgress, 'GET /api/booking-progress', { token: agent.token })).json;
    expect(progress.contract_effective_date).toBeUndefined();
    expect(progress.option_period_days).toBeUndefined();
  });

  it('refuses a bad value with a 400 naming the field', async () => {
    const agent = await makeUser();
    const dates = await fillDraft(agent.token, 6);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ contract_effective_date: '2026-11-23', option_period_days: 31 }, 'option_period_days', optionMessages.days],
      [{ contract_effective_date: '2026-11-23', option_period_days: 0 }, 'option_period_days', optionMessages.days],
      [{ contract_effective_date: '2026-11-23', option_period_days: 'five' }, 'option_period_days', optionMessages.days],
      [{ contract_effective_date: '2026-02-30', option_period_days: 5 }, 'contract_effective_date', optionMessages.effectiveDate],
      [{ contract_effective_date: { $gt: '' }, option_period_days: 5 }, 'contract_effective_date', optionMessages.effectiveDate],
      [{ contract_effective_date: '2026-11-23' }, 'option_period_days', optionMessages.daysMissing],
      [{ option_period_days: 5 }, 'contract_effective_date', optionMessages.dateMissing],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await post(postDateSelection, '/api/date-selection', agent.token, { selected_dates: dates, ...fields });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.json).toMatchObject({ field, error: message });
    }
  });
});

describe('PUT /api/inspections/{id}/option-period', () => {
  it('lets the agent who owns it and an admin set, change and clear it; another agent gets 404', async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const admin = await makeUser({ is_admin: true });
    const booking = await makeBooking(owner.user);

    const set = await put(owner.token, booking.id, { contract_effective_date: '2026-03-05', option_period_days: 3 });
    expect(set.status).toBe(200);
    // Sunday, Mar 8, 2026: the first day of daylight saving time, still 5 p.m.
    expect(set.json.inspection).toMatchObject({ id: booking.id, option_period_days: 3, option_deadline: '2026-03-08T17:00:00-05:00' });
    expect(await storedDeadline(booking.id)).toMatchObject({ deadline: '2026-03-08T22:00:00.000Z' });

    const stranger = await put(other.token, booking.id, { contract_effective_date: '2026-03-05', option_period_days: 10 });
    expect(stranger.status).toBe(404);
    expect((await listed(owner.token, booking.id))?.option_period_days).toBe(3);

    const byAdmin = await put(admin.token, booking.id, { contract_effective_date: '2026-03-05', option_period_days: 10 });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.inspection.option_deadline).toBe('2026-03-15T17:00:00-05:00');
    expect((await listed(owner.token, booking.id))?.option_deadline).toBe('2026-03-15T17:00:00-05:00');

    const cleared = await put(owner.token, booking.id, { contract_effective_date: null, option_period_days: null });
    expect(cleared.status).toBe(200);
    expect(cleared.json.inspection).toMatchObject({ contract_effective_date: null, option_period_days: null, option_deadline: null });
    expect(await storedDeadline(booking.id)).toBeUndefined();
    const { db } = getDeps();
    const stored = (await db.doc.send(new GetCommand({ TableName: db.table, Key: bookingKey(booking.id), ConsistentRead: true }))).Item;
    expect(stored).not.toHaveProperty('option_period_days');
  });

  it('refuses bad values naming the field, and a cancelled inspection', async () => {
    const owner = await makeUser();
    const booking = await makeBooking(owner.user);
    const bad = await put(owner.token, booking.id, { contract_effective_date: '2026-03-05', option_period_days: 2.5 });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ field: 'option_period_days', error: optionMessages.days });
    const noDate = await put(owner.token, booking.id, { option_period_days: 7 });
    expect(noDate.json).toMatchObject({ field: 'contract_effective_date' });
    expect((await put(owner.token, 'no-such-booking', { contract_effective_date: '2026-03-05', option_period_days: 3 })).status).toBe(404);

    expect((await call(cancel, `POST /api/inspections/${booking.id}/cancel`, { token: owner.token, headers: sameSite })).status).toBe(200);
    const late = await put(owner.token, booking.id, { contract_effective_date: '2026-03-05', option_period_days: 3 });
    expect(late.status).toBe(409);
  });

  it('keeps the reminder already sent when the deadline does not change, and clears it when it moves', async () => {
    const owner = await makeUser();
    const booking = await makeBooking(owner.user);
    await put(owner.token, booking.id, { contract_effective_date: '2026-03-05', option_period_days: 3 });
    const { db } = getDeps();
    await db.doc.send(new UpdateCommand({ TableName: db.table, Key: optionDeadlineKey(booking.id), UpdateExpression: 'SET reminded_at = :at', ExpressionAttributeValues: { ':at': '2026-03-07T22:00:00.000Z' } }));
    await put(owner.token, booking.id, { contract_effective_date: '2026-03-05', option_period_days: 3 });
    expect((await storedDeadline(booking.id))?.reminded_at).toBe('2026-03-07T22:00:00.000Z');
    await put(owner.token, booking.id, { contract_effective_date: '2026-03-06', option_period_days: 3 });
    expect(await storedDeadline(booking.id)).not.toHaveProperty('reminded_at');
  });
});
