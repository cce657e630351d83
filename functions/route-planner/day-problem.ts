import { isInTexas, type Listing, type ListingPlanning } from '#shared/open-house.js';
import { END_OF_DAY_MINUTES, minutesOf, type RouteSettings, type StartPoint } from '#shared/route-planner.js';
import { planRoute, type RoutePlan, type RouteProblem } from './solver/plan-route.js';
import { travelMatrix } from './travel.js';

// An open-house day as the optimizer's problem (D-130). Node 0 is where the day starts:
// the admin's starting point, or, without one, a virtual depot 0 minutes from every
// house (the route then begins at whichever house suits it best). Nodes 1… are the
// listings a visit can fit: coordinates in Texas, and a window that still holds a whole
// visit after the start time. Each visit lies wholly inside its window (product/rules.md).

export interface DayOptions {
  visitMinutes: number;
  startMinutes: number;
  dedupeAgents: boolean;
  startPoint: StartPoint | null;
  settings: Pick<RouteSettings, 'detour_factor' | 'speed_mph'>;
}

/** A day of whole listings (the optimize route), or of their planning fields alone (a re-plan, D-235). */
export interface DayProblem<L extends ListingPlanning = Listing> {
  problem: RouteProblem<Float64Array>;
  /** The listing of node i + 1. */
  candidates: L[];
  /** Miles between nodes (the same indexes as the problem's). */
  miles: Float64Array[];
  /** Listings left after filtering, one per agent when dedupe is on. */
  filteredCount: number;
}

/**
 * The optimizer's budget for a day of `candidates` listings (D-225): 1 s, so that a day of
 * 100 listings is planned in under 1.5 s with its data and travel (issue 29 point 4), and 500
 * within 2 s (issue 13); past 500, 1.6 ms more per listing (5 s at 3,000), as a big day's
 * heuristic rounds each scan every listing. Its data and travel matrix take a few seconds
 * more, well inside the function's 15 s (the route table). The planner stops at its first
 * clock check past the budget.
 */
export function planTimeLimitMs(candidates: number): number {
  return 1_000 + 1.6 * Math.max(0, candidates - 500);
}

/** Who a listing belongs to for dedupe: the MLS agent ID, else the name (as the import counts agents). */
export const agentKeyOf = (listing: Pick<Listing, 'agent_id' | 'agent_name'>) =>
  (listing.agent_id?.trim() || listing.agent_name.trim()).toLowerCase();

/** The latest start of a visit to this listing, in minutes after midnight. */
const latestStartOf = (listing: ListingPlanning, visitMinutes: number) => minutesOf(listing.end_time) - visitMinutes;

/** Whether a visit fits: coordinates in Texas, and a whole visit inside the window after the day starts. */
export function canVisit(listing: ListingPlanning, { visitMinutes, startMinutes }: Pick<DayOptions, 'visitMinutes' | 'startMinutes'>): boolean {
  if (!listing.routable || !isInTexas(listing.lat, listing.lng)) return false;
  const latest = latestStartOf(listing, visitMinutes);
  return latest >= minutesOf(listing.start_time) && latest >= startMinutes;
}

export function buildDayProblem<L extends ListingPlanning>(listings: readonly L[], options: DayOptions): DayProblem<L> {
  const candidates = listings.filter((listing) => canVisit(listing, options));
  const points = candidates.map((listing) => ({ latitude: listing.lat!, longitude: listing.lng! }));
  // Without a starting point, node 0 is a virtual depot: a null point, no distance from anywhere.
  const withStart = travelMatrix([options.startPoint, ...points], {
    detourFactor: options.settings.detour_factor,
    speedMph: options.settings.speed_mph,
  });
  const groups = candidates.map(agentKeyOf);
  const problem: RouteProblem<Float64Array> = {
    travel: withStart.minutes,
    windows: [
      [options.startMinutes, END_OF_DAY_MINUTES],
      ...candidates.map((listing): [number, number] => [minutesOf(listing.start_time), latestStartOf(listing, options.visitMinutes)]),
    ],
    service: [0, ...candidates.map(() => options.visitMinutes)],
    start: 0,
    prize: [0, ...candidates.map(() => 1)],
    ...(options.dedupeAgents ? { group: [null, ...groups] } : {}),
  };
  const filteredCount = options.dedupeAgents ? new Set(groups).size : candidates.length;
  return { problem, candidates, miles: withStart.miles, filteredCount };
}

/** The day's plan: the start alone when no house can be visited, so the solver is never asked about nothing. */
export function planDay(day: DayProblem<ListingPlanning>, startMinutes: number, timeLimitMs: number): RoutePlan {
  if (day.candidates.length === 0) return { order: [0], visitStarts: [startMinutes], totalTravel: 0, totalPrize: 0, upperBound: 0, isOptimal: true };
  return planRoute(day.problem, { timeLimitMs });
}
