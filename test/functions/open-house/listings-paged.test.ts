import { beforeAll, describe, expect, it } from 'vitest';
import { handler as todaysHandler } from '#functions/agent-contacts/get-agent-contacts-todays-open-houses.js';
import { findDayListings } from '#functions/data/open-house-pages.js';
import { getDeps } from '#functions/deps.js';
import { handler as listingsHandler } from '#functions/open-house/get-open-house-listings.js';
import { handler as importHandler } from '#functions/open-house/post-open-house-import.js';
import { handler as previewHandler } from '#functions/open-house/post-open-house-preview.js';
import { generateOpenHouses } from '#infra/cli/open-house-sample.js';
import type { TodaysListing } from '#shared/agent-contacts.js';
import { MAX_DATE_LISTINGS, openHouseMessages, type Listing } from '#shared/open-house.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { countReads } from '#test/support/lists.js';
import { dayAhead, importItem } from './support.js';

// Issue 16 point 6 (D-201): 5,000 open houses on one date, imported through the product.
// The browser's list, the contact logger's list and the planner's whole-date read each
// make bounded reads per request; cursors are checked; only admins read. The limits are for
// hangs (D-189): moto answers an index Query by reading its whole table, so a busy machine
// takes a minute or more over what DynamoDB reads in a second.

const day = dayAhead(9);
const other = dayAhead(10);
let admin = '';
let agent = '';
let reads: ReturnType<typeof countReads>;
/** Every listing of the date, in the list's order (start time, address, MLS number). */
let all: Listing[] = [];

const importData = (json_data: unknown) =>
  call(importHandler, 'POST /api/open-house/import', { body: { json_data, override_date: null }, token: admin, headers: sameSite });

beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
  agent = (await makeUser()).token;
  const data = generateOpenHouses({ count: MAX_DATE_LISTINGS, dates: [day.date], seed: 20261201 });
  expect((await importData(data)).json).toMatchObject({ imported: MAX_DATE_LISTINGS, errors: 0 });
  expect((await importData([importItem({ openHouse: `${other.written} 1-3PM` })])).status).toBe(200);
  const { db } = getDeps();
  all = (await findDayListings(db, day.date, MAX_DATE_LISTINGS, 'too many')).sort(
    (a, b) => order(a).localeCompare(order(b)),
  );
  reads = countReads(db.doc);
}, 300_000);

const order = (listing: Listing) => `${listing.start_time}#${listing.address.slice(0, 200)}#${listing.mls_number}`;

type Page = { status: number; json: { listings: Listing[]; next_cursor: string | null; error?: string } };
const listings = (query: string, token = admin) => call(listingsHandler, `GET /api/open-house/listings?${query}`, { token }) as Promise<Page>;

/** The table reads of the request just made, without the session's own GetItem. */
function tableReads() {
  const taken = reads.take();
  return { queries: taken.calls.Query ?? 0, items: taken.items - (taken.calls.GetItem ?? 0) };
}

async function walk(query: string, most: { queries: number; items: number }) {
  const seen: Listing[] = [];
  let cursor: string | null = '';
  let requests = 0;
  reads.take();
  while (cursor !== null) {
    const page = await listings(`date=${day.date}&${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status, JSON.stringify(page.json)).toBe(200);
    seen.push(...page.json.listings);
    cursor = page.json.next_cursor;
    requests++;
    const spent = tableReads();
    expect(spent.queries).toBeLessThanOrEqual(most.queries);
    expect(spent.items).toBeLessThanOrEqual(most.items);
  }
  return { seen, requests };
}

const numbers = (list: readonly Listing[]) => list.map((listing) => listing.mls_number);

describe('GET /api/open-house/listings, paged (5,000 on one date)', () => {
  it('walks the whole date by start time then address, 500 a page, one Query of at most 501 items each', async () => {
    const { seen, requests } = await walk('limit=500', { queries: 1, items: 501 });
    expect(requests).toBe(10);
    expect(numbers(seen)).toEqual(numbers(all));
    expect(new Set(numbers(seen)).size).toBe(MAX_DATE_LISTINGS);
  }, 300_000);

  it('gives 100 by default and refuses a page past 500', async () => {
    expect((await listings(`date=${day.date}`)).json.listings).toHaveLength(100);
    expect((await listings(`date=${day.date}&limit=501`)).status).toBe(400);
    expect((await listings(`date=${day.date}&min_price=abc`)).status).toBe(400);
    expect((await listings(`date=${day.date}&open_at=25:00`)).status).toBe(400);
  });

  it('filters the whole date on the server, at most 3 Queries of the page a request', async () => {
    const openAt = '14:00';
    const expected = all.filter(
      (listing) => listing.price !== null && listing.price >= 300_000 && listing.price <= 600_000 && listing.beds !== null && listing.beds >= 3 && listing.start_time <= openAt && listing.end_time > openAt,
    );
    expect(expected.length).toBeGreaterThan(0);
    const { seen } = await walk(`limit=200&min_price=300000&max_price=600000&min_beds=3&open_at=${openAt}`, { queries: 3, items: 600 });
    expect(numbers(seen)).toEqual(numbers(expected));
    // "Open at" is the key condition: the houses that open later are never read.
    const opening = await walk(`limit=500&open_at=10:00`, { queries: 3, items: 1_500 });
    expect(numbers(opening.seen)).toEqual(numbers(all.filter((listing) => listing.start_time <= '10:00' && listing.end_time > '10:00')));
  }, 300_000);

  it('refuses a cursor that was edited, made up, of another date or out of the filter’s range: 400, nothing read', async () => {
    const first = await listings(`date=${day.date}&limit=10&open_at=12:00`);
    const decoded = JSON.parse(Buffer.from(first.json.next_cursor!, 'base64url').toString());
    const forged = (key: object) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const foreign = (await listings(`date=${other.date}&limit=1`)).json;
    const fromAnotherList = forged({ ...decoded, pk: `OPENHOUSE#${other.date}`, gsi1pk: `OPENHOUSE#${other.date}` });
    reads.take();
    for (const cursor of [
      fromAnotherList,
      forged({ ...decoded, pk: 'OPENHOUSE', sk: `DATE#${day.date}` }),
      forged({ ...decoded, gsi1sk: '15:00#1 Main St#1' }),
      forged({ ...decoded, extra: 'x' }),
      forged({ ...decoded, sk: 7 }),
      'not-a-cursor!',
    ]) {
      const reply = await listings(`date=${day.date}&limit=10&open_at=12:00&cursor=${encodeURIComponent(cursor)}`);
      expect(reply.status, cursor).toBe(400);
      expect(reply.json.error).toBe('This list has changed or the link is out of date. Reload the list.');
    }
    expect(tableReads().queries).toBe(0);
    expect(foreign.next_cursor).toBeNull();
    const second = await listings(`date=${day.date}&limit=10&open_at=12:00&cursor=${first.json.next_cursor}`);
    expect(numbers(second.json.listings)).not.toContain(first.json.listings[0]!.mls_number);
  });

  it('is for admins only', async () => {
    expect((await listings(`date=${day.date}`, agent)).status).toBe(403);
    expect((await listings(`date=${day.date}`, '')).status).toBe(401);
  });
});

describe('GET /api/agent-contacts/todays-open-houses, paged', () => {
  type Todays = { status: number; json: { listings: TodaysListing[]; next_cursor: string | null } };
  const todays = (query: string, token = admin) => call(todaysHandler, `GET /api/agent-contacts/todays-open-houses?${query}`, { token }) as Promise<Todays>;

  it('pages the date by start time, 25 by default, one Query of at most 26 items a request', async () => {
    reads.take();
    const first = await todays(`date=${day.date}`);
    expect(first.json.listings.map((listing) => listing.mls_number)).toEqual(numbers(all.slice(0, 25)));
    expect(tableReads()).toEqual({ queries: 1, items: 26 });
    const second = await todays(`date=${day.date}&limit=100&cursor=${first.json.next_cursor}`);
    expect(second.json.listings.map((listing) => listing.mls_number)).toEqual(numbers(all.slice(25, 125)));
    expect(tableReads()).toEqual({ queries: 1, items: 101 });
  });

  it('finds one house by its MLS number with one GetItem, and none that is not on the date', async () => {
    const wanted = all[4_321]!;
    reads.take();
    const found = await todays(`date=${day.date}&mls=${wanted.mls_number}`);
    expect(found.json).toMatchObject({ listings: [{ mls_number: wanted.mls_number, address: wanted.address }], next_cursor: null });
    const spent = reads.take();
    expect(spent.calls.Query).toBeUndefined();
    expect((await todays(`date=${other.date}&mls=${wanted.mls_number}`)).json.listings).toEqual([]);
  });

  it('refuses a cursor of another date, and agents', async () => {
    const first = await todays(`date=${day.date}&limit=5`);
    expect((await todays(`date=${other.date}&cursor=${first.json.next_cursor}`)).status).toBe(400);
    expect((await todays(`date=${day.date}`, agent)).status).toBe(403);
  });
});

describe('the route planner’s whole-date read, and the bound that keeps it', () => {
  it('reads every listing of a full date in a few bounded Queries', async () => {
    reads.take();
    expect(await findDayListings(getDeps().db, day.date, MAX_DATE_LISTINGS, 'too many')).toHaveLength(MAX_DATE_LISTINGS);
    const spent = reads.take();
    expect(spent.items).toBe(MAX_DATE_LISTINGS);
    expect(spent.calls.Query).toBeLessThanOrEqual(10);
  }, 300_000);

  it('refuses a date past the bound rather than reading on', async () => {
    await expect(findDayListings(getDeps().db, day.date, 4_000, 'too many')).rejects.toMatchObject({ kind: 'too-large', message: 'too many' });
    expect(reads.take().items).toBeLessThanOrEqual(4_001);
  }, 300_000);

  it('never lets an import put a date past the bound', async () => {
    const one = [importItem({ openHouse: `${day.written} 1-3PM` })];
    const previewed = await call(previewHandler, 'POST /api/open-house/preview', { body: { json_data: one, override_date: null }, token: admin, headers: sameSite });
    expect(previewed.status).toBe(413);
    const refused = await importData(one);
    expect(refused.status).toBe(413);
    expect(refused.json.error).toBe(openHouseMessages.dateFull(day.date));
    expect((await listings(`date=${day.date}&limit=1`)).json.listings).toHaveLength(1);
  });
});
