import type { Listing, ListingPlanning } from '#shared/open-house.js';
import { clockOf, type RouteStop, type RouteSummary, type StartPoint } from '#shared/route-planner.js';
import type { DayProblem } from './day-problem.js';
import type { RoutePlan } from './solver/plan-route.js';

// The optimizer's plan as the spec's route stops and summary (product/outreach.md §3). Times are the
// business's wall clock (`HH:MM`); distances are miles, travel minutes to one decimal.

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

interface StopsInput<L extends ListingPlanning> {
  day: DayProblem<L>;
  plan: RoutePlan;
  visitMinutes: number;
  startMinutes: number;
  startPoint: StartPoint | null;
  originalCount: number;
  contacted: ReadonlySet<string>;
  /** A planned candidate's whole listing: a re-plan reads only the planned ones in full (D-235). */
  describe: (candidate: L) => Listing;
}

function toStop(listing: Listing, times: { arrival: number; start: number; end: number; travel: number; toNext: number }, contacted: boolean): RouteStop {
  return {
    listing: {
      agentName: listing.agent_name,
      mls: listing.mls_number,
      address: listing.address,
      price: listing.price,
      beds: listing.beds,
      baths: listing.baths,
      sqft: listing.sqft,
      openHouse: listing.open_house_text,
    },
    owner: listing.agent_name,
    acct: listing.agent_id,
    arrival_time: clockOf(times.arrival),
    visit_start: clockOf(times.start),
    visit_end: clockOf(times.end),
    window_start: listing.start_time,
    window_end: listing.end_time,
    travel_time_minutes: oneDecimal(times.travel),
    distance_to_next: oneDecimal(times.toNext),
    contacted,
    latitude: listing.lat!,
    longitude: listing.lng!,
  };
}

export function toRouteStops<L extends ListingPlanning>(input: StopsInput<L>): { route: RouteStop[]; summary: RouteSummary } {
  const { day, plan, visitMinutes, startMinutes, startPoint, originalCount, contacted, describe } = input;
  const { problem, candidates, miles } = day;
  // Node 0 (the start) is not a stop; positions keep each node's planned start time.
  const visits = plan.order.map((node, position) => ({ node, start: plan.visitStarts[position]! })).filter(({ node }) => node !== 0);
  let previous = { node: 0, leave: startMinutes };
  let totalMiles = 0;
  let totalTravel = 0;
  const route = visits.map(({ node, start }, index) => {
    const travel = problem.travel[previous.node]![node]!;
    totalMiles += miles[previous.node]![node]!;
    totalTravel += travel;
    // Without a starting point the day begins at the first house: its arrival is its visit.
    const arrival = startPoint || index > 0 ? previous.leave + travel : start;
    const next = visits[index + 1];
    const toNext = next ? miles[node]![next.node]! : 0;
    previous = { node, leave: start + visitMinutes };
    const listing = describe(candidates[node - 1]!);
    return toStop(listing, { arrival, start, end: start + visitMinutes, travel, toNext }, contacted.has(listing.mls_number));
  });
  const summary: RouteSummary = {
    total_stops: route.length,
    total_distance: oneDecimal(totalMiles),
    start_time: startPoint ? clockOf(startMinutes) : (route[0]?.visit_start ?? clockOf(startMinutes)),
    end_time: route.at(-1)?.visit_end ?? clockOf(startMinutes),
    original_count: originalCount,
    filtered_count: day.filteredCount,
    total_travel_minutes: oneDecimal(totalTravel),
    is_optimal: plan.isOptimal,
    // Every listing's prize is 1 (day-problem.ts): the prize is the stops, the bound a count of visits.
    upper_bound: plan.upperBound,
    gap: plan.upperBound - plan.totalPrize,
    start_point: startPoint,
  };
  return { route, summary };
}
