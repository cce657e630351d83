import type { DatesReply, ListingsQuery, ListingsReply, StatsReply } from '#shared/open-house.js';
import { findListingsPage } from '../data/open-house-pages.js';
import { countAgents, findListingDates } from '../data/open-house.js';
import type { Deps } from '../deps.js';

// What was imported, for the statistics, the listings browser and (through
// functions/data/open-house.ts) the route planner and the contact logger.

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
