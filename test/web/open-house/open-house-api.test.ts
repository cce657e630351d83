import { afterEach, describe, expect, it, vi } from 'vitest';
import { openHouseMessages } from '#shared/open-house.js';
import { findDates, findListingsPage, findStats, importListings, previewImport } from '#web/src/features/open-house/open-house-api.js';
import { failure, stubFetch } from '#test/web/stub-fetch.js';
import { listing, previewReply } from './fixtures.js';

// The calls of /open-house-upload and /open-house-browse against the contract, with fetch
// stubbed at the edge.

const answer = stubFetch;

const body = { json_data: [{ mls: '1' }], override_date: null };

afterEach(() => vi.unstubAllGlobals());

describe('previewImport', () => {
  it('posts the parsed data and the date, and returns the checked reply', async () => {
    const fetch = answer(200, previewReply());
    await expect(previewImport(body)).resolves.toEqual(previewReply());
    expect(fetch).toHaveBeenCalledWith('/api/open-house/preview', expect.objectContaining({ method: 'POST', body: JSON.stringify(body) }));
  });

  it("shows the server's error (a 413 names the limit), else 'Failed to preview data'", async () => {
    answer(413, { error: openHouseMessages.tooMany });
    expect((await failure(previewImport(body))).message).toBe(openHouseMessages.tooMany);
    answer(500, '<html>Bad gateway</html>');
    expect((await failure(previewImport(body))).message).toBe('Failed to preview data');
  });

  it("answers 'Invalid response from server' for a reply off the contract, or not JSON", async () => {
    answer(200, { success: true, total_listings: 'many' });
    expect((await failure(previewImport(body))).message).toBe('Invalid response from server');
    answer(200, 'OK');
    expect((await failure(previewImport(body))).message).toBe('Invalid response from server');
  });

  it("answers 'Network error. Please try again.' when no answer came", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await failure(previewImport(body));
    expect([error.message, error.status]).toEqual(['Network error. Please try again.', 0]);
  });
});

describe('importListings', () => {
  const imported = { success: true, imported: 2, skipped: 1, updated: 0, errors: 1, message: 'Imported 2 listings' };

  it('posts skip_duplicates with the data', async () => {
    const fetch = answer(200, imported);
    await expect(importListings({ ...body, skip_duplicates: false })).resolves.toEqual(imported);
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toEqual({ ...body, skip_duplicates: false });
  });

  it("has its own messages: 'Failed to import data', 'Network error during import. Please try again.'", async () => {
    answer(400, {});
    expect((await failure(importListings(body))).message).toBe('Failed to import data');
    answer(409, { error: 'Another import is running' });
    expect((await failure(importListings(body))).message).toBe('Another import is running');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect((await failure(importListings(body))).message).toBe('Network error during import. Please try again.');
  });
});

describe('the reads', () => {
  it('findStats returns the totals', async () => {
    answer(200, { success: true, total_listings: 40, total_dates: 2, total_agents: 31 });
    await expect(findStats()).resolves.toMatchObject({ total_listings: 40, total_dates: 2, total_agents: 31 });
  });

  it('findDates returns the dates; findListingsPage asks for one page of a date with its filters and cursor', async () => {
    answer(200, { success: true, dates: [{ date: '2026-11-28', listing_count: 3 }] });
    await expect(findDates()).resolves.toEqual([{ date: '2026-11-28', listing_count: 3 }]);
    const fetch = answer(200, { success: true, date: '2026-11-28', listings: [listing('1')], next_cursor: 'abc' });
    await expect(findListingsPage('2026-11-28', {}, undefined)).resolves.toEqual({ items: [listing('1')], next_cursor: 'abc' });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/open-house/listings?date=2026-11-28&limit=500');
    const filtered = answer(200, { success: true, date: '2026-11-28', listings: [], next_cursor: null });
    await expect(findListingsPage('2026-11-28', { min_price: 200000, min_beds: 3, open_at: '14:00' }, 'abc')).resolves.toEqual({ items: [], next_cursor: null });
    expect((filtered.mock.calls[0] as unknown as [string])[0]).toBe('/api/open-house/listings?date=2026-11-28&limit=500&min_price=200000&min_beds=3&open_at=14%3A00&cursor=abc');
  });
});
