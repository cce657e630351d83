import type { PreparedProblem } from './problem.js';
import { TIME_EPSILON, isFeasible, joinSegments, makeStartVisit, makeVisit, type Segment } from './segments.js';

// A local copy: hot loops should not read another module's live binding.
const TIME_EPS = TIME_EPSILON;

/**
 * A route under construction: the visiting order (start first; the end node last when there
 * is one) with its prefix and suffix runs, so each insertion is checked in constant time.
 */
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

export function buildPrefixes(p: PreparedProblem, order: readonly number[]): Segment[] {
  const prefixes = [makeStartVisit(p)];
  for (let k = 1; k < order.length; k++) prefixes.push(joinSegments(p, prefixes[k - 1]!, makeVisit(p, order[k]!)));
  return prefixes;
}

export function buildSuffixes(p: PreparedProblem, order: readonly number[]): Segment[] {
  const suffixes: Segment[] = new Array(order.length);
  suffixes[order.length - 1] = makeVisit(p, order[order.length - 1]!);
  for (let k = order.length - 2; k >= 1; k--) suffixes[k] = joinSegments(p, makeVisit(p, order[k]!), suffixes[k + 1]!);
  return suffixes;
}

/** Where `node` goes in for the least added travel, or null when it fits nowhere. */
export function findBestInsertion(
  p: PreparedProblem,
  order: readonly number[],
  prefixes: readonly Segment[],
  suffixes: readonly Segment[],
  node: number,
): { after: number; travel: number } | null {
  const visit = makeVisit(p, node);
  // With an end node, nothing goes after it.
  const lastGap = p.end >= 0 ? order.length - 2 : order.length - 1;
  let best: { after: number; travel: number } | null = null;
  for (let after = 0; after <= lastGap; after++) {
    const head = joinSegments(p, prefixes[after]!, visit);
    if (!isFeasible(head)) continue;
    const whole = after === order.length - 1 ? head : joinSegments(p, head, suffixes[after + 1]!);
    if (isFeasible(whole) && (!best || whole.travel < best.travel - TIME_EPS)) best = { after, travel: whole.travel };
  }
  return best;
}

/**
 * Cheapest insertion by weight: again and again, of the nodes that fit, insert the heaviest
 * (required first, then prize) where it adds the least travel. `isAvailable` says which nodes
 * may still go in (not in the route, group not taken); the caller's set is updated.
 * Stopped early, the route so far is feasible all the same.
 */
export function insertGreedily(p: PreparedProblem, route: Route, isAvailable: Uint8Array, groupTaken: Uint8Array, shouldStop: () => boolean): Route {
  let { order } = route;
  for (;;) {
    if (shouldStop()) return measureRoute(p, order);
    const prefixes = buildPrefixes(p, order);
    const suffixes = buildSuffixes(p, order);
    let chosen = -1;
    let chosenAt = { after: 0, travel: 0 };
    for (const node of p.candidates) {
      if (!isAvailable[node] || (p.group[node]! >= 0 && groupTaken[p.group[node]!])) continue;
      if (chosen >= 0 && p.weight[node]! < p.weight[chosen]! - PRIZE_EPSILON) continue;
      const at = findBestInsertion(p, order, prefixes, suffixes, node);
      if (!at) continue;
      const isHeavier = chosen < 0 || p.weight[node]! > p.weight[chosen]! + PRIZE_EPSILON;
      if (isHeavier || at.travel < chosenAt.travel - TIME_EPS) [chosen, chosenAt] = [node, at];
    }
    if (chosen < 0) return measureRoute(p, order);
    order = [...order.slice(0, chosenAt.after + 1), chosen, ...order.slice(chosenAt.after + 1)];
    isAvailable[chosen] = 0;
    if (p.group[chosen]! >= 0) groupTaken[p.group[chosen]!] = 1;
  }
}
