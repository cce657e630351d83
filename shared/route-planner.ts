import * as z from './zod.js';
import { isInTexas, MAX_DATE_LISTINGS } from './open-house.js';
import { nextCursorSchema } from './pages.js';
import { calendarDateSchema } from './settings.js';
import { clockTimeSchema } from './times.js';

// The open-house route planner (product/outreach.md §2 /route-planner and /mobile-route-follower,
// §3 route stop, summary, saved route, available date; §5, §8, §9; product/rules.md "Open houses
// and routes"). Admins only, on the server too.

export const routeMessages = {
  selectDate: 'Please select a date',
  noRouteToSave: 'No route to save',
  noRouteToFollow: 'No route to follow',
  noRouteToMap: 'No route to map',
  loadDatesFailed: 'Failed to load available dates',
  optimizationFailed: 'Optimization failed',
  optimizeFailed: 'Failed to optimize route',
  saveFailed: 'Failed to save route',
  fetchRoutesFailed: (status: number) => `Failed to fetch routes: ${status}`,
  nonJson: 'Server returned non-JSON response',
  loadRouteFailed: 'Failed to load route',
  mapFailed: 'Failed to generate map',
  noSavedRoutes: 'No saved routes yet. Optimize and save a route first!',
  noRouteGenerated: 'No route generated',
  nameRequired: 'Give the route a name.',
  nameTooLong: 'Keep the route name under 100 characters.',
  routeTooLarge: 'This route is too large to save. Plan a shorter one.',
  startOutsideTexas: 'The starting point must be in Texas.',
  dayTooLarge: `This date holds more open houses than the planner takes (${MAX_DATE_LISTINGS.toLocaleString('en-US')}). Remove some of its listings and plan again.`,
} as const;

/** product/outreach.md §9: 8:00 AM to 12:00 PM, 9:00 AM by default; kept as 24-hour `HH:MM`. */
export const START_TIMES = ['08:00', '09:00', '10:00', '11:00', '12:00'] as const;
export const DEFAULT_START_TIME = '09:00';
const START_TIME_MESSAGE = 'Choose a start time from 8:00 AM to 12:00 PM.';
/** A start time as the spec writes it (`9:00 AM`) or as `09:00` (D-211), kept as one of START_TIMES. */
const startTimeSchema = z.pipe(clockTimeSchema(START_TIME_MESSAGE), z.enum(START_TIMES, { error: START_TIME_MESSAGE }));
/** product/outreach.md §9: 5 minutes by default. */
export const VISIT_DURATIONS = [5, 10, 15, 20, 30] as const;
export const DEFAULT_VISIT_DURATION = 5;
/** A listing's visit must end by midnight: the day is the planner's horizon. */
export const END_OF_DAY_MINUTES = 24 * 60;

/** A point a route can start from: coordinates in Texas (there is no geocoding here). */
export const startPointSchema = z
  .object({
    latitude: z.number({ error: routeMessages.startOutsideTexas }),
    longitude: z.number({ error: routeMessages.startOutsideTexas }),
    label: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  })
  .check(z.refine((point) => isInTexas(point.latitude, point.longitude), routeMessages.startOutsideTexas));
export type StartPoint = z.infer<typeof startPointSchema>;

/** product/outreach.md §5: a date is required ('Please select a date'); one that is not a real date says so. */
const routeDateSchema = z.pipe(
  z.string({ error: routeMessages.selectDate }).check(z.minLength(1, routeMessages.selectDate)),
  calendarDateSchema,
);

/** POST /api/route-planner/optimize. */
export const optimizeRequestSchema = z.object({
  date: routeDateSchema,
  visit_duration_minutes: z._default(
    z.literal(VISIT_DURATIONS, { error: 'Choose a visit of 5, 10, 15, 20 or 30 minutes.' }),
    DEFAULT_VISIT_DURATION,
  ),
  start_time: z._default(startTimeSchema, DEFAULT_START_TIME),
  dedupe_agents: z._default(z.boolean(), true),
  start_point: z.optional(z.nullable(startPointSchema)),
});
export type OptimizeRequest = z.input<typeof optimizeRequestSchema>;

/** product/outreach.md §3 "Route stop", with the window, the contacted flag (§4) and the coordinates the map needs. */
export const routeStopSchema = z.object({
  listing: z.object({
    agentName: z.string(),
    mls: z.string(),
    address: z.string(),
    price: z.nullable(z.number()),
    beds: z.nullable(z.number()),
    baths: z.nullable(z.number()),
    sqft: z.nullable(z.number()),
    openHouse: z.string(),
  }),
  /** The listing agent (the house's owner on the MLS), and their MLS agent ID. */
  owner: z.string(),
  acct: z.nullable(z.string()),
  /** 24-hour `HH:MM`, the business's wall clock. */
  arrival_time: z.string(),
  visit_start: z.string(),
  visit_end: z.string(),
  window_start: z.string(),
  window_end: z.string(),
  /** Driving minutes from the previous stop (or the starting point). */
  travel_time_minutes: z.number(),
  /** Miles to the next stop; 0 at the last one. */
  distance_to_next: z.number(),
  contacted: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
});
export type RouteStop = z.infer<typeof routeStopSchema>;

/** product/outreach.md §3 "Route summary"; distances in miles, times `HH:MM`. */
export const routeSummarySchema = z.object({
  total_stops: z.number(),
  total_distance: z.number(),
  start_time: z.string(),
  end_time: z.string(),
  original_count: z.number(),
  filtered_count: z.number(),
  total_travel_minutes: z.number(),
  /** Whether the optimizer proved no route visits more houses with less driving. */
  is_optimal: z.boolean(),
  /**
   * The most open houses any route of the day could visit, proved (issue 29, docs/route-planner.md
   * "The bound"); total_stops when is_optimal. Absent from routes saved before it existed.
   */
  upper_bound: z.optional(z.number().check(z.int(), z.minimum(0))),
  /** The visits the route may be missing: upper_bound - total_stops, 0 when optimal. */
  gap: z.optional(z.number().check(z.int(), z.minimum(0))),
  start_point: z.nullable(startPointSchema),
});
export type RouteSummary = z.infer<typeof routeSummarySchema>;

export const optimizeReplySchema = z.object({ success: z.literal(true), route: z.array(routeStopSchema), summary: routeSummarySchema });
export type OptimizeReply = z.infer<typeof optimizeReplySchema>;

export const availableDatesReplySchema = z.object({
  success: z.literal(true),
  available_dates: z.array(z.object({ date: z.string(), listing_count: z.number() })),
  /** The starting address from settings, when an admin entered one. */
  start_point: z.nullable(startPointSchema),
});
export type AvailableDatesReply = z.infer<typeof availableDatesReplySchema>;

/** A saved route's stops: an item holds at most 400 KB (docs/data-model.md §8), so at most this many. */
export const MAX_ROUTE_STOPS = 500;
/** What a saved route may weigh as JSON, leaving the item's keys and names room under 400 KB. */
export const MAX_ROUTE_BYTES = 350 * 1024;

export const routeParametersSchema = z.object({
  visit_duration_minutes: z.literal(VISIT_DURATIONS),
  start_time: startTimeSchema,
  dedupe_agents: z.boolean(),
  summary: routeSummarySchema,
});

/** POST /api/routes/save. */
export const saveRouteRequestSchema = z.object({
  route_name: z
    .string({ error: routeMessages.nameRequired })
    .check(z.trim(), z.minLength(1, routeMessages.nameRequired), z.maxLength(100, routeMessages.nameTooLong)),
  date: calendarDateSchema,
  route_data: z
    .array(routeStopSchema, { error: routeMessages.noRouteToSave })
    .check(z.minLength(1, routeMessages.noRouteToSave), z.maxLength(MAX_ROUTE_STOPS, routeMessages.routeTooLarge)),
  parameters: routeParametersSchema,
});
export type SaveRouteRequest = z.input<typeof saveRouteRequestSchema>;

/** product/outreach.md §3 "Saved route", with when it was saved. */
export const savedRouteSchema = z.extend(saveRouteRequestSchema, { id: z.string(), created_at: z.string() });
export type SavedRoute = z.infer<typeof savedRouteSchema>;
/** My Routes lists routes without their stops (D-131): a list of full routes could pass Lambda's 6 MB reply. */
export const savedRouteEntrySchema = z.omit(savedRouteSchema, { route_data: true });
export type SavedRouteEntry = z.infer<typeof savedRouteEntrySchema>;

export const saveRouteReplySchema = z.object({ success: z.literal(true), route: savedRouteEntrySchema });
export const myRoutesReplySchema = z.object({ success: z.literal(true), routes: z.array(savedRouteEntrySchema), next_cursor: nextCursorSchema });
export const routeReplySchema = z.object({ success: z.literal(true), route: savedRouteSchema });
/** Any id is looked up: one that is not a route's is simply not found (404), like another admin's. */
export const routeIdSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** POST /api/route-planner/generate-map. */
export const generateMapRequestSchema = z.object({
  route: z
    .array(routeStopSchema, { error: routeMessages.noRouteToMap })
    .check(z.minLength(1, routeMessages.noRouteToMap), z.maxLength(MAX_ROUTE_STOPS, routeMessages.routeTooLarge)),
  summary: routeSummarySchema,
  date: calendarDateSchema,
});
export type GenerateMapRequest = z.input<typeof generateMapRequestSchema>;

/** The planner's settings (product/rules.md: detour 1.3 and 25 mph unless an admin changes them). */
export const routeSettingsSchema = z.object({
  detour_factor: z
    .number({ error: 'Enter the detour factor.' })
    .check(
      z.minimum(1, 'The detour factor must be at least 1.'),
      z.maximum(3, 'The detour factor must be at most 3.'),
    ),
  speed_mph: z
    .number({ error: 'Enter the average speed.' })
    .check(
      z.minimum(5, 'The average speed must be at least 5 mph.'),
      z.maximum(80, 'The average speed must be at most 80 mph.'),
    ),
  start_point: z.nullable(startPointSchema),
});
export type RouteSettings = z.infer<typeof routeSettingsSchema>;
export const DEFAULT_ROUTE_SETTINGS: RouteSettings = { detour_factor: 1.3, speed_mph: 25, start_point: null };
export const putRouteSettingsSchema = z.object({
  values: routeSettingsSchema,
  version: z.number().check(z.int(), z.minimum(0)),
});

/** `HH:MM` from minutes after midnight. */
export function clockOf(minutes: number): string {
  const whole = Math.round(minutes);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Minutes after midnight from `HH:MM`. */
export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** `13:05` → `1:05 PM`, as the planner shows times. */
export function formatClock(clock: string): string {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  const meridiem = hours >= 12 && hours < 24 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${meridiem}`;
}
