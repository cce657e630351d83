import { beforeAll, describe, expect, it } from 'vitest';
import { handler as listingsHandler } from '#functions/open-house/get-open-house-listings.js';
import { handler as importHandler } from '#functions/open-house/post-open-house-import.js';
import { handler as previewHandler } from '#functions/open-house/post-open-house-preview.js';
import { handler as statsHandler } from '#functions/open-house/get-open-house-stats.js';
import { openHouseMessages, previewReplySchema } from '#shared/open-house.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { dayAhead, importItem } from './support.js';

// Issue 28 point 1 (D-211): `json_data` as a client that reads only the spec sends it, the JSON
// text the admin pasted (product/outreach.md §7 "Open houses", §5), and as parsed JSON.

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
});

const preview = (body: unknown) => call(previewHandler, 'POST /api/open-house/preview', { body, token: admin, headers: sameSite });
const runImport = (body: unknown) => call(importHandler, 'POST /api/open-house/import', { body, token: admin, headers: sameSite });
const storedCount = async () => (await call(statsHandler, 'GET /api/open-house/stats', { token: admin })).json.total_listings as number;
const storedOn = async (date: string) =>
  (await call(listingsHandler, `GET /api/open-house/listings?date=${date}`, { token: admin })).json.listings as { mls_number: string; start_time: string; price: number }[];

describe('json_data as the pasted text', () => {
  it('previews and imports the text a person pasted, as it would the parsed data', async () => {
    const day = dayAhead(9);
    const items = [importItem({ openHouse: `${day.written} 1:00PM-3:00PM` }), importItem({ openHouse: `${day.written} 2-4 PM`, price: 510000 })];
    // Pasted as a person copies an MLS export: indented, over several lines.
    const pasted = JSON.stringify(items, null, 2);

    const previewed = await preview({ json_data: pasted, override_date: null });
    expect(previewed.status).toBe(200);
    expect(previewReplySchema.parse(previewed.json)).toMatchObject({ success: true, total_listings: 2, new_listings: 2, errors: 0, detected_date: day.date });
    expect(await storedOn(day.date)).toEqual([]);

    const imported = await runImport({ json_data: pasted, override_date: null, skip_duplicates: true });
    expect([imported.status, imported.json]).toMatchObject([200, { success: true, imported: 2, skipped: 0, updated: 0, errors: 0 }]);
    const stored = await storedOn(day.date);
    expect(stored.map((listing) => [listing.mls_number, listing.start_time, listing.price]).sort()).toEqual(
      [
        [items[0]!.mls, '13:00', 485000],
        [items[1]!.mls, '14:00', 510000],
      ].sort(),
    );

    // The same data parsed is read alike: the second import finds both stored.
    const again = await preview({ json_data: items, override_date: null });
    expect(again.json).toMatchObject({ total_listings: 2, new_listings: 0, duplicates: 2 });
  });

  it('reads pasted text holding an object with the list, with a chosen date', async () => {
    const day = dayAhead(10);
    const item = importItem({ openHouse: '1:00PM-3:00PM' });
    const answer = await preview({ json_data: JSON.stringify({ listings: [item] }), override_date: day.date });
    expect(answer.json).toMatchObject({ total_listings: 1, new_listings: 1, detected_date: day.date });
  });

  it.each([
    ['text that is not JSON', '[{"mls": "7000001", ', openHouseMessages.invalidJson],
    ['a listing pasted twice without a comma', '{"mls": "1"} {"mls": "2"}', openHouseMessages.invalidJson],
    ['blank text', '   ', openHouseMessages.pasteFirst],
    ['JSON holding no listings', '"just text"', openHouseMessages.noListings],
    ['an empty list', '[]', openHouseMessages.noListings],
  ])('refuses %s with the spec’s message, storing nothing', async (_name, json_data, message) => {
    const before = await storedCount();
    for (const send of [preview, runImport]) {
      const answer = await send({ json_data, override_date: null });
      expect([answer.status, answer.json.error, answer.json.field]).toEqual([400, message, 'json_data']);
    }
    expect(await storedCount()).toBe(before);
  });
});
