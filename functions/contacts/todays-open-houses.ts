import type { TodaysListing } from '#shared/contacts.js';
import type { Listing } from '#shared/open-house.js';
import { findListings } from '../data/open-houses.js';
import type { Deps } from '../deps.js';
import { businessToday } from './contacts.js';

// Step 1 of the open-house logger (spec §4): the houses open on a date (O5), today by default.

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

export async function listTodaysOpenHouses(deps: Deps, date: string | undefined) {
  const day = date ?? businessToday(deps);
  return { success: true as const, date: day, listings: (await findListings(deps.db, day)).map(toTodaysListing) };
}
