import type { RouteSummary } from '#shared/route-planner.js';

/**
 * How far the route may be from the best (issue 29): proved optimal, or within the gap of the
 * proved bound on visits. Routes saved before the bound existed have none.
 */
export function describeQuality({ is_optimal, gap, upper_bound }: RouteSummary): string {
  if (is_optimal) return 'Optimal route: no route visits more open houses with less driving.';
  if (gap === undefined) return 'The best route found within the time limit.';
  if (gap === 0) return 'No route visits more open houses; one with less driving may exist.';
  return `Within ${gap} ${gap === 1 ? 'visit' : 'visits'} of the best possible: no route can visit more than ${upper_bound} open houses.`;
}
