import type * as z from '#shared/zod.js';
import {
  MAX_DATE_LISTINGS,
  openHouseMessages,
  SAMPLE_SIZE,
  type ImportReply,
  type importRequestSchema,
  type ParsedListing,
  type PreviewReply,
  type previewRequestSchema,
} from '#shared/open-house.js';
import { findAgentKeys, findListedNumbers, putAgents, putListings, recountDate, type ListingToStore } from '../data/open-house.js';
import type { Deps } from '../deps.js';
import { tooLarge } from '../errors.js';
import { readListings, type ReadListings } from './items.js';
import { businessToday } from './open-house.js';

// Preview and import (product/outreach.md §4 importer states; product/rules.md "Open houses and routes";
// data-model O1–O3). Access is the routes' (admin only). A listing is a duplicate
// when its MLS number is already stored for its date, or came earlier in the same data.

/** Issue lists longer than this are cut in the reply (the counts stay exact). */
const MAX_DETAILS = 500;
/** Dates looked up at once. */
const CONCURRENCY = 4;

interface Sorted extends ReadListings {
  fresh: ListingToStore[];
  duplicates: ListingToStore[];
  /** For each key to store with skip-duplicates off: its last occurrence in the data. */
  latest: Map<string, ListingToStore>;
}

const keyOf = (listing: ListingToStore) => `${listing.open_house_date}|${listing.mls_number}`;

async function sortListings(deps: Deps, data: unknown, overrideDate: string | null): Promise<Sorted> {
  const read = readListings(data, { today: businessToday(deps), overrideDate });
  const dates = [...new Set(read.listings.map((listing) => listing.open_house_date))];
  const stored = new Map<string, Set<string>>();
  for (let start = 0; start < dates.length; start += CONCURRENCY) {
    const batch = dates.slice(start, start + CONCURRENCY);
    const found = await Promise.all(batch.map((date) => findListedNumbers(deps.db, date)));
    batch.forEach((date, index) => stored.set(date, found[index]!));
  }
  const seen = new Set<string>();
  const sorted: Sorted = { ...read, fresh: [], duplicates: [], latest: new Map() };
  for (const listing of read.listings) {
    const key = keyOf(listing);
    const isDuplicate = seen.has(key) || stored.get(listing.open_house_date)!.has(listing.mls_number);
    seen.add(key);
    (isDuplicate ? sorted.duplicates : sorted.fresh).push(listing);
    sorted.latest.set(key, listing);
  }
  refuseFullDates(sorted.fresh, stored);
  return sorted;
}

/** A date never holds more than MAX_DATE_LISTINGS: the route planner reads a whole date (D-201). */
function refuseFullDates(fresh: ListingToStore[], stored: Map<string, Set<string>>) {
  const added = new Map<string, number>();
  for (const listing of fresh) added.set(listing.open_house_date, (added.get(listing.open_house_date) ?? 0) + 1);
  for (const [date, count] of added) {
    if (stored.get(date)!.size + count > MAX_DATE_LISTINGS) throw tooLarge(openHouseMessages.dateFull(date), { limit: MAX_DATE_LISTINGS });
  }
}

function toParsed(listing: ListingToStore): ParsedListing {
  const { mls_number, agent_name, address, price, open_house_date, start_time, end_time } = listing;
  return { mls_number, agent_name, address, price, open_house_date, start_time, end_time };
}

/** The date most listings are on (the earliest of a tie), and every date, in order. */
function detectDates(listings: ListingToStore[]): { detected_date: string | null; detected_dates: string[] } {
  const counts = new Map<string, number>();
  for (const listing of listings) counts.set(listing.open_house_date, (counts.get(listing.open_house_date) ?? 0) + 1);
  const detected_dates = [...counts.keys()].sort();
  const detected_date = detected_dates.reduce<string | null>((best, date) => (best === null || counts.get(date)! > counts.get(best)! ? date : best), null);
  return { detected_date, detected_dates };
}

export async function previewImport(deps: Deps, body: z.output<typeof previewRequestSchema>): Promise<PreviewReply> {
  const sorted = await sortListings(deps, body.json_data, body.override_date);
  const { detected_date, detected_dates } = detectDates(sorted.listings);
  return {
    success: true,
    total_listings: sorted.itemCount,
    new_listings: sorted.fresh.length,
    duplicates: sorted.duplicates.length,
    errors: sorted.erroredItems,
    warnings: sorted.warnings.length,
    detected_date,
    detected_dates,
    date_count: detected_dates.length,
    error_details: sorted.errors.slice(0, MAX_DETAILS),
    warning_details: sorted.warnings.slice(0, MAX_DETAILS),
    duplicate_listings: sorted.duplicates.slice(0, MAX_DETAILS).map(toParsed),
    parsed_listings: sorted.fresh.slice(0, SAMPLE_SIZE).map(toParsed),
  };
}

/**
 * Stores what the preview called new; with skip-duplicates off, duplicates replace the
 * stored listing (the data's last occurrence wins). Writes are batched and idempotent,
 * so the same import sent twice stores nothing more: its listings are then duplicates.
 */
export async function importListings(deps: Deps, body: z.output<typeof importRequestSchema>): Promise<ImportReply> {
  const sorted = await sortListings(deps, body.json_data, body.override_date);
  const toStore = body.skip_duplicates ? sorted.fresh : [...sorted.latest.values()];
  const now = deps.now();
  await putListings(deps.db, toStore, now);

  const known = await findAgentKeys(deps.db);
  const agents = new Map(toStore.filter((listing) => !known.has(listing.agent_key)).map((listing) => [listing.agent_key, listing.agent_name]));
  await putAgents(deps.db, [...agents].map(([agent_key, agent_name]) => ({ agent_key, agent_name })), now);
  for (const date of new Set(toStore.map((listing) => listing.open_house_date))) await recountDate(deps.db, date);

  const imported = sorted.fresh.length;
  const skipped = body.skip_duplicates ? sorted.duplicates.length : 0;
  const updated = body.skip_duplicates ? 0 : sorted.duplicates.length;
  return { success: true, imported, skipped, updated, errors: sorted.erroredItems, message: summarize(imported, skipped, updated, sorted.erroredItems) };
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

function summarize(imported: number, skipped: number, updated: number, errors: number): string {
  const parts = [`Imported ${plural(imported, 'new listing')}`];
  if (skipped > 0) parts.push(`skipped ${plural(skipped, 'duplicate')}`);
  if (updated > 0) parts.push(`updated ${plural(updated, 'listing')}`);
  if (errors > 0) parts.push(`left out ${plural(errors, 'item')} with errors`);
  return `${parts.join(', ')}.`;
}
