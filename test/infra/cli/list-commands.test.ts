import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchAgentsPage } from '#functions/data/agents-pages.js';
import { findBookingsPage, searchBookingsPage } from '#functions/data/booking-pages.js';
import { getDeps } from '#functions/deps.js';
import type { CliIo } from '#infra/cli/command.js';
import { generatedAgent, generatedBooking } from '#infra/cli/list-sample.js';
import { runCli } from '#infra/cli/run-cli.js';
import { makeUser, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), env: process.env };
  return { code: await runCli(argv, io), out: out.join('\n'), err: err.join('\n') };
}

const admin = { id: 'admin', is_admin: true };

describe('npm run cli -- index-search-words', () => {
  it('makes bookings and accounts written before the word items findable, and a second run changes nothing', async () => {
    const { db } = getDeps();
    const { user } = await makeUser();
    // As stored before D-169: the items alone, without their words.
    const old = generatedBooking(3, user, new Date('2026-10-01T12:00:00.000Z'), 'old');
    const account = generatedAgent(4, 'active', new Date('2026-10-01T12:00:00.000Z'), 'old');
    await db.doc.send(new PutCommand({ TableName: db.table, Item: old }));
    await db.doc.send(new PutCommand({ TableName: db.table, Item: account }));
    expect((await searchBookingsPage(db, admin, old.client_last_name, 25)).bookings).toEqual([]);
    expect((await searchAgentsPage(db, account.email, 25)).users).toEqual([]);

    const first = await cli('index-search-words');
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(/Search words written for 1 bookings and 2 accounts/);
    expect((await searchBookingsPage(db, admin, `${old.client_last_name} ${old.address1}`, 25)).bookings.map((booking) => booking.id)).toEqual([old.id]);
    expect((await searchBookingsPage(db, user, old.client_last_name, 25)).bookings.map((booking) => booking.id)).toEqual([old.id]);
    expect((await searchAgentsPage(db, account.email, 25)).users.map((found) => found.id)).toEqual([account.id]);
    expect((await cli('index-search-words')).code).toBe(0);
    expect((await searchAgentsPage(db, account.phone, 25)).users.map((found) => found.id)).toEqual([account.id]);
  });
});

describe('npm run cli -- list-sample', () => {
  it('writes generated bookings for the named agent and generated agents, findable at once', async () => {
    const { db } = getDeps();
    const { user } = await makeUser({ email: 'lists.agent@example.com' });
    const result = await cli('list-sample', '--bookings', '30', '--agents', '12', '--agent-email', 'lists.agent@example.com');
    expect(result).toMatchObject({ code: 0, err: '' });
    const page = await findBookingsPage(db, user, 25);
    expect(page.bookings).toHaveLength(25);
    expect(page.next_cursor).toEqual(expect.any(String));
    expect((await searchAgentsPage(db, 'sample.agent11@example.com', 25)).users).toHaveLength(1);
    expect((await cli('list-sample', '--bookings', '5', '--agent-email', 'nobody@example.com')).code).toBe(1);
  });
});
