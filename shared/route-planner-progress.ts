import * as z from './zod.js';
import { clockTimeSchema } from './times.js';
import { MAX_ROUTE_STOPS, routeStopSchema, savedRouteSchema, startPointSchema } from './route-planner.js';

// A saved route on the road (product/outreach.md §2 /mobile-route-follower, §7 "Route planner";
// D-228): each stop's progress kept with the route on the server, and "Re-plan from here".

export const progressMessages = {
  unknownStop: 'That stop is not on this route.',
  time: 'Give the time as 2:30 PM or 14:30.',
  oneStart: 'Re-plan from a stop or from a position, not both.',
  dayPassed: 'This route’s day has passed: plan a new one.',
  changed: 'This route changed on another device. Reload it, then re-plan.',
  replanFailed: 'Failed to re-plan the route',
  progressFailed: 'Failed to save the stop’s progress',
  saveFirst: 'Save this route on the planner to re-plan it on the road.',
} as const;

/** A stop the admin is done with; a stop without a status is still ahead. */
export const STOP_STATUSES = ['visited', 'skipped'] as const;
export type StopStatus = (typeof STOP_STATUSES)[number];
/** An MLS number as the import keeps it: no wider than any real one. */
const mlsSchema = z.string({ error: progressMessages.unknownStop }).check(z.minLength(1, progressMessages.unknownStop), z.maxLength(40, progressMessages.unknownStop));

/** Each stop's status by MLS number, as stored with the route. */
export const routeProgressSchema = z.record(z.string(), z.enum(STOP_STATUSES));
export type RouteProgress = z.infer<typeof routeProgressSchema>;
/** Houses that close earlier than the MLS said: the MLS number and the new end (`HH:MM`). */
export const routeClosingsSchema = z.record(z.string(), z.string());
export type RouteClosings = z.infer<typeof routeClosingsSchema>;

/** PUT /api/routes/{id}/progress: statuses to set; `open` puts a stop back ahead. */
export const progressRequestSchema = z.object({
  stops: z
    .array(z.object({ mls: mlsSchema, status: z.enum([...STOP_STATUSES, 'open'], { error: 'The status is visited, skipped or open.' }) }))
    .check(z.minLength(1, progressMessages.unknownStop), z.maxLength(MAX_ROUTE_STOPS, progressMessages.unknownStop)),
});
export type ProgressRequest = z.input<typeof progressRequestSchema>;

/**
 * POST /api/routes/{id}/replan. Where the rest of the day starts: a stop of the route, the
 * device's position, or (neither) the last stop visited; when: `time`, or now on the route's day.
 */
export const replanRequestSchema = z
  .object({
    time: z.optional(clockTimeSchema(progressMessages.time)),
    from_stop: z.optional(mlsSchema),
    position: z.optional(startPointSchema),
    closed_early: z.optional(
      z.array(z.object({ mls: mlsSchema, closes_at: clockTimeSchema(progressMessages.time) })).check(z.maxLength(MAX_ROUTE_STOPS, progressMessages.unknownStop)),
    ),
  })
  .check(z.refine((body) => body.from_stop === undefined || body.position === undefined, progressMessages.oneStart));
export type ReplanRequest = z.input<typeof replanRequestSchema>;

/** A saved route as the follower opens it: the stops, and how far along them the admin is. */
export const followedRouteSchema = z.extend(savedRouteSchema, {
  progress: routeProgressSchema,
  closings: routeClosingsSchema,
  /** When it was last re-planned (ISO), or null. */
  replanned_at: z.nullable(z.string()),
  /** Grows with every change: a write over an older one is refused (409). */
  revision: z.number(),
});
export type FollowedSavedRoute = z.infer<typeof followedRouteSchema>;

export const followedRouteReplySchema = z.object({ success: z.literal(true), route: followedRouteSchema });
export const progressReplySchema = z.object({ success: z.literal(true), progress: routeProgressSchema, revision: z.number() });
export const replanReplySchema = z.object({
  success: z.literal(true),
  route: followedRouteSchema,
  /** The stops planned from `start_time` on (the visited and skipped ones stay before them in `route.route_data`). */
  planned: z.array(routeStopSchema),
});
export type ReplanReply = z.infer<typeof replanReplySchema>;
