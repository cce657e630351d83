import { prepareProblem, type PreparedProblem } from './plan-route-problem.js';
import { insertGreedily, measureRoute, type Route } from './plan-route-insert.js';
import { scheduleVisits } from './plan-route-segments.js';
import { RouteInfeasibleError, type PlanRouteOptions, type RoutePlan, type RouteProblem } from './plan-route-types.js';

export { RouteInfeasibleError } from './plan-route-types.js';
export type { PlanRouteOptions, RoutePlan, RouteProblem } from './plan-route-types.js';

/**
 * The best route of a day (issue 13 point 2, docs/route-planner.md): the largest total
 * prize, then the least travel, every visit inside its window. Pure and synchronous.
 */
export function planRoute(problem: RouteProblem, _options: PlanRouteOptions = {}): RoutePlan {
  const p = prepareProblem(problem);
  const base = p.end >= 0 ? [p.start, p.end] : [p.start];
  if (!scheduleVisits(p, base)) throw new RouteInfeasibleError(`No route reaches the end node ${p.end} within its window.`);
  const isAvailable = new Uint8Array(p.n);
  for (const node of p.candidates) isAvailable[node] = 1;
  const route = insertGreedily(p, measureRoute(p, base), isAvailable, new Uint8Array(p.groupCount));
  return describeRoute(p, route, false);
}

function describeRoute(p: PreparedProblem, route: Route, isOptimal: boolean): RoutePlan {
  const visited = new Set(route.order);
  const missing = p.required.filter((node) => !visited.has(node));
  if (missing.length) throw new RouteInfeasibleError(`No route found visits the required nodes ${missing.join(', ')}.`, missing);
  const schedule = scheduleVisits(p, route.order);
  if (!schedule) throw new Error('planRoute: internal error, the chosen route is late.');
  let totalPrize = 0;
  for (const node of route.order.slice(1)) if (node !== p.end) totalPrize += p.prize[node]!;
  return { order: [...route.order], visitStarts: schedule.starts, totalTravel: schedule.travel, totalPrize, isOptimal };
}
