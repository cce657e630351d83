// Test support for planRoute (issue 13 point 7): a brute-force solver written straight from
// the contract in functions/route-planner/solver/types.ts, a checker of returned routes, and
// seeded random small instances. Deliberately simple, sharing no code with the solver.
import { mulberry32 } from '#infra/cli/open-house-sample.js';
import type { RoutePlan, RouteProblem } from '#functions/route-planner/solver/plan-route.js';

const EPS = 1e-9;

/** The best prize and, for it, the least travel over every order of every subset, or null when no route exists. */
export function solveByBruteForce(problem: RouteProblem): { prize: number; travel: number } | null {
  const n = problem.travel.length;
  const { start, end } = problem;
  const prize = (node: number) => problem.prize?.[node] ?? 1;
  const groupOf = (node: number) => problem.group?.[node] ?? null;
  const required = (problem.required ?? []).filter((node) => node !== start && node !== end);
  const fixed = [start, ...(end === undefined ? [] : [end])];
  const usedGroups = new Set<string | number>();
  for (const node of new Set(fixed)) {
    const g = groupOf(node);
    if (g !== null && usedGroups.has(g)) return null;
    if (g !== null) usedGroups.add(g);
  }
  let best: { prize: number; travel: number } | null = null;
  const visited = new Set<number>([start]);
  const consider = (total: number, travel: number) => {
    if (required.some((node) => !visited.has(node))) return;
    if (!best || total > best.prize + EPS || (total > best.prize - EPS && travel < best.travel - EPS)) best = { prize: total, travel };
  };
  const arrive = (from: number, time: number, to: number) => Math.max(problem.windows[to]![0], time + problem.service[from]! + problem.travel[from]![to]!);
  const explore = (last: number, time: number, total: number, travel: number) => {
    if (end === undefined) consider(total, travel);
    else {
      const at = arrive(last, time, end);
      if (at <= problem.windows[end]![1] + EPS) consider(total, travel + problem.travel[last]![end]!);
    }
    for (let node = 0; node < n; node++) {
      if (visited.has(node) || node === end) continue;
      const g = groupOf(node);
      if (g !== null && usedGroups.has(g)) continue;
      const at = arrive(last, time, node);
      if (at > problem.windows[node]![1] + EPS) continue;
      visited.add(node);
      if (g !== null) usedGroups.add(g);
      explore(node, at, total + prize(node), travel + problem.travel[last]![node]!);
      visited.delete(node);
      if (g !== null) usedGroups.delete(g);
    }
  };
  explore(start, problem.windows[start]![0], 0, 0);
  return best;
}

/** What is wrong with `plan` as an answer to `problem`, empty when it keeps every rule of the contract. */
export function findRouteFaults(problem: RouteProblem, plan: RoutePlan): string[] {
  const faults: string[] = [];
  const { order, visitStarts } = plan;
  const { start, end } = problem;
  if (order[0] !== start) faults.push(`starts at ${order[0]}, not ${start}`);
  if (end !== undefined && (order.length < 2 || order[order.length - 1] !== end)) faults.push(`does not end at ${end}`);
  const interior = end === undefined ? order.slice(1) : order.slice(1, -1);
  if (new Set(order.slice(0, end === start ? -1 : undefined)).size !== order.length - (end === start ? 1 : 0)) faults.push('visits a node twice');
  if (interior.some((node) => node === start || node === end)) faults.push('visits start or end inside the route');
  const groups = order.map((node) => problem.group?.[node] ?? null).filter((g) => g !== null);
  if (new Set(groups).size !== groups.length - (end === start && problem.group?.[start] != null ? 1 : 0)) faults.push('visits two nodes of a group');
  for (const node of problem.required ?? []) if (!order.includes(node)) faults.push(`misses required node ${node}`);
  let time = problem.windows[start]![0];
  let travel = 0;
  order.forEach((node, k) => {
    if (k > 0) {
      const from = order[k - 1]!;
      travel += problem.travel[from]![node]!;
      time = Math.max(problem.windows[node]![0], time + problem.service[from]! + problem.travel[from]![node]!);
    }
    if (Math.abs(time - visitStarts[k]!) > 1e-6) faults.push(`visit ${k} starts at ${visitStarts[k]}, earliest is ${time}`);
    if (time > problem.windows[node]![1] + 1e-6) faults.push(`visit ${k} (node ${node}) is late`);
  });
  if (visitStarts.length !== order.length) faults.push('visitStarts and order differ in length');
  if (Math.abs(travel - plan.totalTravel) > 1e-6) faults.push(`totalTravel ${plan.totalTravel}, the order travels ${travel}`);
  const prize = interior.reduce((sum, node) => sum + (problem.prize?.[node] ?? 1), 0);
  if (Math.abs(prize - plan.totalPrize) > 1e-6) faults.push(`totalPrize ${plan.totalPrize}, the order earns ${prize}`);
  return faults;
}

export interface RandomProblemOptions {
  n: number;
  /** 'points': symmetric Euclidean; 'matrix': any numbers, asymmetric, triangle inequality broken. */
  travel: 'points' | 'matrix';
  end: 'none' | 'closed' | 'other';
  hasPrizes: boolean;
  hasGroups: boolean;
  requiredCount: number;
}

export function makeRandomProblem(seed: number, options: RandomProblemOptions): RouteProblem {
  const random = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const { n } = options;
  const points = Array.from({ length: n }, () => [int(0, 40), int(0, 40)] as const);
  const travel = points.map(([x1, y1], i) =>
    points.map(([x2, y2], j) => (i === j ? 0 : options.travel === 'points' ? Math.round(Math.hypot(x1 - x2, y1 - y2)) : int(0, 40))),
  );
  const windows = points.map(() => {
    const open = int(0, 120);
    return [open, open + int(0, 60)] as [number, number];
  });
  const start = int(0, n - 1);
  windows[start] = [int(0, 20), 300];
  const end = options.end === 'none' ? undefined : options.end === 'closed' || n === 1 ? start : (start + int(1, n - 1)) % n;
  if (end !== undefined && end !== start) windows[end] = [int(0, 100), int(150, 300)];
  const service = points.map(() => int(0, 10));
  const problem: RouteProblem = { travel, windows, service, start, ...(end === undefined ? {} : { end }) };
  if (options.hasPrizes) problem.prize = points.map(() => int(0, 5));
  if (options.hasGroups) problem.group = points.map(() => (random() < 0.4 ? null : random() < 0.5 ? int(1, 3) : `agent ${int(1, 2)}`));
  if (options.requiredCount) problem.required = Array.from({ length: options.requiredCount }, () => int(0, n - 1));
  return problem;
}

/** The ten kinds of the 400 seeded small instances the solver's tests compare with brute force. */
export const PROBLEM_KINDS: [name: string, options: Omit<RandomProblemOptions, 'n'>][] = [
  ['open routes over points', { travel: 'points', end: 'none', hasPrizes: false, hasGroups: false, requiredCount: 0 }],
  ['closed tours over points', { travel: 'points', end: 'closed', hasPrizes: false, hasGroups: false, requiredCount: 0 }],
  ['routes to another end node', { travel: 'points', end: 'other', hasPrizes: false, hasGroups: false, requiredCount: 0 }],
  ['asymmetric matrices breaking the triangle inequality', { travel: 'matrix', end: 'none', hasPrizes: false, hasGroups: false, requiredCount: 0 }],
  ['asymmetric closed tours', { travel: 'matrix', end: 'closed', hasPrizes: false, hasGroups: false, requiredCount: 0 }],
  ['prizes', { travel: 'points', end: 'none', hasPrizes: true, hasGroups: false, requiredCount: 0 }],
  ['groups', { travel: 'points', end: 'none', hasPrizes: false, hasGroups: true, requiredCount: 0 }],
  ['groups, prizes and an end node on a matrix', { travel: 'matrix', end: 'other', hasPrizes: true, hasGroups: true, requiredCount: 0 }],
  ['required nodes', { travel: 'points', end: 'none', hasPrizes: false, hasGroups: false, requiredCount: 2 }],
  ['required nodes on closed tours with groups', { travel: 'matrix', end: 'closed', hasPrizes: true, hasGroups: true, requiredCount: 2 }],
];
