import { findBestNgWalk, findLatestStarts, type WalkInput } from './bound-ng.js';
import type { PreparedProblem } from './problem.js';
import { computeReach, type Reach } from './reach.js';
import { TIME_EPSILON } from './segments.js';
import { RouteInfeasibleError } from './types.js';

// Local copy: hot loops should not read another module's live bindings.
const TIME_EPS = TIME_EPSILON;

/** Past this many nodes the least times through other visits (n³) are not computed: the bound uses direct arcs. */
const REACH_MAX_NODES = 160;
/** The walk relaxations' clock backstop, a small share of the planner's default second. */
const BUDGET_MS = 150;
/** The walk relaxation's prize levels at most: prizes are rounded up to a unit that keeps them this few. */
const MAX_LEVELS = 1_000;
/** The ng-route passes' steps together (a label tried towards a node, about 10 ns each): the bound's results depend on work, not load. */
const NG_STEPS = 10_000_000;
/** ng-route neighbourhood sizes tried in turn while work remains (docs/route-planner.md "The bound"). */
const NG_SIZES = [8, 12, 16, 24];
/** The walk relaxation's transitions at most (levels × nodes²): past it, only the visit count is used. */
const MAX_WORK = 10_000_000;

export interface BoundOptions {
  /** Time for the walk relaxation; past it only the visit count is used. Default 150 ms. */
  budgetMs?: number;
  /** The clock time the walk relaxation must end by, instead of budgetMs from now (planRoute's limit, D-237). */
  deadline?: number;
  /** The problem's reach when already computed (planRoute's): not computed again. */
  reach?: Reach | null;
  /** Up to this many nodes the least times through other visits are computed (default 160); tests lower it to check the direct arcs. */
  reachMaxNodes?: number;
  /** The walk relaxation's transitions at most (default 10 million); 0 leaves only the visit count. */
  maxWork?: number;
  /** The prize of a route known to exist (the plan's): walks that cannot collect more are not followed. */
  atLeast?: number;
  /** The ng-route passes' work, in steps (default 10 million). */
  steps?: number;
  /** The ng-route neighbourhood sizes tried in turn, at most 31 (default 8, 12, 16, 24); an offline proof tries larger ones. */
  sizes?: readonly number[];
}

/**
 * The most prize any feasible route could collect (docs/route-planner.md "The bound"): the
 * least of three relaxations, each valid whatever the matrix (asymmetric, triangle inequality
 * broken), with groups and required nodes. (1) Every usable node, the heaviest of a group.
 * (2) The visit count: no more visits than fit before the windows close, each at least the
 * least duration-and-arc into it after the one before; the heaviest that many prizes.
 * (3) Walks instead of routes, over (prize collected, last node) keeping the earliest start:
 * first with 2-cycles eliminated (Christofides, Mingozzi & Toth 1981), then as ng-routes
 * (Baldacci, Mingozzi & Roberti 2011, bound-ng.ts) with ever larger neighbourhoods while the
 * work lasts. Every route is such a walk, so the walks' best prize bounds the routes'. (3) is
 * skipped, leaving (1) and (2), past its work limit (a day of thousands of listings), and an
 * ng pass cut by the clock (`budgetMs`, or planRoute's `deadline`) counts for nothing.
 */
export function findUpperBound(p: PreparedProblem, options: BoundOptions = {}): number {
  const deadline = options.deadline ?? performance.now() + (options.budgetMs ?? BUDGET_MS);
  let reach: Reach | null = options.reach ?? null;
  if (!reach && p.n <= (options.reachMaxNodes ?? REACH_MAX_NODES)) {
    try {
      reach = computeReach(p);
    } catch (error) {
      // No feasible route at all: nothing to collect.
      if (error instanceof RouteInfeasibleError) return 0;
      throw error;
    }
  }
  const arcs = prepareArcs(p, reach);
  const nodes = (reach?.usable ?? p.candidates).filter((node) => p.prize[node]! > 0 && arcs.firstStart(node) <= arcs.deadline[node]! + TIME_EPS);
  if (nodes.length === 0) return 0;
  const prizes = heaviestPerGroup(p, nodes);
  const ceiling = prizes.reduce((sum, prize) => sum + prize, 0);
  const count = countVisits(p, arcs, nodes);
  const byCount = prizes.slice(0, count).reduce((sum, prize) => sum + prize, 0);
  const byWalks = findBestWalk(p, arcs, nodes, count, { deadline, maxWork: options.maxWork ?? MAX_WORK, atLeast: options.atLeast ?? 0, steps: options.steps ?? NG_STEPS, sizes: options.sizes ?? NG_SIZES });
  const bound = Math.min(ceiling, byCount, byWalks);
  return isWhole(p.prize) ? Math.floor(bound + 1e-9) : bound;
}

interface Arcs {
  /** A lower bound on the time from the end of a visit at i to the start of the next kept visit at j, whatever lies between. */
  time: (i: number, j: number) => number;
  /** Latest start of a visit at the node from which the end node can still be reached in time (its window's close when earlier). */
  deadline: Float64Array;
  /** Earliest start of a visit at the node straight after the start. */
  firstStart: (node: number) => number;
  /** With direct arcs, the least arc into each node (a day of thousands: no pairs of prized nodes are compared). */
  leastIn: Float64Array | null;
}

/**
 * Between two prized visits a route may pass through visits earning nothing: with the least
 * times through other visits (reach) when known, otherwise the direct arc or, through at least
 * one other visit, the least arc out, the shortest visit and the least arc in.
 */
function prepareArcs(p: PreparedProblem, reach: Reach | null): Arcs {
  const { n } = p;
  let time: (i: number, j: number) => number;
  let leastIn: Float64Array | null = null;
  if (reach) {
    const least = reach.time;
    time = (i, j) => least[i * n + j]!;
  } else {
    const between = [p.start, ...p.candidates, ...(p.end >= 0 && p.end !== p.start ? [p.end] : [])];
    const leastOut = new Float64Array(n).fill(Infinity);
    const into = new Float64Array(n).fill(Infinity);
    for (const i of between) {
      const row = i * n;
      for (const j of between) {
        const t = p.travel[row + j]!;
        if (i === j) continue;
        if (t < leastOut[i]!) leastOut[i] = t;
        if (t < into[j]!) into[j] = t;
      }
    }
    let shortest = Infinity;
    for (const node of p.candidates) shortest = Math.min(shortest, p.service[node]!);
    time = (i, j) => Math.min(p.travel[i * n + j]!, leastOut[i]! + shortest + into[j]!);
    leastIn = into;
  }
  const deadline = Float64Array.from(p.latest);
  if (p.end >= 0) {
    for (const node of p.candidates) deadline[node] = Math.min(p.latest[node]!, p.latest[p.end]! - p.service[node]! - time(node, p.end));
  }
  const leave = p.earliest[p.start]! + p.service[p.start]!;
  return { time, deadline, firstStart: (node) => Math.max(p.earliest[node]!, leave + time(p.start, node)), leastIn };
}

/** The prizes a route could take, heaviest first: every ungrouped node's, and the heaviest of each group. */
function heaviestPerGroup(p: PreparedProblem, nodes: readonly number[]): number[] {
  const prizes: number[] = [];
  const heaviest = new Map<number, number>();
  for (const node of nodes) {
    const g = p.group[node]!;
    if (g < 0) prizes.push(p.prize[node]!);
    else heaviest.set(g, Math.max(heaviest.get(g) ?? 0, p.prize[node]!));
  }
  return [...prizes, ...heaviest.values()].sort((a, b) => b - a);
}

/**
 * The most visits that fit: the k-th visit starts no earlier than the earliest start of a
 * k-th visit at any node, given the (k-1)-th at its earliest and the least duration and arc
 * into the node from any other. The earliest starts only grow with k, so this stops within
 * as many steps as there are nodes.
 */
function countVisits(p: PreparedProblem, arcs: Arcs, nodes: readonly number[]): number {
  let shortest = Infinity;
  for (const node of nodes) shortest = Math.min(shortest, p.service[node]!);
  const into = nodes.map((node) => {
    if (arcs.leastIn) return shortest + arcs.leastIn[node]!;
    let least = Infinity;
    for (const from of nodes) if (from !== node) least = Math.min(least, p.service[from]! + arcs.time(from, node));
    return least;
  });
  let at = Infinity;
  for (const node of nodes) at = Math.min(at, arcs.firstStart(node));
  let count = 1;
  while (count < nodes.length) {
    let next = Infinity;
    nodes.forEach((node, k) => {
      const start = Math.max(p.earliest[node]!, at + into[k]!);
      if (start <= arcs.deadline[node]! + TIME_EPS && start < next) next = start;
    });
    if (next === Infinity) break;
    [at, count] = [next, count + 1];
  }
  return count;
}

/**
 * The walk relaxations (3 in findUpperBound), in prize units rounded up so that the levels stay
 * few: first walks with 2-cycles eliminated, then ng-routes with ever larger neighbourhoods while
 * time remains. Every pass that finishes is a valid bound: the least one counts. Infinity when
 * none finishes.
 */
function findBestWalk(p: PreparedProblem, arcs: Arcs, nodes: readonly number[], count: number, limits: { deadline: number; maxWork: number; atLeast: number; steps: number; sizes: readonly number[] }): number {
  const unit = findUnit(p, nodes, count);
  const units = Int32Array.from(nodes, (node) => Math.max(1, Math.ceil(p.prize[node]! / unit - 1e-9)));
  const levels = [...units].sort((a, b) => b - a).slice(0, count).reduce((sum, u) => sum + u, 0) + 1;
  const m = nodes.length;
  if (levels * m * m > limits.maxWork) return Infinity;
  const hop = new Float64Array(m * m);
  for (let a = 0; a < m; a++) for (let b = 0; b < m; b++) hop[a * m + b] = a === b ? Infinity : arcs.time(nodes[a]!, nodes[b]!);
  const input: WalkInput = {
    p,
    nodes,
    units,
    // Who a node is for the elimination rules: its group when it has one, so two of a group never both count.
    who: Int32Array.from(nodes, (node, k) => (p.group[node]! >= 0 ? m + p.group[node]! : k)),
    hop,
    firstStart: Float64Array.from(nodes, (node) => arcs.firstStart(node)),
    deadline: Float64Array.from(nodes, (node) => arcs.deadline[node]!),
    levels,
    stopAt: limits.deadline,
    atLeast: Math.floor(limits.atLeast / unit + 1e-9),
    budget: { steps: limits.steps },
  };
  let best = findBestTwoCycleWalk(input);
  const latest = findLatestStarts(input);
  for (const size of latest ? limits.sizes : []) {
    if (performance.now() > limits.deadline || input.budget.steps <= 0) break;
    best = Math.min(best, findBestNgWalk(input, latest!, size));
    // A neighbourhood of every node makes the walks routes: no larger one can do better.
    if (size >= m) break;
  }
  return best * unit;
}

/**
 * Walks where a node may come back but not two visits later (2-cycle elimination, Christofides,
 * Mingozzi & Toth 1981): per level and node two labels, the earliest start, and the earliest with
 * another predecessor, so that a step back to the predecessor can take the second. Its work is
 * known beforehand (levels × nodes², under MAX_WORK); the clock, read once a level, is only
 * planRoute's limit (D-237): cut, it counts for nothing.
 */
function findBestTwoCycleWalk({ p, nodes, units, who, hop, firstStart, deadline, levels, stopAt }: WalkInput): number {
  const m = nodes.length;
  const firstTime = new Float64Array(levels * m).fill(Infinity);
  const firstFrom = new Int32Array(levels * m).fill(-1);
  const secondTime = new Float64Array(levels * m).fill(Infinity);
  const secondFrom = new Int32Array(levels * m).fill(-1);
  const offer = (level: number, b: number, time: number, from: number) => {
    const at = level * m + b;
    if (from === firstFrom[at]) {
      if (time < firstTime[at]!) firstTime[at] = time;
    } else if (time < firstTime[at]!) {
      secondTime[at] = firstTime[at]!;
      secondFrom[at] = firstFrom[at]!;
      firstTime[at] = time;
      firstFrom[at] = from;
    } else if (time < secondTime[at]!) {
      secondTime[at] = time;
      secondFrom[at] = from;
    }
  };
  // A walk past the count's levels cannot happen but by rounding; then this bound gives up.
  let isCut = false;
  for (let b = 0; b < m; b++) {
    if (firstStart[b]! > deadline[b]! + TIME_EPS) continue;
    if (units[b]! < levels) offer(units[b]!, b, firstStart[b]!, -1);
    else isCut = true;
  }
  let best = 0;
  for (let level = 1; level < levels; level++) {
    if (performance.now() > stopAt) return Infinity;
    for (let a = 0; a < m; a++) {
      const at = level * m + a;
      if (firstTime[at] === Infinity) continue;
      best = level;
      const ends = p.service[nodes[a]!]!;
      for (let b = 0; b < m; b++) {
        if (who[b] === who[a]) continue;
        // Not back to the node (or group) just before: the second label then, if any.
        const isBack = firstFrom[at] === who[b];
        const time = isBack ? secondTime[at]! : firstTime[at]!;
        if (time === Infinity || (isBack && secondFrom[at] === who[b])) continue;
        const start = Math.max(p.earliest[nodes[b]!]!, time + ends + hop[a * m + b]!);
        if (start > deadline[b]! + TIME_EPS) continue;
        const next = level + units[b]!;
        if (next < levels) offer(next, b, start, who[a]!);
        else isCut = true;
      }
    }
  }
  return isCut ? Infinity : best;
}

/** The prize unit: the prizes' common divisor when whole numbers, else the least prize; larger when the levels would be too many. */
function findUnit(p: PreparedProblem, nodes: readonly number[], count: number): number {
  const prizes = nodes.map((node) => p.prize[node]!);
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const base = prizes.every(Number.isInteger) ? prizes.reduce(gcd) : Math.min(...prizes);
  const top = [...prizes].sort((a, b) => b - a).slice(0, count).reduce((sum, prize) => sum + prize, 0);
  return Math.max(base, top / MAX_LEVELS);
}

const isWhole = (prizes: Float64Array) => prizes.every(Number.isInteger);
