import { RouteInfeasibleError, type RouteProblem } from './types.js';

/**
 * A validated problem in flat typed arrays, the form every solver step reads. `weight` is
 * the prize the search maximises: a required node weighs more than all prizes together,
 * so "most required nodes first" and "largest prize next" are one number.
 */
export interface PreparedProblem {
  n: number;
  /** travel[i * n + j] */
  travel: Float64Array;
  earliest: Float64Array;
  latest: Float64Array;
  service: Float64Array;
  start: number;
  /** -1 for an open route; equal to start for a closed tour. */
  end: number;
  prize: Float64Array;
  weight: Float64Array;
  required: number[];
  /** Dense group number per node, -1 for none. */
  group: Int32Array;
  groupCount: number;
  /** Nodes a route may visit between start and end. */
  candidates: number[];
  /** Added to a required node's prize in `weight`. */
  bonus: number;
}

/** Throws a plain Error naming the first malformed part (docs/route-planner.md "Input"). */
export function prepareProblem(problem: RouteProblem<ArrayLike<number>>): PreparedProblem {
  const n = problem.travel?.length ?? 0;
  if (n < 1) throw new Error('planRoute: travel must be a non-empty square matrix.');
  const travel = new Float64Array(n * n);
  problem.travel.forEach((row, i) => {
    if (row?.length !== n) throw new Error(`planRoute: travel row ${i} has ${row?.length ?? 0} entries, expected ${n}.`);
    for (let j = 0; j < n; j++) {
      const time = row[j];
      if (!isAmount(time)) throw new Error(`planRoute: travel[${i}][${j}] must be a finite non-negative number.`);
      travel[i * n + j] = time;
    }
  });
  const [earliest, latest] = readWindows(problem, n);
  const service = readPerNode(problem.service, n, 'service', 0);
  const prize = readPerNode(problem.prize, n, 'prize', 1);
  const start = readNode(problem.start, n, 'start');
  const end = problem.end === undefined ? -1 : readNode(problem.end, n, 'end');
  const required = [...new Set((problem.required ?? []).map((node, i) => readNode(node, n, `required[${i}]`)))];
  const [group, groupCount] = readGroups(problem.group, n);
  prize[start] = 0;
  if (end >= 0) prize[end] = 0;
  const bonus = prize.reduce((sum, value) => sum + value, 0) + 1;
  const weight = Float64Array.from(prize);
  const interior = required.filter((node) => node !== start && node !== end);
  for (const node of interior) weight[node] = weight[node]! + bonus;
  if (end >= 0 && end !== start && group[start]! >= 0 && group[start] === group[end]) {
    throw new RouteInfeasibleError(`The start node ${start} and the end node ${end} share a group; a route visits one node of a group.`);
  }
  const candidates = findCandidates(n, start, end, group);
  checkRequiredGroups(interior, candidates, group);
  return { n, travel, earliest, latest, service, start, end, prize, weight, required: interior, group, groupCount, candidates, bonus };
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function readWindows(problem: RouteProblem<ArrayLike<number>>, n: number): [Float64Array, Float64Array] {
  if (problem.windows?.length !== n) throw new Error(`planRoute: windows has ${problem.windows?.length ?? 0} entries, expected ${n}.`);
  const earliest = new Float64Array(n);
  const latest = new Float64Array(n);
  problem.windows.forEach((window, i) => {
    const [from, to] = window ?? [];
    if (typeof from !== 'number' || typeof to !== 'number' || !Number.isFinite(from) || !Number.isFinite(to)) {
      throw new Error(`planRoute: windows[${i}] must be two finite numbers.`);
    }
    if (from > to) throw new Error(`planRoute: windows[${i}] opens at ${from}, after it closes at ${to}.`);
    earliest[i] = from;
    latest[i] = to;
  });
  return [earliest, latest];
}

function readPerNode(values: readonly number[] | undefined, n: number, name: string, fallback: number): Float64Array {
  if (values === undefined) return new Float64Array(n).fill(fallback);
  if (values.length !== n) throw new Error(`planRoute: ${name} has ${values.length} entries, expected ${n}.`);
  return Float64Array.from(values, (value, i) => {
    if (!isAmount(value)) throw new Error(`planRoute: ${name}[${i}] must be a finite non-negative number.`);
    return value;
  });
}

function readNode(node: unknown, n: number, name: string): number {
  if (!Number.isInteger(node) || (node as number) < 0 || (node as number) >= n) {
    throw new Error(`planRoute: ${name} must be a node index from 0 to ${n - 1}, got ${String(node)}.`);
  }
  return node as number;
}

function readGroups(keys: RouteProblem['group'], n: number): [Int32Array, number] {
  const group = new Int32Array(n).fill(-1);
  if (keys === undefined) return [group, 0];
  if (keys.length !== n) throw new Error(`planRoute: group has ${keys.length} entries, expected ${n}.`);
  const numbers = new Map<string, number>();
  keys.forEach((key, i) => {
    if (key === null || key === undefined) return;
    if (typeof key !== 'string' && typeof key !== 'number') throw new Error(`planRoute: group[${i}] must be a string, a number or null.`);
    // 1 and '1' are different agents' keys only if a caller mixes types; keep them apart.
    const name = `${typeof key}:${key}`;
    if (!numbers.has(name)) numbers.set(name, numbers.size);
    group[i] = numbers.get(name)!;
  });
  return [group, numbers.size];
}

/** Every node but start and end, and but those sharing a group with them (always visited). */
function findCandidates(n: number, start: number, end: number, group: Int32Array): number[] {
  const taken = new Set([group[start], end >= 0 ? group[end] : -1].filter((g) => g! >= 0));
  const candidates: number[] = [];
  for (let node = 0; node < n; node++) {
    if (node !== start && node !== end && !taken.has(group[node]!)) candidates.push(node);
  }
  return candidates;
}

function checkRequiredGroups(required: number[], candidates: number[], group: Int32Array): void {
  const allowed = new Set(candidates);
  const blocked = required.filter((node) => !allowed.has(node));
  if (blocked.length) {
    throw new RouteInfeasibleError(`Required nodes ${blocked.join(', ')} share a group with the start or end node.`, blocked);
  }
  const seen = new Map<number, number>();
  for (const node of required) {
    const g = group[node]!;
    if (g < 0) continue;
    const other = seen.get(g);
    if (other !== undefined) throw new RouteInfeasibleError(`Required nodes ${other} and ${node} share a group; a route visits one.`, [other, node]);
    seen.set(g, node);
  }
}
