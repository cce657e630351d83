// `npm run bench:route-planner` (issue 13 point 3): planRoute on TSPTW instances generated as the
// classic sets were (Dumas et al. 1995: n = 20 to 100 customers, window widths W = 20 to 100,
// closed tours, prize 1 each) within 1 s, and on open-house days of 50, 200 and 500 listings
// within 2 s. Where a run did not prove its route optimal, the exact method runs again
// offline with OFFLINE_MS (default 30 s) to find the optimum, and the gap is printed:
// prize short of the optimum, and travel above it. PER_CLASS TSPTW instances of each n and W
// (5 by default, as in the classic sets). Seeded: every run plans the same instances.
// Then real days (issue 29 point 4): REAL_DAYS listings on one date (100 and 3,000 by default)
// from the sample generator, as the optimize route plans them (dedupe on, 10-minute visits,
// its budget); per stage the wall and CPU time, the peak memory and the stops. DAYS_ONLY=1
// runs only those.
import { readListings } from '#functions/open-house/items.js';
import { buildDayProblem, planTimeLimitMs } from '#functions/route-planner/day-problem.js';
import { planRoute, type RoutePlan, type RouteProblem } from '#functions/route-planner/solver/plan-route.js';
import { generateOpenHouses } from '#infra/cli/open-house-sample.js';
import { DEFAULT_ROUTE_SETTINGS } from '#shared/route-planner.js';
import { startPeakMemory } from '#test/support/peak-memory.js';
import { makeOpenHouseProblem, makeTsptwProblem } from '#test/support/route-planner-instances.js';

const OFFLINE_MS = Number(process.env.OFFLINE_MS ?? 30_000);
const PER_CLASS = Number(process.env.PER_CLASS ?? 5);
const REAL_DAYS = (process.env.REAL_DAYS ?? '100,3000').split(',').map(Number);
const DAYS_ONLY = process.env.DAYS_ONLY === '1';
const print = (line = '') => process.stdout.write(`${line}\n`);
const columns = (...cells: [string | number, number][]) => cells.map(([cell, width]) => String(cell).padEnd(width)).join('');

print(columns(['Instance', 21], ['Nodes', 7], ['W', 5], ['Target', 8], ['Time', 9], ['Prize', 7], ['Travel', 9], ['Optimal', 9], ['Gap to the optimum', 0]));
let failures = 0;
const tally = { runs: 0, proved: 0, atOptimum: 0, slowestMs: 0 };

/**
 * The targets are wall-clock ("found within 1 s", "planned within 2 s"): the planner
 * gets 95 % of the target as its budget, as the API gives it (PLAN_TIME_LIMIT_MS), since
 * it stops at the first clock check past its budget; late means past the target itself.
 */
const BUDGET_SHARE = 0.95;

function run(name: string, problem: RouteProblem, width: number | string, targetMs: number) {
  const limitMs = targetMs * BUDGET_SHARE;
  const started = performance.now();
  const plan = planRoute(problem, { timeLimitMs: limitMs });
  const ms = performance.now() - started;
  const optimum = plan.isOptimal ? plan : planRoute(problem, { timeLimitMs: OFFLINE_MS });
  const gap = describeGap(plan, optimum);
  const isLate = ms > targetMs;
  if (typeof width === 'number') {
    tally.runs++;
    tally.proved += plan.isOptimal ? 1 : 0;
    tally.atOptimum += optimum.isOptimal && gap === 'none' ? 1 : 0;
    tally.slowestMs = Math.max(tally.slowestMs, ms);
  }
  if (isLate || (optimum.isOptimal && gap !== 'none')) failures++;
  print(
    columns(
      [name, 21],
      [problem.travel.length, 7],
      [width, 5],
      [`${targetMs} ms`, 8],
      [`${ms.toFixed(0)} ms${isLate ? '!' : ''}`, 9],
      [plan.totalPrize, 7],
      [plan.totalTravel.toFixed(1), 9],
      [plan.isOptimal ? 'proved' : 'no', 9],
      [gap, 0],
    ),
  );
}

function describeGap(plan: RoutePlan, optimum: RoutePlan): string {
  if (!optimum.isOptimal) return `unknown (offline best: prize ${optimum.totalPrize}, travel ${optimum.totalTravel.toFixed(1)})`;
  if (plan === optimum) return 'none';
  const prize = optimum.totalPrize - plan.totalPrize;
  const travel = plan.totalTravel - optimum.totalTravel;
  if (prize < 1e-9 && Math.abs(travel) < 1e-6) return 'none';
  return prize > 1e-9 ? `prize ${prize} short` : `travel +${travel.toFixed(1)} (${((travel / optimum.totalTravel) * 100).toFixed(2)} %)`;
}

if (!DAYS_ONLY) {
  for (const n of [20, 40, 60, 80, 100]) {
    for (const width of [20, 40, 60, 80, 100]) {
      for (let k = 1; k <= PER_CLASS; k++) run(`TSPTW n${n} w${width} #${k}`, makeTsptwProblem(n, width, n * 1000 + width * 10 + k), width, 1000);
    }
  }
  for (const count of [50, 200, 500]) run(`open houses ${count}`, makeOpenHouseProblem(count, 20261128 + count), '-', 2000);
  print();
  print(`TSPTW: ${tally.runs} instances, ${tally.proved} proved optimal within the target, ${tally.atOptimum} at a proved optimum, slowest ${tally.slowestMs.toFixed(0)} ms`);
}

/**
 * The optimize route's targets (issue 29 point 4): 100 listings in under 1.5 s; 3,000 within
 * the function's 15 s (the route table) and under 1 GB. CPU time beside wall time: on a
 * shared machine the wall clock mostly measures the others' load.
 */
const DAY_TARGET_MS = (count: number) => (count <= 100 ? 1_500 : 15_000);
const MEMORY_TARGET_MB = 1024;

print();
print(columns(['Real day', 21], ['Listings', 10], ['Data', 16], ['Travel', 16], ['Plan', 16], ['Total', 16], ['Peak', 10], ['Stops', 0]));
const memory = await startPeakMemory();
for (const count of REAL_DAYS) {
  const date = '2026-11-28';
  const stages: string[] = [];
  let wall = performance.now();
  let cpu = process.cpuUsage();
  const lap = () => {
    const used = process.cpuUsage(cpu);
    stages.push(`${(performance.now() - wall).toFixed(0)} ms (${((used.user + used.system) / 1000).toFixed(0)})`);
    [wall, cpu] = [performance.now(), process.cpuUsage()];
  };
  const started = performance.now();
  const { result, peakMb } = await memory.measure(async () => {
    const items = generateOpenHouses({ count, dates: [date], seed: 20261128 + count });
    const listings = readListings(items, { today: '2026-11-25', overrideDate: null }).listings.filter((listing) => listing.open_house_date === date);
    lap();
    const day = buildDayProblem(listings, { visitMinutes: 10, startMinutes: 9 * 60, dedupeAgents: true, startPoint: null, settings: DEFAULT_ROUTE_SETTINGS });
    lap();
    const plan = planRoute(day.problem, { timeLimitMs: planTimeLimitMs(day.candidates.length) });
    lap();
    return { plan, listings: listings.length };
  });
  const ms = performance.now() - started;
  const isLate = ms > DAY_TARGET_MS(count);
  const isHeavy = peakMb > MEMORY_TARGET_MB;
  if (isLate || isHeavy) failures++;
  print(
    columns(
      [`${count} listings`, 21],
      [result.listings, 10],
      ...stages.map((stage): [string, number] => [stage, 16]),
      [`${ms.toFixed(0)} ms${isLate ? '!' : ''}`, 16],
      [`${peakMb.toFixed(0)} MB${isHeavy ? '!' : ''}`, 10],
      [result.plan.totalPrize, 0],
    ),
  );
}
await memory.stop();
print('(wall time, CPU time in brackets; peak: resident memory above the start)');

print();
print(failures ? `FAIL: ${failures} instance(s) over the time or memory target or short of a proved optimum` : 'Every instance within its target; every proved optimum reached');
if (failures) process.exitCode = 1;
