import { improveRoute } from './improve.js';
import { PRIZE_EPSILON, Scratch, fillRoute, isBetterRoute, measureRoute, type Route } from './insert.js';
import type { PreparedProblem } from './problem.js';
import { scheduleVisits } from './segments.js';

export interface HeuristicLimits {
  /** The wall clock, a backstop: the rounds below are what keeps results the same on a fast or slow machine. */
  deadline: number;
  /** Rounds of destroy-and-repair. */
  maxRounds: number;
  /** Stop after this many rounds without a better route. */
  patience: number;
  seed: number;
  /** When given, told how many rounds ran (a run the clock cut did fewer than maxRounds). */
  progress?: { rounds: number };
}

/** A round's route may trail the best by this share of its prize (or of its travel, at the best's prize). */
const THRESHOLD = 0.06;
/** After this many rounds without a better route, the search goes back to the best. */
const RETURN_AFTER = 100;
/** At most this share of the visits is removed in one round, and at most MAX_REMOVED visits: a long route is rebuilt a part at a time. */
const MAX_REMOVED_SHARE = 0.7;
const MAX_REMOVED = 12;
/** How much a repair's ratios are randomised (insert.ts FillOptions.noise). */
const NOISE = 1;

/**
 * Iterated local search, ruin and recreate (Vansteenwegen et al. 2009; Schrimpf et al. 2000):
 * the route improved to a local optimum (improve.ts), then round after round a few visits
 * removed (scattered, consecutive, or near one another), the route refilled by randomised
 * ratio insertion (the removed nodes last, so that others get their place) and improved
 * again. A round's route becomes the current one when it is no worse, or trails the best by
 * less than THRESHOLD (record-to-record travel), and the best is kept. Seeded, so the same
 * problem gives the same route unless the deadline cuts the rounds short. Returns null when
 * no route reaches the end node.
 */
export function searchHeuristically(p: PreparedProblem, usable: readonly number[], from: Route | null, limits: HeuristicLimits): Route | null {
  const shouldStop = () => performance.now() > limits.deadline;
  const isUsable = new Uint8Array(p.n);
  for (const node of usable) isUsable[node] = 1;
  const first = from ?? buildGreedyRoute(p, usable, limits.deadline);
  if (!first) return null;
  const scratch = new Scratch(p);
  let current = improveRoute(p, first, isUsable, shouldStop, scratch);
  let best = current;
  const random = makeRandom(limits.seed);
  const isHeld = new Uint8Array(p.n);
  for (let round = 0, quiet = 0; round < limits.maxRounds && quiet < limits.patience && !shouldStop(); round++) {
    const removed = chooseRemoved(p, current, random);
    if (!removed.length) break;
    if (limits.progress) limits.progress.rounds = round + 1;
    const kept = current.order.filter((_, k) => !removed.includes(k));
    if (!scheduleVisits(p, kept)) continue;
    for (const k of removed) isHeld[current.order[k]!] = 1;
    const refilled = fillRoute(p, measureRoute(p, kept), isUsable, shouldStop, { isHeld, noise: NOISE, random, scratch });
    for (const k of removed) isHeld[current.order[k]!] = 0;
    const candidate = improveRoute(p, refilled, isUsable, shouldStop, scratch);
    quiet++;
    if (isBetterRoute(candidate, best)) [best, quiet] = [candidate, 0];
    if (!isBetterRoute(current, candidate) || isNear(p, candidate, best)) current = candidate;
    // Wandering on plateaus far from the best rarely pays: go back to it now and then.
    if (quiet > 0 && quiet % RETURN_AFTER === 0) current = best;
  }
  return best;
}

/** Within THRESHOLD of the best: as many required nodes and a prize short by less, or the same weight and travel longer by less. */
function isNear(p: PreparedProblem, route: Route, best: Route): boolean {
  if (route.weight >= best.weight - PRIZE_EPSILON) return route.travel <= best.travel * (1 + THRESHOLD);
  const required = Math.floor(best.weight / p.bonus);
  if (Math.floor(route.weight / p.bonus) < required) return false;
  return route.weight >= best.weight - THRESHOLD * (best.weight - required * p.bonus);
}

/** Positions of the visits a round removes: 1 to MAX_REMOVED_SHARE of them (MAX_REMOVED at most), scattered, consecutive, or the nearest to one. */
function chooseRemoved(p: PreparedProblem, route: Route, random: () => number): number[] {
  const first = 1;
  const last = route.order.length - (p.end >= 0 ? 2 : 1);
  const count = last - first + 1;
  if (count < 1) return [];
  const removing = 1 + Math.floor(random() * Math.min(count, MAX_REMOVED, Math.max(2, Math.round(count * MAX_REMOVED_SHARE))));
  const kind = random();
  if (kind < 1 / 3) {
    const at = first + Math.floor(random() * (count - removing + 1));
    return Array.from({ length: removing }, (_, k) => at + k);
  }
  if (kind < 2 / 3) {
    // Related removal (Shaw 1998): a visit and those nearest to it, whose places can be swapped.
    const seed = route.order[first + Math.floor(random() * count)]!;
    const distance = (node: number) => p.travel[seed * p.n + node]! + p.travel[node * p.n + seed]!;
    const positions = Array.from({ length: count }, (_, k) => first + k);
    positions.sort((a, b) => distance(route.order[a]!) - distance(route.order[b]!));
    return positions.slice(0, removing);
  }
  const removed = new Set<number>();
  while (removed.size < removing) removed.add(first + Math.floor(random() * count));
  return [...removed];
}

/** Greedy insertion from the bare route, or null when the end node cannot follow the start directly. */
export function buildGreedyRoute(p: PreparedProblem, usable: readonly number[], deadline: number): Route | null {
  const base = p.end >= 0 ? [p.start, p.end] : [p.start];
  if (!scheduleVisits(p, base)) return null;
  const isUsable = new Uint8Array(p.n);
  for (const node of usable) isUsable[node] = 1;
  return fillRoute(p, measureRoute(p, base), isUsable, () => performance.now() > deadline);
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
