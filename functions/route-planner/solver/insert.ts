import type { PreparedProblem } from './problem.js';
import { RunTable } from './runs.js';
import { TIME_EPSILON, scheduleVisits } from './segments.js';

// A local copy: hot loops should not read another module's live binding.
const TIME_EPS = TIME_EPSILON;

/** A route: the visiting order (start first; the end node last when there is one), its weight and travel. */
export interface Route {
  order: number[];
  weight: number;
  travel: number;
}

export const PRIZE_EPSILON = 1e-9;

/** More weight, or as much with less travel. */
export function isBetterRoute(a: { weight: number; travel: number }, b: { weight: number; travel: number }): boolean {
  if (a.weight > b.weight + PRIZE_EPSILON) return true;
  return a.weight >= b.weight - PRIZE_EPSILON && a.travel < b.travel - 1e-9;
}

export function measureRoute(p: PreparedProblem, order: number[]): Route {
  let weight = 0;
  for (let k = 1; k < order.length; k++) weight += p.weight[order[k]!]!;
  if (p.end >= 0) weight -= p.weight[p.end]!;
  let travel = 0;
  for (let k = 1; k < order.length; k++) travel += p.travel[order[k - 1]! * p.n + order[k]!]!;
  return { order, weight, travel };
}

/**
 * `insertGreedily` from the usable nodes not in `route` and of no group it has taken: the route
 * with every node added that fits.
 */
export function fillRoute(p: PreparedProblem, route: Route, isUsable: Uint8Array, shouldStop: () => boolean, options: FillOptions = {}): Route {
  const scratch = options.scratch ?? new Scratch(p);
  const isAvailable = scratch.isAvailable;
  isAvailable.set(isUsable);
  const groupTaken = scratch.groupTaken.fill(0);
  for (const node of route.order) {
    isAvailable[node] = 0;
    if (p.group[node]! >= 0) groupTaken[p.group[node]!] = 1;
  }
  return insertGreedily(p, route, isAvailable, groupTaken, shouldStop, options);
}

/** Options of one greedy fill. */
export interface FillOptions {
  /** Nodes that may go in only once no other node fits (just removed by a shake: look elsewhere first). */
  isHeld?: Uint8Array;
  /** Each score is multiplied by 1 + noise × (a random number in -0.5..0.5): a randomised fill. */
  noise?: number;
  random?: () => number;
  scratch?: Scratch;
}

/**
 * Arrays one search reuses from move to move: a typed array allocated per move made V8 spend
 * more time collecting garbage than searching.
 */
export class Scratch {
  readonly isAvailable: Uint8Array;
  readonly groupTaken: Uint8Array;
  readonly inRoute: Uint8Array;
  readonly groupUsed: Int32Array;
  readonly leaves: Float64Array;
  readonly latestStarts: Float64Array;
  readonly runs: RunTable;

  constructor(p: PreparedProblem) {
    this.isAvailable = new Uint8Array(p.n);
    this.groupTaken = new Uint8Array(p.groupCount);
    this.inRoute = new Uint8Array(p.n);
    this.groupUsed = new Int32Array(Math.max(1, p.groupCount));
    // A route visits each node at most once, and a closed tour ends with its start again.
    this.leaves = new Float64Array(p.n + 1);
    this.latestStarts = new Float64Array(p.n + 1);
    this.runs = new RunTable(p);
  }

  clearMarks(): { inRoute: Uint8Array; groupUsed: Int32Array } {
    return { inRoute: this.inRoute.fill(0), groupUsed: this.groupUsed.fill(0) };
  }
}

/**
 * Greedy insertion by ratio (Vansteenwegen et al. 2009): again and again, of the nodes that fit,
 * insert the one with the best weight² / cost where it costs least; cost is the added travel
 * plus the shift, the time the visit pushes the rest of the route back (travel, waiting and
 * the visit itself), which is what a day has too little of. Required nodes go first. Each
 * gap is checked in constant time from the earliest start of the visit before it and the
 * latest start of the visit after it that keeps every later visit on time (Savelsbergh 1992).
 * `isAvailable` says which nodes may still go in (not in the route, group not taken); the
 * caller's sets are updated. Stopped early, the route so far is feasible all the same.
 */
export function insertGreedily(
  p: PreparedProblem,
  route: Route,
  isAvailable: Uint8Array,
  groupTaken: Uint8Array,
  shouldStop: () => boolean,
  options: FillOptions = {},
): Route {
  let { order } = route;
  const { n, travel, earliest, latest, service } = p;
  const { isHeld, noise = 0, random = () => 0.5 } = options;
  const scratch = options.scratch ?? new Scratch(p);
  let isHolding = isHeld !== undefined;
  for (;;) {
    if (shouldStop()) return measureRoute(p, order);
    const size = order.length;
    const lastGap = p.end >= 0 ? size - 2 : size - 1;
    const { leaves, latestStarts } = findSlack(p, order, scratch);
    let chosen = -1;
    let chosenAfter = 0;
    let chosenScore = -Infinity;
    let chosenRequired = false;
    for (const node of p.candidates) {
      if (!isAvailable[node] || (p.group[node]! >= 0 && groupTaken[p.group[node]!])) continue;
      if (isHolding && isHeld![node]) continue;
      const isRequired = p.weight[node]! >= p.bonus;
      if (chosenRequired && !isRequired) continue;
      const opens = earliest[node]!;
      const closes = latest[node]! + TIME_EPS;
      const visit = service[node]!;
      const isFree = p.weight[node]! <= PRIZE_EPSILON;
      let bestCost = Infinity;
      let bestAfter = -1;
      for (let after = 0; after <= lastGap; after++) {
        const prev = order[after]!;
        const toNode = travel[prev * n + node]!;
        const arrives = leaves[after]! + toNode;
        if (arrives > closes) continue;
        const begins = arrives > opens ? arrives : opens;
        let cost = begins + visit - leaves[after]! + toNode;
        let shortcut = toNode;
        if (after < size - 1) {
          const next = order[after + 1]!;
          const fromNode = travel[node * n + next]!;
          if (begins + visit + fromNode > latestStarts[after + 1]! + TIME_EPS) continue;
          const saved = travel[prev * n + next]!;
          cost += 2 * (fromNode - saved);
          shortcut += fromNode - saved;
        }
        // A node earning nothing goes in only where it shortens the route (a broken triangle
        // inequality): anywhere else local search would drop it again, and the fill re-add it.
        if (isFree) cost = shortcut < -TIME_EPS ? shortcut : Infinity;
        if (cost < bestCost - TIME_EPS) {
          bestCost = cost;
          bestAfter = after;
        }
      }
      if (bestAfter < 0) continue;
      const weight = p.weight[node]!;
      let score = (weight * weight) / (Math.max(bestCost, 0) + COST_FLOOR);
      if (noise > 0) score *= 1 + noise * (random() - 0.5);
      if ((isRequired && !chosenRequired) || score > chosenScore) {
        chosen = node;
        chosenAfter = bestAfter;
        chosenScore = score;
        chosenRequired = isRequired;
      }
    }
    if (chosen < 0) {
      // Nothing else fits: the held nodes may come back.
      if (isHolding) {
        isHolding = false;
        continue;
      }
      return measureRoute(p, order);
    }
    const next = [...order.slice(0, chosenAfter + 1), chosen, ...order.slice(chosenAfter + 1)];
    // The constant-time check and the schedule may round differently at a window's very edge.
    if (scheduleVisits(p, next)) order = next;
    isAvailable[chosen] = 0;
    if (p.group[chosen]! >= 0) groupTaken[p.group[chosen]!] = 1;
  }
}

/**
 * Per visit of `order`: when it ends at the earliest (start fixed at its window's opening),
 * and the latest it may start with every later visit still on time.
 */
export function findSlack(p: PreparedProblem, order: readonly number[], scratch: Scratch): { leaves: Float64Array; latestStarts: Float64Array } {
  const size = order.length;
  const { leaves, latestStarts } = scratch;
  let time = p.earliest[order[0]!]!;
  for (let k = 0; k < size; k++) {
    const node = order[k]!;
    if (k > 0) time = Math.max(p.earliest[node]!, time + p.travel[order[k - 1]! * p.n + node]!);
    time += p.service[node]!;
    leaves[k] = time;
  }
  latestStarts[size - 1] = p.latest[order[size - 1]!]!;
  for (let k = size - 2; k >= 0; k--) {
    const node = order[k]!;
    latestStarts[k] = Math.min(p.latest[node]!, latestStarts[k + 1]! - p.travel[node * p.n + order[k + 1]!]! - p.service[node]!);
  }
  return { leaves, latestStarts };
}

/** Added to a cost before dividing by it: a node on the way (cost 0) is the best choice, not a division by zero. */
const COST_FLOOR = 1e-6;
