import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Listing, ListingPlanning, ListingsQuery } from '#shared/open-house.js';
import { tooLarge } from '../errors.js';
import { openHouseDatePk, openHouseListingKey } from './keys.js';
import { readPlanning, toListing, type ListingItem } from './open-house.js';
import { readListPage, type ListQuery } from './pages.js';
import { batchGet, type Db } from './table.js';

// A date's open-house listings read a page at a time (D-201, data-model O5): gsi1 holds
// them by start time, then address (`openHouseTimeIndexKey`), so pages arrive in the order
// the lists show. Only the route planner reads a whole date, and only up to its bound.

export type ListingFilter = Pick<ListingsQuery, 'min_price' | 'max_price' | 'min_beds' | 'open_at'>;

/** Each filter's test on the item; the window's end is `open_at`'s (its start is the key condition). */
const FILTER_TESTS = [
  ['min_price', 'price >= :min_price'],
  ['max_price', 'price <= :max_price'],
  ['min_beds', 'beds >= :min_beds'],
  ['open_at', 'end_time > :open_at'],
] as const;

/**
 * The date's list with the browser's filters: "open at" is a key condition (the houses
 * that start by then), the end of the window, the price and the beds are the Query's
 * filter, so a page reads at most FILL_ROUNDS Queries however few listings match.
 */
export function listingsQuery(date: string, filter: ListingFilter = {}): ListQuery {
  const set = FILTER_TESTS.filter(([name]) => filter[name] !== undefined);
  const values = Object.fromEntries(set.map(([name]) => [`:${name}`, filter[name]]));
  const conditions = set.map(([, test]) => test);
  return {
    index: 'gsi1',
    partition: openHouseDatePk(date),
    fixed: { pk: openHouseDatePk(date) },
    // '$' sorts right after '#': every sort key of a start up to `open_at` lies below it.
    ...(filter.open_at !== undefined ? { range: { from: '00:00', to: `${filter.open_at}$` } } : {}),
    // A null price or beds compares as neither >= nor <=, so it does not pass (what the form promises).
    ...(conditions.length ? { filter: { expression: conditions.join(' AND '), values } } : {}),
  };
}

/** One page of a date's listings (data-model O5), by start time then address. */
export async function findListingsPage(db: Db, date: string, filter: ListingFilter, limit: number, cursor?: string) {
  const page = await readListPage<ListingItem>(db, listingsQuery(date, filter), limit, cursor);
  return { listings: page.items.map(toListing), next_cursor: page.next_cursor };
}

/** One listing of a date by its MLS number (a GetItem), or null. */
export async function findListing(db: Db, date: string, mlsNumber: string): Promise<Listing | null> {
  const found = await db.doc.send(new GetCommand({ TableName: db.table, Key: openHouseListingKey(date, mlsNumber) }));
  return found.Item ? toListing(found.Item as ListingItem) : null;
}

/**
 * Every item of a date, read with a Limit so that a date past `bound` (the import keeps a date
 * at MAX_IMPORT_LISTINGS) is refused, never read without end; `projection` names the
 * attributes to read of each.
 */
async function findDayItems<T>(db: Db, date: string, bound: number, refusal: string, projection?: string): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': openHouseDatePk(date) },
        ...(projection ? { ProjectionExpression: projection } : {}),
        Limit: bound + 1 - items.length,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start && items.length <= bound);
  if (items.length > bound) throw tooLarge(refusal, { limit: bound });
  return items;
}

/** Every listing of a date, for the route planner, which needs them all as candidates (data-model O7). */
export async function findDayListings(db: Db, date: string, bound: number, refusal: string): Promise<Listing[]> {
  const items = await findDayItems<ListingItem>(db, date, bound, refusal);
  return items.map(toListing).sort((a, b) => a.start_time.localeCompare(b.start_time) || a.address.localeCompare(b.address));
}

/**
 * Every listing of a date as its planning fields alone, for a re-plan (data-model O7, D-235):
 * one attribute of each read, not the whole listing. Null when a listing stored before D-235
 * has none: the caller reads the day in full then.
 */
export async function findDayPlanning(db: Db, date: string, bound: number, refusal: string): Promise<ListingPlanning[] | null> {
  const items = await findDayItems<Pick<ListingItem, 'planning'>>(db, date, bound, refusal, 'planning');
  const planning = items.map((item) => readPlanning(item.planning));
  if (!planning.every((listing) => listing !== undefined)) return null;
  // The optimize route's order (findDayListings): the same day gives the planner the same nodes.
  return planning.sort((a, b) => a.start_time.localeCompare(b.start_time) || a.address.localeCompare(b.address));
}

/** The date's listings of these MLS numbers that exist (data-model O7, D-235): BatchGets, 100 keys each. */
export async function findListingsOf(db: Db, date: string, mlsNumbers: readonly string[]): Promise<Map<string, Listing>> {
  const items = await batchGet<ListingItem>(db, [...new Set(mlsNumbers)].map((mls) => openHouseListingKey(date, mls)));
  return new Map(items.map((item) => [item.mls_number, toListing(item)]));
}
