import { improveRoute } from './improve.js';
import { insertGreedily, isBetterRoute, measureRoute, type Route } from './insert.js';
import type { PreparedProblem } from './problem.js';
import { scheduleVisits } from './segments.js';

export interface HeuristicLimits {
  deadline: number;
  /** Rounds of destroy-and-repair, a cap that keeps results the same on a fast or slow machine. */
  maxRounds: number;
  /** Stop after this many rounds without a better route. */
  patience: number;
  seed: number;
}

/**
 * Iterated local search: the greedy route improved to a local optimum, then again and again
 * a few visits removed at random (scattered, or a run of consecutive ones), the route
 * refilled greedily and improved again; a round's route replaces the current one unless it is
 * worse, and the best is kept. Seeded, so the same problem gives the same route unless the
 * deadline cuts the rounds short. Returns null when no route reaches the end node.
 */
export function searchHeuristically(p: PreparedProblem, usable: readonly number[], from: Route | null, limits: HeuristicLimits): Route | null {
  const shouldStop = () => performance.now() > limits.deadline;
  const isUsable = new Uint8Array(p.n);
  for (const node of usable) isUsable[node] = 1;
  const first = from ?? buildGreedyRoute(p, usable, limits.deadline);
  if (!first) return null;
  let current = improveRoute(p, first, isUsable, shouldStop);
  let best = current;
  const random = makeRandom(limits.seed);
  for (let round = 0, quiet = 0; round < limits.maxRounds && quiet < limits.patience && !shouldStop(); round++) {
    const shaken = shakeRoute(p, current, random);
    if (!shaken) continue;
    const candidate = improveRoute(p, refill(p, shaken, isUsable, shouldStop), isUsable, shouldStop);
    quiet++;
    if (isBetterRoute(candidate, best)) [best, quiet] = [candidate, 0];
    if (!isBetterRoute(current, candidate)) current = candidate;
    // Wandering on plateaus far from the best rarely pays: go back to it now and then.
    else if (quiet % 50 === 0) current = best;
  }
  return best;
}

/** Greedy insertion from the bare route, or null when the end node cannot follow the start directly. */
export function buildGreedyRoute(p: PreparedProblem, usable: readonly number[], deadline: number): Route | null {
  const base = p.end >= 0 ? [p.start, p.end] : [p.start];
  if (!scheduleVisits(p, base)) return null;
  const isUsable = new Uint8Array(p.n);
  for (const node of usable) isUsable[node] = 1;
  return refill(p, measureRoute(p, base), isUsable, () => performance.now() > deadline);
}

function refill(p: PreparedProblem, route: Route, isUsable: Uint8Array, shouldStop: () => boolean): Route {
  const isAvailable = Uint8Array.from(isUsable);
  const groupTaken = new Uint8Array(p.groupCount);
  for (const node of route.order) {
    isAvailable[node] = 0;
    if (p.group[node]! >= 0) groupTaken[p.group[node]!] = 1;
  }
  return insertGreedily(p, route, isAvailable, groupTaken, shouldStop);
}

/** The route without a few of its visits, or null when leaving them out makes a later visit late. */
function shakeRoute(p: PreparedProblem, route: Route, random: () => number): Route | null {
  const first = 1;
  const last = route.order.length - (p.end >= 0 ? 2 : 1);
  const count = last - first + 1;
  if (count < 1) return null;
  const removing = 1 + Math.floor(random() * Math.min(count, Math.max(2, Math.round(count * 0.2))));
  const removed = new Set<number>();
  if (random() < 0.5) {
    const at = first + Math.floor(random() * (count - removing + 1));
    for (let k = 0; k < removing; k++) removed.add(at + k);
  } else {
    while (removed.size < removing) removed.add(first + Math.floor(random() * count));
  }
  const order = route.order.filter((_, k) => !removed.has(k));
  return scheduleVisits(p, order) ? measureRoute(p, order) : null;
}

/** mulberry32: a small seeded generator, so that results repeat. */
function makeRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
