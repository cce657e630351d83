import { beforeAll, describe, expect, it } from 'vitest';
import { handler as importHandler } from '#functions/open-house/post-open-house-import.js';
import { handler as previewHandler } from '#functions/open-house/post-open-house-preview.js';
import { handler as listingsHandler } from '#functions/open-house/get-open-house-listings.js';
import { handler as statsHandler } from '#functions/open-house/get-open-house-stats.js';
import { MAX_REQUEST_BYTES } from '#shared/limits.js';
import { MAX_IMPORT_LISTINGS, openHouseMessages, previewReplySchema } from '#shared/open-house.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { dayAhead, importItem, newMls } from './support.js';

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
});

const preview = (body: unknown, token = admin) => call(previewHandler, 'POST /api/open-house/preview', { body, token, headers: sameSite });
const runImport = (body: unknown, token = admin) => call(importHandler, 'POST /api/open-house/import', { body, token, headers: sameSite });
const stats = async () => (await call(statsHandler, 'GET /api/open-house/stats', { token: admin })).json;

describe('open-house preview', () => {
  it('reads dates and windows, finds duplicates in the file and in the table, names errors and warnings', async () => {
    const saturday = dayAhead(3);
    const sunday = dayAhead(4);
    const stored = importItem({ openHouse: `${saturday.written} 11:00AM-1:00PM` });
    expect((await runImport({ json_data: [stored], override_date: null })).json).toMatchObject({ imported: 1, skipped: 0, updated: 0 });

    const twoDays = importItem({ openHouse: `${saturday.written} 1-3PM, ${sunday.written} 2-4PM` });
    const twice = importItem();
    const data = [
      stored,
      twoDays,
      twice,
      { ...twice, price: 500000 },
      importItem({ mls: undefined }),
      importItem({ openHouse: `${saturday.written} 3:00PM-1:00PM` }),
      importItem({ lat: undefined, lng: undefined }),
      importItem({ lat: 40.71, lng: -74.0 }),
    ];
    const answer = await preview({ json_data: data, override_date: null });
    expect(answer.status).toBe(200);
    const reply = previewReplySchema.parse(answer.json);
    expect(reply).toMatchObject({
      total_listings: 8,
      // twoDays twice, twice, the two without usable coordinates
      new_listings: 5,
      duplicates: 2,
      errors: 2,
      warnings: 2,
      detected_date: saturday.date,
      detected_dates: [saturday.date, sunday.date],
      date_count: 2,
    });
    expect(reply.duplicate_listings.map((listing) => listing.mls_number)).toEqual([stored.mls, twice.mls]);
    expect(reply.parsed_listings[0]).toEqual({
      mls_number: twoDays.mls,
      agent_name: 'Dana Whitfield',
      address: '1412 Harvard St, Houston, TX 77008',
      price: 485000,
      open_house_date: saturday.date,
      start_time: '13:00',
      end_time: '15:00',
    });
    expect(reply.error_details).toEqual([
      { item: 5, mls_number: null, field: 'mls', message: 'Missing MLS number' },
      { item: 6, mls_number: data[5]!.mls, field: 'openHouse', message: expect.stringContaining('ends') },
    ]);
    expect(reply.warning_details.map(({ item, field }) => [item, field])).toEqual([
      [7, 'lat'],
      [8, 'lat'],
    ]);
    expect(reply.warning_details[1]!.message).toContain('outside Texas');
  });

  it('uses the chosen date only when auto-detect is off, with the window the text gives', async () => {
    const chosen = dayAhead(10);
    const item = importItem({ openHouse: '1:00 PM - 3:00 PM' });
    const auto = (await preview({ json_data: [item], override_date: null })).json;
    expect(auto).toMatchObject({ errors: 1, new_listings: 0 });
    const fixed = previewReplySchema.parse((await preview({ json_data: [item], override_date: chosen.date })).json);
    expect(fixed.parsed_listings[0]).toMatchObject({ open_house_date: chosen.date, start_time: '13:00', end_time: '15:00' });
  });

  it('accepts an object holding the array, or a single item, and ignores extra fields', async () => {
    const item = { ...importItem(), remarks: 'Great yard', constructor: { prototype: { polluted: true } } };
    const wrapped = JSON.parse(`{"listings": [${JSON.stringify(item).replace('{', '{"__proto__": {"polluted": true},')}]}`);
    expect((await preview({ json_data: wrapped, override_date: null })).json).toMatchObject({ total_listings: 1, new_listings: 1, errors: 0 });
    expect((await preview({ json_data: importItem(), override_date: null })).json).toMatchObject({ total_listings: 1, new_listings: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('turns wrong types into errors on the item, never a failure of the request', async () => {
    const data = [
      importItem({ price: { amount: 5 } }),
      importItem({ beds: 'three' }),
      importItem({ openHouse: 42 }),
      importItem({ isGated: 'maybe' }),
      'not an object',
      null,
      importItem({ price: '$1,250,000', beds: '4', isGated: 'Yes' }),
    ];
    const reply = previewReplySchema.parse((await preview({ json_data: data, override_date: null })).json);
    expect(reply.errors).toBe(6);
    expect(reply.error_details.map((issue) => [issue.item, issue.field])).toEqual([
      [1, 'price'],
      [2, 'beds'],
      [3, 'openHouse'],
      [4, 'isGated'],
      [5, 'item'],
      [6, 'item'],
    ]);
    expect(reply.parsed_listings[0]).toMatchObject({ price: 1_250_000 });
  });

  it('refuses data holding no listings, and more than the limit with 413 naming it', async () => {
    for (const json_data of [[], {}, '{}', 5, null, { a: 1 }]) {
      const answer = await preview({ json_data, override_date: null });
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe(openHouseMessages.noListings);
    }
    const many = Array.from({ length: MAX_IMPORT_LISTINGS + 1 }, () => ({ mls: '1' }));
    const answer = await preview({ json_data: many, override_date: null });
    expect(answer.status).toBe(413);
    expect(answer.json.error).toContain('5,000');
    expect((await preview({ json_data: [importItem()], override_date: '2026-02-30' })).status).toBe(400);
    const huge = JSON.stringify({ json_data: [{ remarks: 'x'.repeat(MAX_REQUEST_BYTES) }], override_date: null });
    const refused = await call(previewHandler, 'POST /api/open-house/preview', { rawBody: huge, token: admin, headers: sameSite });
    expect(refused.status).toBe(413);
    expect(refused.json.error).toBe('The request is larger than the 6 MB limit.');
  });

  it('is for admins only, on the server', async () => {
    const agent = (await makeUser({})).token;
    expect((await preview({ json_data: [importItem()], override_date: null }, agent)).status).toBe(403);
    expect((await runImport({ json_data: [importItem()], override_date: null }, agent)).status).toBe(403);
  });
});

describe('open-house import', () => {
  it('stores exactly what the preview called new; the same import twice adds nothing', async () => {
    const before = await stats();
    const first = importItem({ agentId: `A${newMls()}` });
    const data = [first, importItem({ agentId: first.agentId, agentName: first.agentName }), importItem({ mls: undefined })];
    const previewed = (await preview({ json_data: data, override_date: null })).json;
    const imported = (await runImport({ json_data: data, override_date: null })).json;
    expect(imported).toMatchObject({ imported: previewed.new_listings, skipped: 0, updated: 0, errors: 1 });
    expect(imported.message).toBe('Imported 2 new listings, left out 1 item with errors.');
    const after = await stats();
    expect(after.total_listings).toBe(before.total_listings + 2);
    expect(after.total_agents).toBe(before.total_agents + 1);

    const again = (await runImport({ json_data: data, override_date: null })).json;
    expect(again).toMatchObject({ imported: 0, skipped: 2, updated: 0 });
    expect(await stats()).toEqual(after);
  });

  it('with skip-duplicates off, replaces the stored listing and counts it as updated', async () => {
    const item = importItem();
    await runImport({ json_data: [item], override_date: null });
    const before = await stats();
    const changed = { ...item, price: 399000 };
    const answer = (await runImport({ json_data: [changed], override_date: null, skip_duplicates: false })).json;
    expect(answer).toMatchObject({ imported: 0, skipped: 0, updated: 1 });
    expect(await stats()).toEqual(before);
    const date = dayAhead(3).date;
    const stored = (await call(listingsHandler, `GET /api/open-house/listings?date=${date}`, { token: admin })).json;
    expect(stored.listings.find((listing: { mls_number: string }) => listing.mls_number === item.mls).price).toBe(399000);
  });
});
