import { findUpperBound } from './bound.js';
import { prepareNodeTables } from './exact-tables.js';
import { ExactSearch, type ExactOutcome } from './exact.js';
import { PRIZE_EPSILON, isBetterRoute, measureRoute, type Route } from './insert.js';
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
/** Past this many labels (both searches together) the exact method gives up: about 70 bytes each with its set, 140 MB at most at 160 nodes. */
const MAX_LABELS = 2_000_000;
/** The first turn's labels per exact search; each turn doubles it (D-224). */
const FIRST_LABELS = 4096;
/**
 * Heuristic rounds per turn, for each label of the exact search's turn, on a route of
 * ROUND_VISITS visits: on a prize-collecting day about as much time as the old fixed split
 * gave the local search, most of a turn's. A round's moves pair visits, so a longer route gets
 * fewer rounds by the square of its length (D-224).
 */
const ROUNDS_PER_LABEL = 1 / 32;
const ROUND_VISITS = 20;
/**
 * The relaxation (bound.ts) runs once, in the turn of this many labels per search after its
 * local search (work, so the same on any machine), or when the clock reaches the limit less its
 * share (15 %, at most 1 s: at the default second, the 150 ms it had after the limit before),
 * whichever comes first; then the searches resume until the limit (D-237). By then the local
 * search has had its first rounds (a hundred or more on a prize-collecting day): the best route's
 * prize, which prunes the relaxation's walks, is near its last; and the bound gets its CPU before
 * a loaded machine's clock runs out.
 */
const BOUND_AFTER_LABELS = FIRST_LABELS;
const BOUND_SHARE = 0.15;
const BOUND_MAX_MS = 1000;

export interface SolvedRoute {
  plan: RoutePlan;
  /**
   * The most prize any route visiting every required node could collect, as far as the
   * exact method proved it (equal to the plan's prize when optimal; the prize of every usable
   * node when it never ran).
   */
  prizeBound: number;
}

/**
 * The best route of a day (issue 13 point 2, docs/route-planner.md): the largest total
 * prize, then the least travel, every visit inside its window. Pure and synchronous.
 */
export function planRoute(problem: RouteProblem<ArrayLike<number>>, options: PlanRouteOptions = {}): RoutePlan {
  return solveRoute(problem, options).plan;
}

/**
 * `planRoute` with what the exact method proved about the best possible prize (D-224). Anytime:
 * the greedy route, then turns in which the exact searches and the iterated local search each
 * get a slice of work counted in labels and rounds, all improving one incumbent, each search
 * resuming where its last turn stopped. The wall clock only cuts the turns short; what ends
 * them otherwise is the work, so a run the clock did not cut gives the same route on any machine.
 */
export function solveRoute(problem: RouteProblem<ArrayLike<number>>, options: PlanRouteOptions = {}): SolvedRoute {
  const startedAt = performance.now();
  const limitMs = Math.max(0, options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
  const deadline = startedAt + limitMs;
  // The relaxation's share is held back from the searches; what it leaves goes back to them (D-237).
  const boundAt = deadline - Math.min(limitMs * BOUND_SHARE, BOUND_MAX_MS);
  let until = boundAt;
  const isLate = () => performance.now() > until;
  const p = prepareProblem(problem);
  const reach = p.n <= EXACT_MAX_NODES ? computeReach(p) : null;
  const usable = reach?.usable ?? p.candidates;
  const ceiling = findCeiling(p, usable);
  const isFull = (route: Route | null) => route !== null && route.weight >= ceiling - PRIZE_EPSILON;
  let best = buildGreedyRoute(p, usable, until);
  let isOptimal = false;
  let weightBound = ceiling;
  const take = (outcome: ExactOutcome) => {
    if (!outcome.order) return;
    const route = measureRoute(p, outcome.order);
    if (!best || isBetterRoute(route, best)) best = route;
  };

  // The heuristic's rounds over all turns, and how many in a row found nothing better.
  const rounds = { left: 4 * p.n + 200, quiet: 0, patience: 2 * p.n + 100, seed: 1 };
  const isSpent = () => rounds.left <= 0 || rounds.quiet >= rounds.patience;
  const improve = (count: number) => {
    if (!best || isSpent() || isLate()) return;
    const turn = Math.min(count, rounds.left);
    const patience = rounds.patience - rounds.quiet;
    const progress = { rounds: 0 };
    const found = searchHeuristically(p, usable, best, { deadline: until, maxRounds: turn, patience, seed: rounds.seed++, progress });
    // A turn the clock cut counts the rounds it did, so the rest can run after the bound.
    const done = isLate() ? progress.rounds : turn;
    rounds.left -= done;
    if (found && isBetterRoute(found, best)) [best, rounds.quiet] = [found, 0];
    else rounds.quiet += done;
  };
  // The relaxation (bound.ts), once, on the best route so far: its prize only prunes the walks.
  // A route visiting every usable node needs none: nothing can collect more.
  let relaxed = Infinity;
  let isRelaxed = false;
  const relax = () => {
    if (isRelaxed) return;
    isRelaxed = true;
    if (best && !isOptimal && !isFull(best)) relaxed = findUpperBound(p, { atLeast: prizeOf(p, best.order), reach, deadline });
    until = deadline;
  };

  if (!reach) {
    improve(rounds.left);
    relax();
    improve(rounds.left);
    return finish(p, best, false, ceiling, relaxed);
  }
  const tables = prepareNodeTables(p, reach);
  // Most days either visit every node or come nowhere near: a search that drops every partial
  // route leaving a node out settles fast either way, and when a route visiting every node
  // exists it finds the shortest (the TSPTW case). The other search is bounded by the best route.
  let full: ExactSearch | null = best && !isFull(best) ? new ExactSearch(p, tables) : null;
  let bounded: ExactSearch | null = new ExactSearch(p, tables);
  const roomBeside = (other: ExactSearch | null) => MAX_LABELS - (other?.labelCount ?? 0);
  let labels = FIRST_LABELS;
  let isDone = false;
  const runTurns = () => {
    for (; !isDone && !isLate(); labels *= 2) {
      if (full) {
        const outcome = full.run(isFull(best) ? best : { weight: ceiling, travel: Infinity }, { labels, maxLabels: roomBeside(bounded), deadline: until });
        take(outcome);
        if (outcome.isComplete && isFull(best)) [isOptimal, weightBound] = [true, ceiling];
        // Complete without a full route: none exists; exhausted: it cannot tell.
        if (outcome.isComplete || outcome.isExhausted) full = null;
        if (isOptimal) break;
      }
      // While the full search lives the other two get a quarter of the work: a full tour, when
      // one exists, is what proves the optimum. The bounded search prunes by the best route:
      // improve it first. With every node in, only travel is left, and the proof usually comes
      // fast: the first turn is local search alone.
      const share = full ? labels / 4 : labels;
      const visits = Math.max(ROUND_VISITS, best?.order.length ?? 0);
      const isFirst = labels === FIRST_LABELS;
      improve(isFirst && isFull(best) ? 0 : Math.ceil(share * ROUNDS_PER_LABEL * (ROUND_VISITS / visits) ** 2));
      // The bound after so much work, whatever the clock says, so that it is the same on any machine.
      if (labels >= BOUND_AFTER_LABELS) relax();
      // With every node in, the full search is the bounded one: one of them is enough.
      if (bounded && !(full && isFull(best))) {
        const outcome = bounded.run(best, { labels: share, maxLabels: roomBeside(full), deadline: until });
        take(outcome);
        weightBound = Math.min(weightBound, outcome.weightBound);
        if (outcome.isComplete) isOptimal = true;
        else if (outcome.isExhausted) bounded = null;
      }
      if (isOptimal) break;
      if (!full && !bounded && isSpent()) break;
      if (!full && !bounded) improve(rounds.left);
    }
    if (isOptimal || (!full && !bounded && isSpent())) isDone = true;
  };
  // The searches until BOUND_AFTER_LABELS' turn or the bound's share of the limit, whichever
  // comes first, the relaxation, then the searches again for the rest: each resumes where it stopped.
  runTurns();
  relax();
  runTurns();
  return finish(p, best, isOptimal, isOptimal && best ? best.weight : weightBound, relaxed);
}

function finish(p: PreparedProblem, best: Route | null, isOptimal: boolean, weightBound: number, relaxed: number): SolvedRoute {
  if (!best) {
    const reason = isOptimal ? 'No route reaches' : 'No route found within the time limit reaches';
    throw new RouteInfeasibleError(`${reason} the end node ${p.end} within its window.`);
  }
  // Every returned route visits every required node: what is left of the bound is prize.
  const prizeBound = Math.max(0, weightBound - p.bonus * p.required.length);
  return { plan: describeRoute(p, best, isOptimal, Math.min(prizeBound, relaxed)), prizeBound };
}

/** The plan; its `upperBound` is the smaller of what the exact method proved and the relaxations' bound (D-226, D-237). */
function describeRoute(p: PreparedProblem, route: Route, isOptimal: boolean, prizeBound: number): RoutePlan {
  const visited = new Set(route.order);
  const missing = p.required.filter((node) => !visited.has(node));
  if (missing.length) {
    const proof = isOptimal ? 'No route can visit' : 'No route found within the time limit visits';
    throw new RouteInfeasibleError(`${proof} all the required nodes: ${missing.join(', ')} left out.`, missing);
  }
  const schedule = scheduleVisits(p, route.order);
  if (!schedule) throw new Error('planRoute: internal error, the chosen route is late.');
  const totalPrize = prizeOf(p, route.order);
  const upperBound = isOptimal ? totalPrize : Math.max(totalPrize, prizeBound);
  return { order: [...route.order], visitStarts: schedule.starts, totalTravel: schedule.travel, totalPrize, upperBound, isOptimal };
}

/** The prize a route collects (the start and end earn nothing). */
function prizeOf(p: PreparedProblem, order: readonly number[]): number {
  let prize = 0;
  for (const node of order.slice(1)) if (node !== p.end) prize += p.prize[node]!;
  return prize;
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
