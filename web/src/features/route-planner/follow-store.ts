import * as z from '#shared/zod.js';
import { routeStopSchema, routeSummarySchema, type RouteStop, type RouteSummary } from '#shared/route-planner.js';
import { routeProgressSchema, type RouteProgress } from '#shared/route-planner-progress.js';
import type { StopStatus } from './follow-progress';

// What /mobile-route-follower follows, kept in session storage so a reload (or the phone
// putting the tab to sleep) keeps the route and how far along it the admin is. A saved route's
// progress is the server's (D-228): this copy only shows it until the server answers.

export interface FollowedRoute {
  route: RouteStop[];
  summary: RouteSummary;
  date: string;
  /** The saved route's id, when it was opened from My Routes. */
  routeId?: string | null;
  /** A saved route's progress, as the server keeps it (D-228); an unsaved one keeps its own here. */
  progress?: RouteProgress;
}

const followedSchema = z.object({
  route: z.array(routeStopSchema),
  summary: routeSummarySchema,
  date: z.string(),
  routeId: z.nullish(z.string()),
  progress: z.optional(routeProgressSchema),
});

const progressSchema = z.record(z.string(), z.enum(['visited', 'skipped']));

const ROUTE_KEY = 'route-follower:route';
const progressKey = (followed: FollowedRoute) => `route-follower:progress:${followed.date}:${followed.route.map((stop) => stop.listing.mls).join(',')}`;

function read<T>(key: string, schema: z.ZodMiniType<T>): T | null {
  try {
    const text = sessionStorage.getItem(key);
    const parsed = text ? schema.safeParse(JSON.parse(text)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the route still works until a reload.
  }
}

/** Navigation state from the planner, checked like anything else that comes from outside. */
export const parseFollowed = (value: unknown): FollowedRoute | null => {
  const parsed = followedSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export const readFollowed = () => read(ROUTE_KEY, followedSchema);
export const storeFollowed = (followed: FollowedRoute) => write(ROUTE_KEY, followed);
export const readProgress = (followed: FollowedRoute): Record<string, StopStatus> => read(progressKey(followed), progressSchema) ?? {};
export const storeProgress = (followed: FollowedRoute, progress: Record<string, StopStatus>) => write(progressKey(followed), progress);
