import { dateIn } from '#shared/dates.js';
import type { DatesReply, ListingsQuery, ListingsReply, StatsReply } from '#shared/open-house.js';
import { findListingsPage } from '../data/open-house-pages.js';
import { countAgents, findListingDates } from '../data/open-house.js';
import type { Deps } from '../deps.js';

// Open-house data's rules: what was imported, for the statistics and the listings browser
// (the route planner and the contact logger read it through functions/data/open-house.ts);
// the import itself is importing.ts, reading the pasted items items.ts and fields.ts.

/** Today's date where the business is: a year-less open-house date is its next occurrence from here. */
export const businessToday = (deps: Deps) => dateIn(deps.config.BUSINESS_TIME_ZONE, deps.now());

/** product/outreach.md §3 "Stats" from the day items and the agent items: two Queries, never a Scan (data-model O4). */
export async function readStats(deps: Deps): Promise<StatsReply> {
  const [dates, total_agents] = await Promise.all([findListingDates(deps.db), countAgents(deps.db)]);
  const total_listings = dates.reduce((sum, day) => sum + day.listing_count, 0);
  return { success: true, total_listings, total_dates: dates.length, total_agents };
}

export async function listDates(deps: Deps): Promise<DatesReply> {
  return { success: true, dates: await findListingDates(deps.db) };
}

/** One page of a date's listings with the browser's filters (D-201): the browser asks for pages until `next_cursor` is null. */
export async function listListings(deps: Deps, { date, limit, cursor, ...filter }: ListingsQuery): Promise<ListingsReply> {
  return { success: true, date, ...(await findListingsPage(deps.db, date, filter, limit, cursor)) };
}
