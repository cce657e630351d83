import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getInspections } from '#functions/inspections/get-inspections.js';
import { getDeps } from '#functions/deps.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { countReads, generatedAgent, generatedBooking, writeAgents, writeBookings } from '#test/support/lists.js';

// Issue 16 point 6: 5,000 bookings; every page and search is one bounded read.

const TOTAL = 5_000;
const ALEX_SHARE = 30;
let admin = '';
let alex = { token: '', id: '' };
let other = '';
let reads: ReturnType<typeof countReads>;
const base = new Date('2026-11-01T12:00:00.000Z');
const bookings: ReturnType<typeof generatedBooking>[] = [];

beforeAll(async () => {
  await provisionTestTable();
  const { db } = getDeps();
  admin = (await makeUser({ is_admin: true })).token;
  const made = await makeUser();
  alex = { token: made.token, id: made.user.id };
  other = (await makeUser()).token;
  const agents = Array.from({ length: 20 }, (_, n) => generatedAgent(n, 'active', base));
  await writeAgents(db, agents);
  // Every 100th booking is Alex's (50 in all; ALEX_SHARE is what the agent tests page through).
  for (let n = 0; n < TOTAL; n++) bookings.push(generatedBooking(n, n % 100 === 0 ? made.user : agents[n % 20]!, base));
  await writeBookings(db, bookings);
  reads = countReads(db.doc);
}, 300_000);

type Row = { id: string; property_address: string; client_full_name: string; submitted_at: string };
const list = (token: string, query = '') => call(getInspections, `GET /api/inspections${query}`, { token });
const ids = (reply: { json: { inspections: Row[] } }) => reply.json.inspections.map((row) => row.id);

/** The reads of the request just made, without the session's own two Gets. */
function tableReads() {
  const taken = reads.take();
  return { queries: taken.calls.Query ?? 0, batchGets: taken.calls.BatchGetItem ?? 0, items: taken.items - (taken.calls.GetItem ?? 0) };
}

describe('GET /api/inspections, paged (5,000 bookings)', () => {
  it('gives admins 25 at a time, newest first, each page one Query of 26 items at most', async () => {
    reads.take();
    const first = await list(admin);
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual(bookings.slice(0, 25).map((booking) => booking.id));
    expect(first.json.next_cursor).toEqual(expect.any(String));
    expect(tableReads()).toEqual({ queries: 1, batchGets: 0, items: 26 });

    const second = await list(admin, `?cursor=${first.json.next_cursor}`);
    expect(ids(second)).toEqual(bookings.slice(25, 50).map((booking) => booking.id));
    expect(tableReads()).toEqual({ queries: 1, batchGets: 0, items: 26 });
  });

  it('follows the cursors without gaps or repeats, and the last page says it is the last', async () => {
    // Eight pages of 100 (moto reads a whole index partition per Query, so walking all
    // 5,000 only costs time); the agent's list below is walked to its end.
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 8; page++) {
      const reply = await list(admin, `?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...ids(reply));
      cursor = reply.json.next_cursor;
      expect(tableReads()).toEqual({ queries: 1, batchGets: 0, items: 101 });
    }
    expect(seen).toEqual(bookings.slice(0, 800).map((booking) => booking.id));
    const last = await list(admin, `?limit=100&cursor=${Buffer.from(JSON.stringify({ pk: `BOOKING#${bookings[4949]!.id}`, sk: 'BOOKING', gsi2pk: 'BOOKINGS', gsi2sk: bookings[4949]!.gsi2sk })).toString('base64url')}`);
    expect(ids(last)).toEqual(bookings.slice(4950).map((booking) => booking.id));
    expect(last.json.next_cursor).toBeNull();
  }, 120_000);

  it('pages an agent through its own bookings only', async () => {
    const mine = bookings.filter((booking) => booking.agent_id === alex.id).map((booking) => booking.id);
    const first = await list(alex.token, `?limit=${ALEX_SHARE}`);
    expect(ids(first)).toEqual(mine.slice(0, ALEX_SHARE));
    const rest = await list(alex.token, `?limit=${ALEX_SHARE}&cursor=${first.json.next_cursor}`);
    expect(ids(rest)).toEqual(mine.slice(ALEX_SHARE));
    expect(rest.json.next_cursor).toBeNull();
    const nobody = await list(other);
    expect(nobody.json).toEqual({ inspections: [], next_cursor: null });
  });

  it('refuses a cursor that was edited, made up, or taken from another list, with 400 and nothing read', async () => {
    const adminCursor = (await list(admin, '?limit=5')).json.next_cursor as string;
    const alexCursor = (await list(alex.token, '?limit=5')).json.next_cursor as string;
    const decoded = JSON.parse(Buffer.from(alexCursor, 'base64url').toString());
    const forged = (key: object) => Buffer.from(JSON.stringify(key)).toString('base64url');
    reads.take();
    for (const [token, cursor] of [
      [other, alexCursor], // another agent's partition
      [alex.token, adminCursor], // the admin list's key
      [alex.token, forged({ ...decoded, gsi1pk: 'USER#someone-else#BOOKINGS' })],
      [alex.token, forged({ ...decoded, extra: 'x' })],
      [alex.token, forged({ pk: decoded.pk, sk: decoded.sk })],
      [alex.token, 'not-json'],
      [alex.token, '%%%'],
    ] as const) {
      const reply = await list(token, `?cursor=${encodeURIComponent(cursor)}`);
      expect(reply.status, cursor).toBe(400);
      expect(reply.json.error).toMatch(/reload the list/i);
    }
    expect(tableReads().queries).toBe(0);
    expect((await list(alex.token, '?limit=0')).status).toBe(400);
    expect((await list(alex.token, '?limit=101')).status).toBe(400);
  });
});

describe('GET /api/inspections?q=, served by the word index', () => {
  it('finds bookings by client name and address for admins, reading a bounded number of items', async () => {
    const target = bookings[1234]!;
    const query = `${target.client_last_name} ${target.address1.split(' ')[0]}`;
    reads.take();
    const found = await list(admin, `?q=${encodeURIComponent(query)}`);
    expect(ids(found)).toEqual([target.id]);
    const spent = tableReads();
    expect(spent.queries).toBeLessThanOrEqual(3);
    expect(spent.items).toBeLessThanOrEqual(3 * 25 + 3 * 25);

    const street = 'Magnolia';
    const expected = bookings.filter((booking) => booking.address1.includes(street)).map((booking) => booking.id);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(admin, `?q=magn&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...ids(page));
      cursor = page.json.next_cursor;
      expect(tableReads().items).toBeLessThanOrEqual(200);
    }
    expect(new Set(seen)).toEqual(new Set(expected));
    expect(seen).toHaveLength(expected.length);
  }, 60_000);

  it('searches an agent only within its own bookings', async () => {
    const mine = bookings.filter((booking) => booking.agent_id === alex.id);
    const target = mine[7]!;
    const byClient = await list(alex.token, `?q=${encodeURIComponent(target.client_last_name)}&limit=100`);
    const expected = mine.filter((booking) => booking.client_last_name === target.client_last_name).map((booking) => booking.id);
    expect(ids(byClient).sort()).toEqual(expected.sort());
    const someoneElses = bookings.find((booking) => booking.agent_id !== alex.id)!;
    const house = await list(alex.token, `?q=${encodeURIComponent(someoneElses.address1)}`);
    expect(ids(house)).not.toContain(someoneElses.id);
    expect((await list(other, `?q=${encodeURIComponent(target.address1)}`)).json.inspections).toEqual([]);
    // One character finds nothing rather than the whole list.
    expect((await list(admin, '?q=m')).json).toEqual({ inspections: [], next_cursor: null });
  });

  it('refuses a search cursor used for another word', async () => {
    const page = await list(admin, '?q=cedar&limit=5');
    expect(page.json.next_cursor).toEqual(expect.any(String));
    const reply = await list(admin, `?q=maple&cursor=${page.json.next_cursor}`);
    expect(reply.status).toBe(400);
  });
});
