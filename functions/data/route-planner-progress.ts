import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SavedRoute } from '#shared/route-planner.js';
import type { FollowedSavedRoute, RouteClosings, RouteProgress } from '#shared/route-planner-progress.js';
import { savedRouteKey } from './keys.js';
import { writeIf, type Db } from './table.js';

// A saved route on the road (data-model R4, R5; D-228): each stop's progress, the houses that
// closed early and the re-planned stops live on the route's own item, so any device that opens
// the route sees them. `revision` grows with every change; a write names the revision it read.

type StoredRoute = SavedRoute & { progress?: RouteProgress; closings?: RouteClosings; replanned_at?: string; revision?: number };

/** data-model R3 with the progress: one of the owner's routes, or undefined (missing and someone else's look the same). */
export async function findFollowedRoute(db: Db, ownerId: string, routeId: string): Promise<FollowedSavedRoute | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: savedRouteKey(ownerId, routeId) }));
  if (!Item) return undefined;
  const item = Item as StoredRoute;
  return {
    id: item.id,
    route_name: item.route_name,
    date: item.date,
    route_data: item.route_data,
    parameters: item.parameters,
    created_at: item.created_at,
    // Routes saved before D-228 have none of these yet.
    progress: item.progress ?? {},
    closings: item.closings ?? {},
    replanned_at: item.replanned_at ?? null,
    revision: item.revision ?? 0,
  };
}

export type RouteChanges = Partial<Pick<FollowedSavedRoute, 'progress' | 'closings' | 'route_data' | 'parameters' | 'replanned_at'>>;

/**
 * data-model R4/R5: writes the changes over the revision that was read, and moves it on by one;
 * false when another write came first (the caller reads again or says so).
 */
export async function writeRouteChanges(db: Db, ownerId: string, route: Pick<FollowedSavedRoute, 'id' | 'revision'>, changes: RouteChanges): Promise<boolean> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const names = Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name]));
  const values = Object.fromEntries(entries.map(([, value], index) => [`:f${index}`, value]));
  const sets = entries.map((_, index) => `#f${index} = :f${index}`);
  return writeIf(
    db,
    new UpdateCommand({
      TableName: db.table,
      Key: savedRouteKey(ownerId, route.id),
      UpdateExpression: `SET ${[...sets, '#revision = :next'].join(', ')}`,
      // A route saved before D-228 has no revision: 0 stands for "none yet".
      ConditionExpression: route.revision === 0 ? 'attribute_exists(pk) AND attribute_not_exists(#revision)' : '#revision = :revision',
      ExpressionAttributeNames: { ...names, '#revision': 'revision' },
      ExpressionAttributeValues: { ...values, ':next': route.revision + 1, ...(route.revision === 0 ? {} : { ':revision': route.revision }) },
    }),
  );
}
