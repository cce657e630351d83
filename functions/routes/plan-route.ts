import { searchExactly } from './plan-route-exact.js';
import { insertGreedily, isBetterRoute, measureRoute, type Route } from './plan-route-insert.js';
import { prepareProblem, type PreparedProblem } from './plan-route-problem.js';
import { computeReach } from './plan-route-reach.js';
import { scheduleVisits } from './plan-route-segments.js';
import { RouteInfeasibleError, type PlanRouteOptions, type RoutePlan, type RouteProblem } from './plan-route-types.js';

export { RouteInfeasibleError } from './plan-route-types.js';
export type { PlanRouteOptions, RoutePlan, RouteProblem } from './plan-route-types.js';

const DEFAULT_TIME_LIMIT_MS = 1000;
/** Past this many labels the exact method gives up (about 60 bytes each plus the set). */
const MAX_LABELS = 2_000_000;

/**
 * The best route of a day (issue 13 point 2, docs/route-planner.md): the largest total
 * prize, then the least travel, every visit inside its window. Pure and synchronous.
 */
export function planRoute(problem: RouteProblem, options: PlanRouteOptions = {}): RoutePlan {
  const startedAt = performance.now();
  const deadline = startedAt + (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
  const p = prepareProblem(problem);
  const reach = computeReach(p);
  let best: Route | null = null;
  const base = p.end >= 0 ? [p.start, p.end] : [p.start];
  if (scheduleVisits(p, base)) {
    const isAvailable = new Uint8Array(p.n);
    for (const node of reach.usable) isAvailable[node] = 1;
    best = insertGreedily(p, measureRoute(p, base), isAvailable, new Uint8Array(p.groupCount));
  }
  const exact = searchExactly(p, reach, best, deadline, MAX_LABELS);
  if (exact.order) {
    const found = measureRoute(p, exact.order);
    if (!best || isBetterRoute(found, best)) best = found;
  }
  if (!best) {
    if (exact.isComplete) throw new RouteInfeasibleError(`No route reaches the end node ${p.end} within its window.`);
    throw new RouteInfeasibleError(`No route to the end node ${p.end} was found within the time limit.`);
  }
  return describeRoute(p, best, exact.isComplete);
}

function describeRoute(p: PreparedProblem, route: Route, isOptimal: boolean): RoutePlan {
  const visited = new Set(route.order);
  const missing = p.required.filter((node) => !visited.has(node));
  if (missing.length) {
    const proof = isOptimal ? 'No route can visit' : 'No route found within the time limit visits';
    throw new RouteInfeasibleError(`${proof} all the required nodes: ${missing.join(', ')} left out.`, missing);
  }
  const schedule = scheduleVisits(p, route.order);
  if (!schedule) throw new Error('planRoute: internal error, the chosen route is late.');
  let totalPrize = 0;
  for (const node of route.order.slice(1)) if (node !== p.end) totalPrize += p.prize[node]!;
  return { order: [...route.order], visitStarts: schedule.starts, totalTravel: schedule.travel, totalPrize, isOptimal };
}
