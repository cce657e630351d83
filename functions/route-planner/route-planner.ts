import type * as z from '#shared/zod.js';
import { dateIn } from '#shared/dates.js';
import { MAX_DATE_LISTINGS } from '#shared/open-house.js';
import {
  MAX_ROUTE_BYTES,
  minutesOf,
  routeMessages,
  type AvailableDatesReply,
  type OptimizeReply,
  type optimizeRequestSchema,
  type putRouteSettingsSchema,
  type SavedRoute,
  type saveRouteRequestSchema,
} from '#shared/route-planner.js';
import { findContactedMlsOn } from '../data/agent-contacts.js';
import { findDayListings } from '../data/open-house-pages.js';
import { newId } from '../data/ids.js';
import { findListingDatesFrom, findSavedRoutesPage, getRouteSettings, putSavedRoute } from '../data/route-planner.js';
import { saveSettings } from '../data/settings.js';
import type { Deps } from '../deps.js';
import { tooLarge } from '../errors.js';
import { buildDayProblem, planDay, planTimeLimitMs } from './day-problem.js';
import { toRouteStops } from './route-stops.js';

// The route planner's rules (product/outreach.md §7 "Route planner"). Every route is admin only
// (the route table); saved routes are read and written in the caller's own partition.

/** Open-house dates from today on, in the business's time zone (data-model O6), and the starting address from settings. */
export async function listAvailableDates(deps: Deps): Promise<AvailableDatesReply> {
  const today = dateIn(deps.config.BUSINESS_TIME_ZONE, deps.now());
  const [dates, settings] = await Promise.all([findListingDatesFrom(deps.db, today), getRouteSettings(deps.db)]);
  return { success: true, available_dates: dates, start_point: settings.start_point };
}

export async function optimizeRoute(deps: Deps, adminId: string, body: z.output<typeof optimizeRequestSchema>): Promise<OptimizeReply> {
  const [listings, settings, contacted] = await Promise.all([
    findDayListings(deps.db, body.date, MAX_DATE_LISTINGS, routeMessages.dayTooLarge),
    getRouteSettings(deps.db),
    findContactedMlsOn(deps.db, body.date),
  ]);
  const startPoint = body.start_point ?? null;
  const options = {
    visitMinutes: body.visit_duration_minutes,
    startMinutes: minutesOf(body.start_time),
    dedupeAgents: body.dedupe_agents,
    startPoint,
    settings,
  };
  const day = buildDayProblem(listings, options);
  const plan = planDay(day, options.startMinutes, planTimeLimitMs(day.candidates.length));
  const { route, summary } = toRouteStops({ day, plan, ...options, originalCount: listings.length, contacted, describe: (listing) => listing });
  return { success: true, route, summary };
}

/** data-model R1. The item must stay under DynamoDB's 400 KB (docs/data-model.md §8): measured, not guessed. */
export async function saveRoute(deps: Deps, adminId: string, body: z.output<typeof saveRouteRequestSchema>) {
  if (Buffer.byteLength(JSON.stringify(body)) > MAX_ROUTE_BYTES) throw tooLarge(routeMessages.routeTooLarge, { limit_bytes: MAX_ROUTE_BYTES });
  const route: SavedRoute = { id: newId(), created_at: deps.now().toISOString(), ...body };
  await putSavedRoute(deps.db, adminId, route);
  const { route_data: _stops, ...entry } = route;
  return { success: true as const, route: entry };
}

export async function listMyRoutes(deps: Deps, adminId: string, page: { limit: number; cursor?: string }) {
  return { success: true as const, ...(await findSavedRoutesPage(deps.db, adminId, page.limit, page.cursor)) };
}

/** The planner's settings (data-model C11): saved over the version the admin saw, 409 otherwise. */
export async function saveRouteSettings(deps: Deps, adminId: string, body: z.output<typeof putRouteSettingsSchema>) {
  await saveSettings(deps.db, 'ROUTING', body.values, body.version, adminId, deps.now());
  return { success: true as const, route_planner: await getRouteSettings(deps.db) };
}
