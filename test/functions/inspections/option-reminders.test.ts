import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { findOutboxMessages } from '#functions/data/outbox.js';
import { bookingKey } from '#functions/data/keys.js';
import { getDeps } from '#functions/deps.js';
import { handler as putOptionPeriod } from '#functions/inspections/put-inspections-option-period.js';
import { remindOptionDeadlinesJob } from '#functions/jobs/remind-option-deadlines.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeBooking } from '#test/support/bookings.js';

// The agent's one reminder 24 hours before the option period ends (issue 30 point 3, D-231):
// email and text, with the report's link once published, once only, never in the quiet hours.
// Its dates (March and April 2032) are this file's alone.

beforeAll(provisionTestTable);

const runAt = (iso: string) => remindOptionDeadlinesJob({ ...getDeps(), now: () => new Date(iso) });

async function withDeadline(effective: string, days: number) {
  const agent = await makeUser();
  const booking = await makeBooking(agent.user);
  const answer = await call(putOptionPeriod, `PUT /api/inspections/${booking.id}/option-period`, {
    token: agent.token,
    headers: sameSite,
    body: { contract_effective_date: effective, option_period_days: days },
  });
  expect(answer.status).toBe(200);
  return booking;
}

async function messagesTo(...to: string[]) {
  return (await findOutboxMessages(getDeps().db, 1000)).filter((message) => to.includes(message.to));
}

describe('the option-period reminder', () => {
  it('goes out once, by email and text, from 24 hours before the deadline', async () => {
    // Fri, Mar 5, 2032, 5 p.m. CST = 23:00Z.
    const booking = await withDeadline('2032-03-01', 4);
    await runAt('2032-03-04T22:59:00Z');
    expect(await messagesTo(booking.agent_email, booking.agent_phone)).toEqual([]);

    await Promise.all([runAt('2032-03-04T23:05:00Z'), runAt('2032-03-04T23:05:00Z')]);
    await runAt('2032-03-05T15:00:00Z');
    const sent = await messagesTo(booking.agent_email, booking.agent_phone);
    expect(sent.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    const email = sent.find((message) => message.channel === 'email')!;
    expect(email.subject).toContain('Fri, Mar 5, 5:00 PM CST');
    expect(email.text).toContain('not published yet');
    expect(email.text).not.toContain('/report/');
  });

  it('carries the report link when the report is published', async () => {
    const booking = await withDeadline('2032-03-10', 4); // Sun, Mar 14, 2032, 5 p.m. CDT (the first day of DST)
    const { db } = getDeps();
    await db.doc.send(new UpdateCommand({ TableName: db.table, Key: bookingKey(booking.id), UpdateExpression: 'SET report_version = :v', ExpressionAttributeValues: { ':v': 1 } }));
    await runAt('2032-03-13T23:00:00Z'); // Sat 6 p.m. CST, 23 hours before
    const sms = (await messagesTo(booking.agent_phone))[0]!;
    expect(sms.text).toContain(`/report/${booking.id}`);
    expect(sms.text).toContain('Sun, Mar 14, 5:00 PM CDT');
    expect(sms.text).toContain('Reply STOP to opt out.');
  });

  it('waits out the quiet hours, and skips a cancelled inspection', async () => {
    const booking = await withDeadline('2032-04-05', 5); // Sat, Apr 10, 2032, 5 p.m. CDT = 22:00Z
    const gone = await withDeadline('2032-04-05', 5);
    const { db } = getDeps();
    await db.doc.send(new UpdateCommand({ TableName: db.table, Key: bookingKey(gone.id), UpdateExpression: 'SET cancelled_at = :at', ExpressionAttributeValues: { ':at': '2032-04-08T00:00:00.000Z' } }));
    await runAt('2032-04-10T03:00:00Z'); // 10 p.m. on the 9th
    await runAt('2032-04-10T12:59:00Z'); // 7:59 a.m.
    expect(await messagesTo(booking.agent_email, booking.agent_phone)).toEqual([]);
    await runAt('2032-04-10T13:00:00Z'); // 8 a.m.
    expect(await messagesTo(booking.agent_email, booking.agent_phone)).toHaveLength(2);
    expect(await messagesTo(gone.agent_email, gone.agent_phone)).toEqual([]);
    await runAt('2032-04-10T21:00:00Z');
    expect(await messagesTo(booking.agent_email, booking.agent_phone)).toHaveLength(2);
  });
});
