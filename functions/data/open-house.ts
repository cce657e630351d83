import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Listing, ListingPlanning } from '#shared/open-house.js';
import * as z from '#shared/zod.js';
import { OPENHOUSE_PK, openHouseAgentKey, openHouseDatePk, openHouseDayKey, openHouseListingKey, openHouseTimeIndexKey } from './keys.js';
import { batchWrite, countAll, queryAll, type Db } from './table.js';

// Open-house listings (docs/data-model.md §3, O1–O6): one item per MLS number and
// date under OPENHOUSE#<date>, a day item per date with its listing count, and one
// item per listing agent ever seen (for the stats' total_agents).

export type ListingItem = Listing & { pk: string; sk: string; agent_key: string; imported_at: string; planning?: string };

/** A listing to store, with the key its agent is counted under. */
export type ListingToStore = Listing & { agent_key: string };

export function toListing(item: ListingItem): Listing {
  return {
    mls_number: item.mls_number,
    open_house_date: item.open_house_date,
    start_time: item.start_time,
    end_time: item.end_time,
    open_house_text: item.open_house_text,
    agent_name: item.agent_name,
    agent_id: item.agent_id ?? null,
    broker_name: item.broker_name ?? null,
    price: item.price ?? null,
    beds: item.beds ?? null,
    baths: item.baths ?? null,
    sqft: item.sqft ?? null,
    address: item.address,
    lat: item.lat ?? null,
    lng: item.lng ?? null,
    detail_link: item.detail_link ?? null,
    days_on_market: item.days_on_market ?? null,
    is_gated: item.is_gated ?? null,
    routable: item.routable,
  };
}

/** The MLS numbers stored for a date: one Query (data-model O1), however many listings the import holds. */
export async function findListedNumbers(db: Db, date: string): Promise<Set<string>> {
  const items = await queryAll<{ sk: string }>(db, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': openHouseDatePk(date) },
    ProjectionExpression: 'sk',
    ConsistentRead: true,
  });
  return new Set(items.map((item) => item.sk.slice('MLS#'.length)));
}

/**
 * A listing's planning fields again, in one attribute (data-model O7, D-235): a re-plan reads
 * only this of each of the date's listings. A JSON array in a string, not a map: moto reads a
 * projected map a field at a time, and the day's reads are most of a re-plan. Written with the
 * listing in the same Put, so it never differs from the listing's own fields.
 */
export const planningOf = (listing: Listing): string =>
  JSON.stringify([listing.mls_number, listing.start_time, listing.end_time, listing.lat, listing.lng, listing.routable, listing.agent_id, listing.agent_name, listing.address]);

const storedPlanningSchema = z.tuple([z.string(), z.string(), z.string(), z.nullable(z.number()), z.nullable(z.number()), z.boolean(), z.nullable(z.string()), z.string(), z.string()]);

/** The planning fields stored by `planningOf`, or undefined when there are none (a listing stored before D-235) or they do not parse. */
export function readPlanning(stored: unknown): ListingPlanning | undefined {
  if (typeof stored !== 'string') return undefined;
  let parsed;
  try {
    parsed = storedPlanningSchema.safeParse(JSON.parse(stored));
  } catch {
    return undefined;
  }
  if (!parsed.success) return undefined;
  const [mls_number, start_time, end_time, lat, lng, routable, agent_id, agent_name, address] = parsed.data;
  return { mls_number, start_time, end_time, lat, lng, routable, agent_id, agent_name, address };
}

/** Stores listings, 25 per BatchWriteItem; a stored listing with the same key is replaced (data-model O2, O3), its place in the date's list too (data-model O5). */
export async function putListings(db: Db, listings: ListingToStore[], importedAt: Date): Promise<void> {
  const imported_at = importedAt.toISOString();
  await batchWrite(
    db,
    listings.map((listing) => ({
      PutRequest: {
        Item: { ...openHouseListingKey(listing.open_house_date, listing.mls_number), ...openHouseTimeIndexKey(listing), ...listing, planning: planningOf(listing), imported_at },
      },
    })),
  );
}

/**
 * Sets a date's listing count from the listings stored (a COUNT Query, read
 * consistently after the writes), so a repeated or concurrent import cannot drift it
 * the way an added counter could.
 */
export async function recountDate(db: Db, date: string): Promise<number> {
  const count = await countAll(db, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': openHouseDatePk(date) },
    ConsistentRead: true,
  });
  if (count === 0) await db.doc.send(new DeleteCommand({ TableName: db.table, Key: openHouseDayKey(date) }));
  else await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...openHouseDayKey(date), date, listing_count: count } }));
  return count;
}

/** Every date with listings and its count, the latest first (data-model O6). */
export async function findListingDates(db: Db): Promise<{ date: string; listing_count: number }[]> {
  const items = await queryAll<{ date: string; listing_count: number }>(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': OPENHOUSE_PK, ':prefix': 'DATE#' },
    ProjectionExpression: '#date, listing_count',
    ExpressionAttributeNames: { '#date': 'date' },
    ScanIndexForward: false,
  });
  return items.map(({ date, listing_count }) => ({ date, listing_count }));
}

/** The keys of the listing agents already counted. */
export async function findAgentKeys(db: Db): Promise<Set<string>> {
  const items = await queryAll<{ sk: string }>(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': OPENHOUSE_PK, ':prefix': 'AGENT#' },
    ProjectionExpression: 'sk',
  });
  return new Set(items.map((item) => item.sk.slice('AGENT#'.length)));
}

/** Records listing agents not seen before (putting one again changes nothing that is counted). */
export async function putAgents(db: Db, agents: { agent_key: string; agent_name: string }[], seenAt: Date): Promise<void> {
  const first_seen_at = seenAt.toISOString();
  await batchWrite(
    db,
    agents.map(({ agent_key, agent_name }) => ({ PutRequest: { Item: { ...openHouseAgentKey(agent_key), agent_name, first_seen_at } } })),
  );
}

export const countAgents = (db: Db) =>
  countAll(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': OPENHOUSE_PK, ':prefix': 'AGENT#' },
  });

/**
 * Writes every stored listing again with its place in its date's list (gsi1, D-201) and its
 * planning fields (D-235), for listings imported before either. A maintenance read of whole dates (the
 * CLI's, never a request's); putting a listing again changes nothing else.
 */
export async function reindexListings(db: Db): Promise<number> {
  let count = 0;
  for (const { date } of await findListingDates(db)) {
    const items = await queryAll<ListingItem>(db, { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': openHouseDatePk(date) } });
    await batchWrite(db, items.map((item) => ({ PutRequest: { Item: { ...item, ...openHouseTimeIndexKey(item), planning: planningOf(toListing(item)) } } })));
    count += items.length;
  }
  return count;
}
