import { PRIZE_EPSILON, Scratch, fillRoute, findSlack, isBetterRoute, measureRoute, type Route } from './insert.js';
import type { PreparedProblem } from './problem.js';
import type { RunTable } from './runs.js';
import { TIME_EPSILON, scheduleVisits } from './segments.js';

// Local copies: a hot loop should not read another module's live binding.
const TIME_EPS = TIME_EPSILON;
const PRIZE_EPS = PRIZE_EPSILON;
/** How many consecutive visits one relocation moves (Or-opt). */
const MAX_MOVED = 3;

/**
 * Local search to a local optimum of (weight, travel): fill the route by ratio insertion
 * (insert.ts), then replace a visit by a heavier or cheaper node, drop a visit that costs
 * travel and earns nothing, move a run of one to three visits elsewhere, turned round or not
 * (Or-opt), reverse a run (2-opt), exchange two visits; after each move, fill again: a shorter
 * route may have room for more. Every move is checked in constant time by joining runs of the
 * route (runs.ts), and only after its travel change, read from the changed arcs, improves.
 * `isUsable` marks the nodes a route may visit; groups and required nodes are kept.
 */
export function improveRoute(p: PreparedProblem, route: Route, isUsable: Uint8Array, shouldStop: () => boolean, scratch = new Scratch(p)): Route {
  let current = route;
  for (;;) {
    if (shouldStop()) return current;
    current = fillRoute(p, current, isUsable, shouldStop, { scratch });
    const next = findImprovingMove(p, current, scratch.runs.load(current.order), isUsable, scratch);
    if (!next) return current;
    current = next;
  }
}

function findImprovingMove(p: PreparedProblem, current: Route, runs: RunTable, isUsable: Uint8Array, scratch: Scratch): Route | null {
  const { order } = current;
  const size = order.length;
  const end = size - 1;
  // Positions that may change: not the start, not the end node.
  const lastMovable = p.end >= 0 ? size - 2 : size - 1;
  const lastGap = lastMovable;
  const isBetter = (weight: number) => isBetterRoute({ weight, travel: runs.foldTravel }, current);
  // Travel is checked first, from the arcs a move changes: most moves travel no less, and
  // need no check of their times.
  const hop = (i: number, j: number) => (j > end ? 0 : p.travel[order[i]! * p.n + order[j]!]!);
  const hopTo = (i: number, node: number) => p.travel[order[i]! * p.n + node]!;
  const hopFrom = (node: number, j: number) => (j > end ? 0 : p.travel[node * p.n + order[j]!]!);
  const isShorter = (delta: number) => delta < -TIME_EPS;
  const { inRoute, groupUsed } = scratch.clearMarks();
  for (const node of order) {
    inRoute[node] = 1;
    if (p.group[node]! >= 0) groupUsed[p.group[node]!]!++;
  }

  // Replace the visit at `at` by a node: checked like an insertion, from the slack around it.
  const { leaves, latestStarts } = findSlack(p, order, scratch);
  for (let node = 0; node < p.n; node++) {
    if (!isUsable[node] || inRoute[node]) continue;
    const g = p.group[node]!;
    const closes = p.latest[node]! + TIME_EPS;
    for (let at = 1; at <= lastMovable; at++) {
      if (g >= 0 && groupUsed[g] && p.group[order[at]!] !== g) continue;
      const gain = p.weight[node]! - p.weight[order[at]!]!;
      if (gain < -PRIZE_EPS) continue;
      const delta = hopTo(at - 1, node) + hopFrom(node, at + 1) - hop(at - 1, at) - hop(at, at + 1);
      if (gain <= PRIZE_EPS && !isShorter(delta)) continue;
      const arrives = leaves[at - 1]! + hopTo(at - 1, node);
      if (arrives > closes) continue;
      const ends = Math.max(arrives, p.earliest[node]!) + p.service[node]!;
      if (at < end && ends + hopFrom(node, at + 1) > latestStarts[at + 1]! + TIME_EPS) continue;
      const replaced = measureRoute(p, order.map((o, k) => (k === at ? node : o)));
      if (isBetterRoute(replaced, current) && scheduleVisits(p, replaced.order)) return replaced;
    }
  }
  for (let at = 1; at <= lastMovable; at++) {
    if (p.weight[order[at]!]! > PRIZE_EPS || !isShorter(hop(at - 1, at + 1) - hop(at - 1, at) - hop(at, at + 1))) continue;
    const fits = runs.reset().appendRun(0, at - 1) && runs.appendRun(at + 1, end);
    if (fits && isBetter(current.weight)) return measureRoute(p, order.filter((_, k) => k !== at));
  }
  for (let from = 1; from <= lastMovable; from++) {
    for (let length = 1; length <= MAX_MOVED && from + length - 1 <= lastMovable; length++) {
      const to = from + length - 1;
      const saved = hop(from - 1, from) + hop(to, to + 1) - hop(from - 1, to + 1);
      const turned = runs.reversedTravel(from, to) - runs.runTravel(from, to);
      for (let after = 0; after <= lastGap; after++) {
        if (after >= from - 1 && after <= to) continue;
        const added = hopTo(after, order[from]!) + hopFrom(order[to]!, after + 1) - hop(after, after + 1);
        const addedTurned = length > 1 ? hopTo(after, order[to]!) + hopFrom(order[from]!, after + 1) - hop(after, after + 1) + turned : Infinity;
        for (let turn = 0; turn < 2; turn++) {
          const isTurned = turn === 1;
          if (!isShorter((isTurned ? addedTurned : added) - saved)) continue;
          const appendMoved = () => (isTurned ? runs.appendReversedRun(from, to) : runs.appendRun(from, to));
          const fits =
            after < from
              ? runs.reset().appendRun(0, after) && appendMoved() && runs.appendRun(after + 1, from - 1) && runs.appendRun(to + 1, end)
              : runs.reset().appendRun(0, from - 1) && runs.appendRun(to + 1, after) && appendMoved() && runs.appendRun(after + 1, end);
          if (!fits || !isBetter(current.weight)) continue;
          const moved = order.slice(from, to + 1);
          if (isTurned) moved.reverse();
          const rest = [...order.slice(0, from), ...order.slice(to + 1)];
          const gap = after < from ? after + 1 : after + 1 - length;
          return measureRoute(p, [...rest.slice(0, gap), ...moved, ...rest.slice(gap)]);
        }
      }
    }
  }
  for (let i = 1; i < lastMovable; i++) {
    for (let j = i + 2; j <= lastMovable; j++) {
      // Reverse order[i..j] (2-opt; two visits are an exchange, below).
      const delta = hopTo(i - 1, order[j]!) + hopFrom(order[i]!, j + 1) - hop(i - 1, i) - hop(j, j + 1) + runs.reversedTravel(i, j) - runs.runTravel(i, j);
      if (!isShorter(delta)) continue;
      const fits = runs.reset().appendRun(0, i - 1) && runs.appendReversedRun(i, j) && runs.appendRun(j + 1, end);
      if (fits && isBetter(current.weight)) return measureRoute(p, [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)]);
    }
  }
  for (let i = 1; i < lastMovable; i++) {
    for (let j = i + 1; j <= lastMovable; j++) {
      const [a, b] = [order[i]!, order[j]!];
      const delta =
        j === i + 1
          ? hopTo(i - 1, b) + p.travel[b * p.n + a]! + hopFrom(a, j + 1) - hop(i - 1, i) - hop(i, j) - hop(j, j + 1)
          : hopTo(i - 1, b) + hopFrom(b, i + 1) + hopTo(j - 1, a) + hopFrom(a, j + 1) - hop(i - 1, i) - hop(i, i + 1) - hop(j - 1, j) - hop(j, j + 1);
      if (!isShorter(delta)) continue;
      const fits =
        runs.reset().appendRun(0, i - 1) && runs.appendVisit(order[j]!) && runs.appendRun(i + 1, j - 1) && runs.appendVisit(order[i]!) && runs.appendRun(j + 1, end);
      if (fits && isBetter(current.weight)) return measureRoute(p, order.map((o, k) => (k === i ? order[j]! : k === j ? order[i]! : o)));
    }
  }
  return null;
}
