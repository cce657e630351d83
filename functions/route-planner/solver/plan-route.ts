import { findUpperBound } from './bound.js';
import { searchExactly } from './exact.js';
import { PRIZE_EPSILON, measureRoute, type Route } from './insert.js';
import { buildGreedyRoute, searchHeuristically } from './iterate.js';
import { prepareProblem, type PreparedProblem } from './problem.js';
import { computeReach } from './reach.js';
import { scheduleVisits } from './segments.js';
import { RouteInfeasibleError, type PlanRouteOptions, type RoutePlan, type RouteProblem } from './types.js';

export { RouteInfeasibleError } from './types.js';
export type { PlanRouteOptions, RoutePlan, RouteProblem } from './types.js';

const DEFAULT_TIME_LIMIT_MS = 1000;
/**
 * Past this many nodes the exact method is not tried: its bounds cost n³ to compute
 * (over a second at 500 nodes) and its labels could not settle within a time limit anyway.
 */
const EXACT_MAX_NODES = 160;
/** Past this many labels the exact method gives up: about 60 bytes each with its set, 120 MB at most at 160 nodes. */
const MAX_LABELS = 2_000_000;

/**
 * The best route of a day (issue 13 point 2, docs/route-planner.md): the largest total
 * prize, then the least travel, every visit inside its window. Pure and synchronous.
 */
export function planRoute(problem: RouteProblem, options: PlanRouteOptions = {}): RoutePlan {
  const startedAt = performance.now();
  const limit = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const p = prepareProblem(problem);
  const isSmall = p.n <= EXACT_MAX_NODES;
  const reach = isSmall ? computeReach(p) : null;
  const usable = reach?.usable ?? p.candidates;
  const rounds = { maxRounds: 4 * p.n + 200, patience: 2 * p.n + 100 };
  const by = (share: number) => startedAt + limit * share;
  let best = buildGreedyRoute(p, usable, by(1));
  let isOptimal = false;
  const ceiling = findCeiling(p, usable);
  const isFull = (route: Route | null) => route !== null && route.weight >= ceiling - PRIZE_EPSILON;
  if (reach && best && !isFull(best)) {
    // Most days either visit every node or come nowhere near: a search that drops every
    // partial route leaving a node out settles fast either way, and when a route visiting
    // every node exists it finds the shortest (the TSPTW case).
    const full = searchExactly(p, reach, { weight: ceiling, travel: Infinity }, by(0.45), MAX_LABELS);
    if (full.order) [best, isOptimal] = [measureRoute(p, full.order), full.isComplete];
  }
  if (!isOptimal) {
    // With every node in, only travel is left to improve: local search, then the proof.
    const heuristic = reach && isFull(best) ? { ...rounds, maxRounds: 0 } : rounds;
    best = searchHeuristically(p, usable, best, { ...heuristic, deadline: by(reach ? 0.6 : 1), seed: 1 });
  }
  if (reach && !isOptimal) {
    const exact = searchExactly(p, reach, best, by(0.9), MAX_LABELS);
    if (exact.order) best = measureRoute(p, exact.order);
    isOptimal = exact.isComplete;
  }
  if (best && !isOptimal && reach) best = searchHeuristically(p, usable, best, { ...rounds, deadline: by(1), seed: 2 });
  if (!best) {
    const reason = isOptimal ? 'No route reaches' : 'No route found within the time limit reaches';
    throw new RouteInfeasibleError(`${reason} the end node ${p.end} within its window.`);
  }
  return describeRoute(p, best, isOptimal);
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
  const upperBound = isOptimal ? totalPrize : Math.max(totalPrize, findUpperBound(p, { atLeast: totalPrize }));
  return { order: [...route.order], visitStarts: schedule.starts, totalTravel: schedule.travel, totalPrize, upperBound, isOptimal };
}

/** The most weight any route could gather: every usable node, the heaviest of each group. */
function findCeiling(p: PreparedProblem, usable: readonly number[]): number {
  const heaviest = new Map<number, number>();
  let ceiling = 0;
  for (const node of usable) {
    const g = p.group[node]!;
    if (g < 0) ceiling += p.weight[node]!;
    else heaviest.set(g, Math.max(heaviest.get(g) ?? 0, p.weight[node]!));
  }
  for (const weight of heaviest.values()) ceiling += weight;
  return ceiling;
}
