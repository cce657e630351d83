import { beforeAll, describe, expect, it } from 'vitest';
import { handler as datesHandler } from '#functions/open-house/get-open-house-dates.js';
import { handler as listingsHandler } from '#functions/open-house/get-open-house-listings.js';
import { handler as statsHandler } from '#functions/open-house/get-open-house-stats.js';
import { handler as importHandler } from '#functions/open-house/post-open-house-import.js';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { getDeps } from '#functions/deps.js';
import { indexSearchWords } from '#infra/cli/index-search-words.js';
import { datesReplySchema, listingsReplySchema } from '#shared/open-house.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { dayAhead, importItem } from './support.js';

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
});

const get = (handler: typeof datesHandler, request: string, token = admin) => call(handler, request, { token });

describe('open-house listings browser', () => {
  it('answers empty statistics and no dates before any import', async () => {
    expect((await get(statsHandler, 'GET /api/open-house/stats')).json).toEqual({ success: true, total_listings: 0, total_dates: 0, total_agents: 0 });
    expect((await get(datesHandler, 'GET /api/open-house/dates')).json).toEqual({ success: true, dates: [] });
  });

  it('lists the dates with their counts, the latest first, and a date’s listings by start time', async () => {
    const saturday = dayAhead(5);
    const sunday = dayAhead(6);
    const late = importItem({ openHouse: `${saturday.written} 3-5PM`, agentId: '700001' });
    const early = importItem({ openHouse: `${saturday.written} 11AM-1PM`, agentId: '700002', lat: null, lng: null, detailLink: 'javascript:alert(1)' });
    const both = importItem({ openHouse: `${saturday.written} 1-3PM, ${sunday.written} 2-4PM`, agentId: '700001' });
    const imported = await call(importHandler, 'POST /api/open-house/import', { body: { json_data: [late, early, both], override_date: null }, token: admin, headers: sameSite });
    expect(imported.json).toMatchObject({ imported: 4 });

    const dates = datesReplySchema.parse((await get(datesHandler, 'GET /api/open-house/dates')).json);
    expect(dates.dates).toEqual([
      { date: sunday.date, listing_count: 1 },
      { date: saturday.date, listing_count: 3 },
    ]);
    expect((await get(statsHandler, 'GET /api/open-house/stats')).json).toEqual({ success: true, total_listings: 4, total_dates: 2, total_agents: 2 });

    const listings = listingsReplySchema.parse((await get(listingsHandler, `GET /api/open-house/listings?date=${saturday.date}`)).json).listings;
    expect(listings.map((listing) => [listing.mls_number, listing.start_time, listing.end_time])).toEqual([
      [early.mls, '11:00', '13:00'],
      [both.mls, '13:00', '15:00'],
      [late.mls, '15:00', '17:00'],
    ]);
    expect(listings[0]).toMatchObject({ routable: false, lat: null, lng: null, detail_link: null, open_house_text: early.openHouse });
    expect(listings[1]).toMatchObject({ routable: true, lat: 29.7921, lng: -95.3962, broker_name: 'Whitfield Realty Group', baths: 2.5, is_gated: false });
    expect(Object.keys(listings[1]!)).not.toContain('pk');
  });

  it('refuses a date that is not one, and answers an empty list for a date without listings', async () => {
    expect((await get(listingsHandler, 'GET /api/open-house/listings?date=2026-13-01')).status).toBe(400);
    expect((await get(listingsHandler, 'GET /api/open-house/listings')).status).toBe(400);
    expect((await get(listingsHandler, `GET /api/open-house/listings?date=${dayAhead(40).date}`)).json.listings).toEqual([]);
  });

  it('lists a listing imported before the lists were paged once the CLI has placed it (D-201)', async () => {
    const day = dayAhead(21);
    const item = importItem({ openHouse: `${day.written} 10AM-12PM` });
    expect((await call(importHandler, 'POST /api/open-house/import', { body: { json_data: [item], override_date: null }, token: admin, headers: sameSite })).status).toBe(200);
    const { db } = getDeps();
    const [stored] = listingsReplySchema.parse((await get(listingsHandler, `GET /api/open-house/listings?date=${day.date}`)).json).listings;
    // As an import before D-201 stored it: the same item without its gsi1 keys.
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { pk: `OPENHOUSE#${day.date}`, sk: `MLS#${item.mls}`, ...stored, agent_key: '612345', imported_at: new Date().toISOString() } }));
    expect((await get(listingsHandler, `GET /api/open-house/listings?date=${day.date}`)).json.listings).toEqual([]);
    await indexSearchWords(getDeps(), { out: () => undefined });
    expect((await get(listingsHandler, `GET /api/open-house/listings?date=${day.date}`)).json.listings).toEqual([stored]);
  });

  it('is for admins only, on the server', async () => {
    const agent = (await makeUser({})).token;
    for (const [handler, request] of [
      [statsHandler, 'GET /api/open-house/stats'],
      [datesHandler, 'GET /api/open-house/dates'],
      [listingsHandler, `GET /api/open-house/listings?date=${dayAhead(5).date}`],
    ] as const) {
      expect((await get(handler, request, agent)).status).toBe(403);
      expect((await get(handler, request, '')).status).toBe(401);
    }
  });
});
