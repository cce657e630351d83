import type { TodaysListing } from '#shared/agent-contacts.js';
import type { Listing } from '#shared/open-house.js';
import { findListing, findListingsPage } from '../data/open-house-pages.js';
import type { Deps } from '../deps.js';
import { businessToday } from './agent-contacts.js';

// Step 1 of the open-house logger (product/outreach.md §4): the houses open on a date (data-model O5), today by default.

/** "1:00 PM" from "13:00". */
function clock(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

export const toTodaysListing = (listing: Listing): TodaysListing => ({
  agent_name: listing.agent_name,
  price: listing.price,
  address: listing.address,
  open_house_time: `${clock(listing.start_time)} - ${clock(listing.end_time)}`,
  mls_number: listing.mls_number,
  open_house_date: listing.open_house_date,
});

/**
 * A page of the date's houses by start time (D-201), or with `mls` that one house (a
 * GetItem): the logger arriving from the browser or a route finds its house without
 * reading the date's list.
 */
export async function listTodaysOpenHouses(deps: Deps, query: { date?: string; mls?: string; limit: number; cursor?: string }) {
  const day = query.date ?? businessToday(deps);
  if (query.mls !== undefined) {
    const found = await findListing(deps.db, day, query.mls);
    return { success: true as const, date: day, listings: found ? [toTodaysListing(found)] : [], next_cursor: null };
  }
  const page = await findListingsPage(deps.db, day, {}, query.limit, query.cursor);
  return { success: true as const, date: day, listings: page.listings.map(toTodaysListing), next_cursor: page.next_cursor };
}
