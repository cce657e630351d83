import type * as z from '#shared/zod.js';
import { dateIn } from '#shared/dates.js';
import { MAX_DATE_LISTINGS, type ListingPlanning } from '#shared/open-house.js';
import { MAX_ROUTE_BYTES, MAX_ROUTE_STOPS, minutesOf, routeMessages, type RouteStop, type StartPoint } from '#shared/route-planner.js';
import { progressMessages, type FollowedSavedRoute, type progressRequestSchema, type replanRequestSchema, type ReplanReply } from '#shared/route-planner-progress.js';
import { clockIn } from '#shared/times.js';
import { findContactedMlsOn } from '../data/agent-contacts.js';
import { findDayListings, findDayPlanning, findListingsOf } from '../data/open-house-pages.js';
import { getRouteSettings } from '../data/route-planner.js';
import { findFollowedRoute, writeRouteChanges } from '../data/route-planner-progress.js';
import type { Deps } from '../deps.js';
import { conflict, invalid, notFound, tooLarge } from '../errors.js';
import { agentKeyOf, buildDayProblem, planDay } from './day-problem.js';
import { toRouteStops } from './route-stops.js';

// A saved route on the road (product/outreach.md §2 /mobile-route-follower; D-228): the progress
// of each stop, kept with the route, and "Re-plan from here", which plans the rest of the day
// through the date's open houses from where and when the admin is.

/**
 * The new plan within 2 s (issue 29 point 5): the search gets what is left of 1.5 s after the
 * reads and the problem's set-up, leaving 0.5 s for the planner's last clock check and its
 * bound, the planned houses' read, the write and the reply. Never less than 0.7 s: when the
 * reads are slow, a later plan beats a plan cut to a few stops (a day of 2,000 houses got half
 * its stops at 0.5 s; D-228, D-235).
 */
const REPLAN_DEADLINE_MS = 1_500;
const MIN_SEARCH_MS = 700;
/** Marks from two devices at once are merged: read again and retry, a few times at most. */
const MARK_ATTEMPTS = 3;
/** A re-plan that lost a race is made again over the new marks, once: a third would pass the 2 s by far. */
const REPLAN_ATTEMPTS = 2;

/** data-model R3: another admin's route is not found, exactly like a missing one. */
async function getFollowedRoute(deps: Deps, adminId: string, routeId: string): Promise<FollowedSavedRoute> {
  const route = await findFollowedRoute(deps.db, adminId, routeId);
  if (!route) throw notFound('Route not found');
  return route;
}

/** GET /api/routes/{id}: the route, its progress, and its stops marked contacted as of now (data-model K7). */
export async function readFollowedRoute(deps: Deps, adminId: string, routeId: string) {
  const route = await getFollowedRoute(deps, adminId, routeId);
  const contacted = await findContactedMlsOn(deps.db, route.date);
  return { success: true as const, route: { ...route, route_data: markContacted(route.route_data, contacted) } };
}

const markContacted = (stops: RouteStop[], contacted: ReadonlySet<string>) => stops.map((stop) => ({ ...stop, contacted: contacted.has(stop.listing.mls) }));

const stopsOf = (route: FollowedSavedRoute) => new Map(route.route_data.map((stop) => [stop.listing.mls, stop]));

function requireStop(stops: ReadonlyMap<string, RouteStop>, mls: string, field: string): RouteStop {
  const stop = stops.get(mls);
  if (!stop) throw invalid(progressMessages.unknownStop, { field });
  return stop;
}

/** PUT /api/routes/{id}/progress: sets the stops' statuses over the stored ones (`open` clears one). */
export async function markStops(deps: Deps, adminId: string, routeId: string, body: z.output<typeof progressRequestSchema>) {
  for (let attempt = 1; ; attempt += 1) {
    const route = await getFollowedRoute(deps, adminId, routeId);
    const stops = stopsOf(route);
    // A Map, not the stored object: an MLS number is data, never a property name of ours.
    const progress = new Map(Object.entries(route.progress));
    for (const { mls, status } of body.stops) {
      requireStop(stops, mls, 'stops');
      if (status === 'open') progress.delete(mls);
      else progress.set(mls, status);
    }
    const stored = Object.fromEntries(progress);
    if (await writeRouteChanges(deps.db, adminId, route, { progress: stored })) return { success: true as const, progress: stored, revision: route.revision + 1 };
    if (attempt >= MARK_ATTEMPTS) throw conflict(progressMessages.changed);
  }
}

const pointOf = (stop: RouteStop): StartPoint => ({ latitude: stop.latitude, longitude: stop.longitude, label: stop.listing.address.slice(0, 200) });

/** When the rest of the day starts: the time given, else now on the route's day, else (a later day) its planned start. */
function replanStart(deps: Deps, route: FollowedSavedRoute, time: string | undefined): number {
  const now = deps.now();
  const today = dateIn(deps.config.BUSINESS_TIME_ZONE, now);
  if (today > route.date) throw conflict(progressMessages.dayPassed);
  if (time) return minutesOf(time);
  return minutesOf(today === route.date ? clockIn(deps.config.BUSINESS_TIME_ZONE, now) : route.parameters.start_time);
}

/**
 * POST /api/routes/{id}/replan. Visited stops stay done (their houses, and with dedupe their
 * agents, are not planned again); skipped ones are candidates like any other house of the date;
 * a house that closed early is planned only to its new end. The new plan follows the stops done
 * and is saved with the route over the revision read (made again once when a mark came first, then 409).
 */
export async function replanRoute(deps: Deps, adminId: string, routeId: string, body: z.output<typeof replanRequestSchema>): Promise<ReplanReply> {
  const started = Date.now();
  // A mark written meanwhile (the last tap still on its way, another device) is planned with: once.
  for (let attempt = 1; ; attempt += 1) {
    const replanned = await replanOnce(deps, adminId, routeId, body, started);
    if (replanned) return replanned;
    if (attempt >= REPLAN_ATTEMPTS) throw conflict(progressMessages.changed);
  }
}

/** One re-plan over the route as read now; undefined when another write changed it before ours. */
async function replanOnce(deps: Deps, adminId: string, routeId: string, body: z.output<typeof replanRequestSchema>, started: number): Promise<ReplanReply | undefined> {
  const [route, settings] = await Promise.all([getFollowedRoute(deps, adminId, routeId), getRouteSettings(deps.db)]);
  const stops = stopsOf(route);
  const startMinutes = replanStart(deps, route, body.time);
  const fromStop = body.from_stop === undefined ? undefined : requireStop(stops, body.from_stop, 'from_stop');
  const closings = new Map(Object.entries(route.closings));
  for (const { mls, closes_at } of body.closed_early ?? []) closings.set(requireStop(stops, mls, 'closed_early').listing.mls, closes_at);

  // The day as it is now (a house added or removed since the plan), its planning fields alone
  // (D-235); houses stored before D-235 have none, and the day is read in full then.
  const [planning, contacted] = await Promise.all([
    findDayPlanning(deps.db, route.date, MAX_DATE_LISTINGS, routeMessages.dayTooLarge),
    findContactedMlsOn(deps.db, route.date),
  ]);
  const listings: ListingPlanning[] = planning ?? (await findDayListings(deps.db, route.date, MAX_DATE_LISTINGS, routeMessages.dayTooLarge));
  const { parameters, progress } = route;
  const visited = route.route_data.filter((stop) => progress[stop.listing.mls] === 'visited');
  const visitedMls = new Set(visited.map((stop) => stop.listing.mls));
  const visitedAgents = new Set(visited.map((stop) => agentKeyOf({ agent_id: stop.acct, agent_name: stop.owner })));
  const candidates = listings
    .filter((listing) => !visitedMls.has(listing.mls_number) && !(parameters.dedupe_agents && visitedAgents.has(agentKeyOf(listing))))
    .map((listing) => closedEarly(listing, closings.get(listing.mls_number)));

  const startPoint = body.position ?? (fromStop && pointOf(fromStop)) ?? (visited.length > 0 ? pointOf(visited.at(-1)!) : parameters.summary.start_point);
  const options = { visitMinutes: parameters.visit_duration_minutes, startMinutes, dedupeAgents: parameters.dedupe_agents, startPoint, settings };
  const day = buildDayProblem(candidates, options);
  const plan = planDay(day, startMinutes, Math.max(MIN_SEARCH_MS, REPLAN_DEADLINE_MS - (Date.now() - started)));
  // The planned houses in full, for their stops; one removed from the day meanwhile is a change
  // of the day under the plan, made again like a lost race.
  const plannedMls = plan.order.filter((node) => node !== 0).map((node) => day.candidates[node - 1]!.mls_number);
  const details = await findListingsOf(deps.db, route.date, plannedMls);
  if (plannedMls.some((mls) => !details.has(mls))) return undefined;
  // The window planned with (a closing kept) over the listing as read.
  const describe = (candidate: ListingPlanning) => ({ ...details.get(candidate.mls_number)!, ...candidate });
  const { route: planned, summary } = toRouteStops({ day, plan, ...options, originalCount: listings.length, contacted, describe });

  // The stops done stay first, as they were; a skipped one planned again is ahead once more.
  const ahead = new Set(plannedMls);
  const done = markContacted(route.route_data.filter((stop) => progress[stop.listing.mls] && !ahead.has(stop.listing.mls)), contacted);
  const changes = {
    route_data: [...done, ...planned],
    parameters: { ...parameters, summary },
    progress: Object.fromEntries(Object.entries(progress).filter(([mls]) => !ahead.has(mls))),
    closings: Object.fromEntries(closings),
    replanned_at: deps.now().toISOString(),
  };
  if (changes.route_data.length > MAX_ROUTE_STOPS || Buffer.byteLength(JSON.stringify(changes)) > MAX_ROUTE_BYTES) {
    throw tooLarge(routeMessages.routeTooLarge, { limit_bytes: MAX_ROUTE_BYTES });
  }
  if (!(await writeRouteChanges(deps.db, adminId, route, changes))) return undefined;
  return { success: true, route: { ...route, ...changes, revision: route.revision + 1 }, planned };
}

/** A house that closes earlier than the MLS said ends its window there, never later than it was. */
function closedEarly<L extends ListingPlanning>(listing: L, closesAt: string | undefined): L {
  if (closesAt === undefined || minutesOf(closesAt) >= minutesOf(listing.end_time)) return listing;
  return { ...listing, end_time: closesAt };
}
