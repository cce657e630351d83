// `npm run bench:route-bound` (issue 29 point 3): how tight planRoute's upper bound is and what it
// costs. On orienteering instances with wide windows (n customers at random points of a 100 × 100
// grid, 10-minute visits, windows W wide inside a day too short to visit them all, an open route)
// the bound is compared with the optimum, proved offline with OFFLINE_MS (default 20 s); where
// that run cannot prove it, with the best route found, so the figure is an over-estimate and is
// marked so. On open-house days of 50 to 3,000 listings, with the route the API would return.
// Seeded: every run measures the same instances. PER_CLASS instances per n and W (default 2).
import { findUpperBound } from '#functions/route-planner/solver/bound.js';
import { planRoute, type RouteProblem } from '#functions/route-planner/solver/plan-route.js';
import { prepareProblem } from '#functions/route-planner/solver/problem.js';
import { mulberry32 } from '#infra/cli/open-house-sample.js';
import { makeOpenHouseProblem } from '#test/support/route-planner-instances.js';

const OFFLINE_MS = Number(process.env.OFFLINE_MS ?? 20_000);
const PER_CLASS = Number(process.env.PER_CLASS ?? 2);
const SIZES = (process.env.SIZES ?? '20,40,60,80,100').split(',').map(Number);
const WIDTHS = [60, 120, 200];
const DAYS = (process.env.DAYS ?? '50,200,500,3000').split(',').map(Number);
const print = (line = '') => process.stdout.write(`${line}\n`);
const columns = (...cells: [string | number, number][]) => cells.map(([cell, width]) => String(cell).padEnd(width)).join('');

/** Customers 1…n around a depot (node 0) at the grid's centre; the day is long enough for about a third of them. */
function makeWideProblem(n: number, width: number, seed: number): RouteProblem {
  const random = mulberry32(seed);
  const points = Array.from({ length: n + 1 }, (_, k) => (k === 0 ? [50, 50] : [random() * 100, random() * 100]));
  const travel = points.map(([x1, y1]) => points.map(([x2, y2]) => Math.round(Math.hypot(x1! - x2!, y1! - y2!) * 10) / 10));
  const horizon = 20 * n;
  const windows = points.map((_, k): [number, number] => {
    if (k === 0) return [0, horizon];
    const open = Math.round(random() * (horizon - width));
    return [open, open + width];
  });
  return { travel, windows, service: points.map((_, k) => (k === 0 ? 0 : 10)), start: 0, end: 0 };
}

/**
 * The bound as planRoute computes it after its search (knowing its route's prize, a 150 ms clock
 * backstop), its time, and the bound with no clock at all (work limits only): on a loaded
 * machine the backstop may cut ng-route passes that the work limit would let finish.
 */
function timeBound(problem: RouteProblem, atLeast: number) {
  const p = prepareProblem(problem);
  const started = performance.now();
  const bound = findUpperBound(p, { atLeast });
  const ms = performance.now() - started;
  return { bound, ms, unclocked: findUpperBound(p, { atLeast, budgetMs: 60_000 }) };
}

interface Tally {
  count: number;
  sum: number;
  worst: number;
  exact: number;
  slowestMs: number;
  userGapSum: number;
}
const tallies = new Map<string, Tally>();

print(columns(['Instance', 18], ['Bound', 7], ['Bound ms', 10], ['No clock', 10], ['Optimum', 13], ['Bound−opt', 11], ['1 s plan', 10], ['Gap shown', 10]));
for (const n of SIZES) {
  for (const width of WIDTHS) {
    for (let seed = 1; seed <= PER_CLASS; seed++) {
      const problem = makeWideProblem(n, width, n * 1000 + width * 10 + seed);
      const plan = planRoute(problem, { timeLimitMs: 1000 });
      const { bound, ms, unclocked } = timeBound(problem, plan.totalPrize);
      const offline = plan.isOptimal ? plan : planRoute(problem, { timeLimitMs: OFFLINE_MS });
      const best = Math.max(plan.totalPrize, offline.totalPrize);
      const over = unclocked - best;
      const key = `n=${n}`;
      const tally = tallies.get(key) ?? { count: 0, sum: 0, worst: 0, exact: 0, slowestMs: 0, userGapSum: 0 };
      tally.count++;
      tally.sum += over;
      tally.worst = Math.max(tally.worst, over);
      tally.exact += offline.isOptimal ? 1 : 0;
      tally.slowestMs = Math.max(tally.slowestMs, ms);
      tally.userGapSum += plan.upperBound - plan.totalPrize;
      tallies.set(key, tally);
      print(
        columns(
          [`n${n} W${width} #${seed}`, 18],
          [bound, 7],
          [ms.toFixed(1), 10],
          [unclocked, 10],
          [offline.isOptimal ? best : `≥ ${best}`, 13],
          [offline.isOptimal ? over : `≤ ${over}`, 11],
          [plan.totalPrize + (plan.isOptimal ? ' opt' : ''), 10],
          [plan.upperBound - plan.totalPrize, 10],
        ),
      );
    }
  }
}
print();
print();
print('Bound−opt: the bound with no clock less the optimum (less the best route found, so an over-estimate, where marked ≤).');
print(columns(['Size', 8], ['Runs', 6], ['Optimum proved', 16], ['Mean bound−opt', 16], ['Worst', 7], ['Slowest bound ms', 18], ['Mean gap shown', 0]));
for (const [key, t] of tallies) {
  print(columns([key, 8], [t.count, 6], [t.exact, 16], [(t.sum / t.count).toFixed(2), 16], [t.worst, 7], [t.slowestMs.toFixed(1), 18], [(t.userGapSum / t.count).toFixed(2), 0]));
}

print();
print(columns(['Open-house day', 16], ['Nodes', 7], ['Bound', 7], ['Bound ms', 10], ['No clock', 10], ['Plan (1.9 s)', 14], ['Plan ms', 9], ['Gap shown', 0]));
for (const count of DAYS) {
  const problem = makeOpenHouseProblem(count, 7);
  const started = performance.now();
  const plan = planRoute(problem, { timeLimitMs: 1_900 });
  const planMs = performance.now() - started;
  const { bound, ms, unclocked } = timeBound(problem, plan.totalPrize);
  print(
    columns(
      [`${count} listings`, 16],
      [problem.travel.length, 7],
      [bound, 7],
      [ms.toFixed(1), 10],
      [unclocked, 10],
      [plan.totalPrize + (plan.isOptimal ? ' opt' : ''), 14],
      [planMs.toFixed(0), 9],
      [plan.upperBound - plan.totalPrize, 0],
    ),
  );
}
