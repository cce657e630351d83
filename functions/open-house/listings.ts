import type { DatesReply, ListingsReply, StatsReply } from '#shared/open-house.js';
import { countAgents, findListingDates, findListings } from '../data/open-houses.js';
import type { Deps } from '../deps.js';

// What was imported, for the statistics, the listings browser and (through
// functions/data/open-houses.ts) the route planner and the contact logger.

/** Spec §3 "Stats" from the day items and the agent items: two Queries, never a Scan (data-model O4). */
export async function readStats(deps: Deps): Promise<StatsReply> {
  const [dates, total_agents] = await Promise.all([findListingDates(deps.db), countAgents(deps.db)]);
  const total_listings = dates.reduce((sum, day) => sum + day.listing_count, 0);
  return { success: true, total_listings, total_dates: dates.length, total_agents };
}

export async function listDates(deps: Deps): Promise<DatesReply> {
  return { success: true, dates: await findListingDates(deps.db) };
}

export async function listListings(deps: Deps, date: string): Promise<ListingsReply> {
  return { success: true, date, listings: await findListings(deps.db, date) };
}
