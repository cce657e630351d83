import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_ROUTE_SETTINGS, routeSettingsSchema, type RouteSettings, type SavedRoute, type SavedRouteEntry } from '#shared/route-planner.js';
import { OPENHOUSE_PK, savedRouteKey, settingsKey, userRoutesIndex } from './keys.js';
import { readListPage } from './pages.js';
import { queryAll, type Db } from './table.js';

// Saved routes (docs/data-model.md §3, R1–R3), the contacts that mark route stops (data-model K7)
// and the planner's settings (data-model C11). Routes live in their owner's partition, so another
// admin's route id is simply not found.

type RouteItem = SavedRoute & { pk: string; sk: string; gsi1pk: string; gsi1sk: string; owner_id: string };

function toEntry(item: Omit<RouteItem, 'route_data'>): SavedRouteEntry {
  return { id: item.id, route_name: item.route_name, date: item.date, parameters: item.parameters, created_at: item.created_at };
}

/** data-model R1: a new route; the id is new, so the condition only guards against a repeated id. */
export async function putSavedRoute(db: Db, ownerId: string, route: SavedRoute): Promise<void> {
  await db.doc.send(new PutCommand({ TableName: db.table, Item: savedRouteItem(ownerId, route), ConditionExpression: 'attribute_not_exists(pk)' }));
}

/** A saved route as stored: in its owner's partition, listed newest first through gsi1. */
export const savedRouteItem = (ownerId: string, route: SavedRoute): RouteItem => ({
  ...savedRouteKey(ownerId, route.id),
  gsi1pk: userRoutesIndex(ownerId),
  gsi1sk: `${route.created_at}#${route.id}`,
  owner_id: ownerId,
  ...route,
});

/** data-model R2, paged (D-184): one page of the owner's routes, newest first, without their stops (D-131). */
export async function findSavedRoutesPage(db: Db, ownerId: string, limit: number, cursor?: string): Promise<{ routes: SavedRouteEntry[]; next_cursor: string | null }> {
  const page = await readListPage<Omit<RouteItem, 'route_data'>>(
    db,
    {
      index: 'gsi1',
      partition: userRoutesIndex(ownerId),
      fixed: { pk: savedRouteKey(ownerId, '').pk },
      newestFirst: true,
      projection: { expression: 'id, route_name, #date, #parameters, created_at', names: { '#date': 'date', '#parameters': 'parameters' } },
    },
    limit,
    cursor,
  );
  return { routes: page.items.map(toEntry), next_cursor: page.next_cursor };
}

/** data-model O6 for the planner: dates with listings from `first` on, the earliest first. */
export async function findListingDatesFrom(db: Db, first: string): Promise<{ date: string; listing_count: number }[]> {
  const items = await queryAll<{ date: string; listing_count: number }>(db, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    ExpressionAttributeValues: { ':pk': OPENHOUSE_PK, ':first': `DATE#${first}`, ':last': 'DATE#~' },
    ProjectionExpression: '#date, listing_count',
    ExpressionAttributeNames: { '#date': 'date' },
  });
  return items.map(({ date, listing_count }) => ({ date, listing_count }));
}

/** The planner's settings; the defaults of product/rules.md until an admin saves others. */
export async function getRouteSettings(db: Db): Promise<RouteSettings & { version: number }> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: settingsKey('ROUTING') }));
  const saved = routeSettingsSchema.safeParse(Item?.values);
  return { ...(saved.success ? saved.data : DEFAULT_ROUTE_SETTINGS), version: Number(Item?.version ?? 0) };
}
