import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ceMessages } from '#shared/ce.js';
import { handler as logHandler } from '#functions/ce/post-ce-public-log-attendance.js';
import { findAttendees } from '#functions/data/ce-attendance.js';
import { getDeps } from '#functions/deps.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { createClass, createSession, importHolders } from './ce-support.js';

// Issue 11 point 4: one attendance per licence per session and never more than
// max_attendees, each enforced by a conditional write. moto applies concurrent writes
// without DynamoDB's isolation (locally, infra/local/write-locks.ts and moto_server.py
// give it), so the conditions the request carries are asserted too: they hold in AWS.

let admin = '';
let classId = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
  classId = (await createClass(admin)).id;
  await importHolders(Array.from({ length: 20 }, (_, index) => [`09000${String(index).padStart(2, '0')}`, `LOPEZ, STUDENT${String.fromCharCode(97 + index)}`] as [string, string]));
});
afterEach(() => vi.restoreAllMocks());

const log = (token: string, licence: string) => call(logHandler, 'POST /api/ce/public/log-attendance', { body: { session_token: token, license_number: licence }, headers: sameSite });

async function countOf(sessionId: string) {
  const { db } = getDeps();
  return (await db.doc.send(new GetCommand({ TableName: db.table, Key: { pk: `CESESSION#${sessionId}`, sk: 'SESSION' }, ConsistentRead: true }))).Item?.attendee_count;
}

describe('attendance races', () => {
  it('twenty simultaneous attempts of one licence leave exactly one record', async () => {
    const session = await createSession(admin, classId);
    const send = vi.spyOn(getDeps().db.doc, 'send');
    const answers = await Promise.all(Array.from({ length: 20 }, () => log(session.qr_token, '0900000')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.json.error === ceMessages.alreadyAttended)).toBe(true);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await findAttendees(getDeps().db, session.id)).toHaveLength(1);
    expect(await countOf(session.id)).toBe(1);

    const transaction = send.mock.calls.map(([command]) => command).find((command) => command instanceof TransactWriteCommand);
    const [put, update] = (transaction as TransactWriteCommand).input.TransactItems!;
    expect(put!.Put).toMatchObject({ Item: { pk: `CESESSION#${session.id}`, sk: 'ATTENDEE#0900000' }, ConditionExpression: 'attribute_not_exists(pk)' });
    expect(update!.Update).toMatchObject({ UpdateExpression: 'ADD attendee_count :one' });
    expect(update!.Update!.ConditionExpression).toContain('attendee_count < max_attendees');
  });

  it('twenty simultaneous students for three places leave three records', async () => {
    const session = await createSession(admin, classId, { max_attendees: 3 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => log(session.qr_token, `09000${String(index).padStart(2, '0')}`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.json.error === ceMessages.sessionFull)).toBe(true);
    expect(await findAttendees(getDeps().db, session.id)).toHaveLength(3);
    expect(await countOf(session.id)).toBe(3);
  });
});
