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
// WIDE=1 runs only the wide-window instances of issue 29 (docs/bench/planner.md "Wide-window TSPTW
// and OPTW"): Dumas-style TSPTW of 40, 60 and 80 nodes with every window widened by 100 and 150, and
// 100-customer OPTW closed tours (random and clustered, windows 20 to 200, a day of 500, prizes 1 to
// 10), at LIMIT_MS (1 s by default); per instance wall and CPU time, nodes left out, the proved
// bound's gap, and with OFFLINE_MS set the gap to an offline run of that long.
import { readListings } from '#functions/open-house/items.js';
import { buildDayProblem, planTimeLimitMs } from '#functions/route-planner/day-problem.js';
import { planRoute, type RoutePlan, type RouteProblem } from '#functions/route-planner/solver/plan-route.js';
import { generateOpenHouses } from '#infra/cli/open-house-sample.js';
import { DEFAULT_ROUTE_SETTINGS } from '#shared/route-planner.js';
import { startPeakMemory } from '#test/support/peak-memory.js';
import { makeOptw } from '#test/bench/routes-instances.js';
import { makeOpenHouseProblem, makeTsptwProblem, makeWideTsptwProblem } from '#test/support/route-planner-instances.js';

const OFFLINE_MS = Number(process.env.OFFLINE_MS ?? 30_000);
const PER_CLASS = Number(process.env.PER_CLASS ?? 5);
const REAL_DAYS = (process.env.REAL_DAYS ?? '100,3000').split(',').map(Number);
const DAYS_ONLY = process.env.DAYS_ONLY === '1';
const WIDE = process.env.WIDE === '1';
const print = (line = '') => process.stdout.write(`${line}\n`);
const columns = (...cells: [string | number, number][]) => cells.map(([cell, width]) => String(cell).padEnd(width)).join('');

if (!WIDE) print(columns(['Instance', 21], ['Nodes', 7], ['W', 5], ['Target', 8], ['Time', 9], ['Prize', 7], ['Travel', 9], ['Optimal', 9], ['Gap to the optimum', 0]));
let failures = 0;
const tally = { runs: 0, proved: 0, atOptimum: 0, slowestMs: 0 };

/**
 * The issue's targets are wall-clock ("found within 1 s", "planned within 2 s"): the planner
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

/**
 * The wide-window instances (WIDE=1): per instance the plan at LIMIT_MS; per class how many were
 * proved, nodes left out (TSPTW), and the gaps: to the plan's own proved bound (prize), and with
 * OFFLINE_MS to the offline run's route (TSPTW: travel above it; OPTW: prize short of it).
 */
function runWide() {
  const limitMs = Number(process.env.LIMIT_MS ?? 1000);
  const offlineMs = Number(process.env.OFFLINE_MS ?? 0);
  const instances: { name: string; group: string; kind: 'tsptw' | 'optw'; problem: RouteProblem }[] = [];
  for (const extra of [100, 150]) {
    for (const n of [40, 60, 80]) {
      for (let k = 1; k <= 2; k++) instances.push({ name: `TSPTW n${n} +${extra} #${k}`, group: `TSPTW +${extra}`, kind: 'tsptw', problem: makeWideTsptwProblem(n, extra, n * 1000 + extra + k) });
    }
  }
  for (const layout of ['r', 'c'] as const) {
    for (let k = 1; k <= 3; k++) {
      const problem = makeOptw(100, 200, layout, 29_900_000 + (layout === 'r' ? 0 : 100) + k, { horizon: 500, maxPrize: 10 });
      instances.push({ name: `OPTW ${layout} #${k}`, group: `OPTW ${layout}`, kind: 'optw', problem });
    }
  }
  print(`Wide windows at ${limitMs} ms${offlineMs ? `, gaps to an offline run of ${offlineMs} ms` : ''}`);
  print(columns(['Instance', 20], ['Time (CPU)', 18], ['Prize', 7], ['Travel', 9], ['Left out', 10], ['Optimal', 9], ['Bound gap', 11], ['Gap offline', 0]));
  const classes = new Map<string, { runs: number; proved: number; leftOut: number; gaps: number[]; boundGaps: number[]; cpuMs: number }>();
  for (const { name, group, kind, problem } of instances) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const plan = planRoute(problem, { timeLimitMs: limitMs });
    const used = process.cpuUsage(cpu);
    const [ms, cpuMs] = [performance.now() - started, (used.user + used.system) / 1000];
    const leftOut = kind === 'tsptw' ? problem.travel.length - 1 - (plan.order.length - 2) : 0;
    const boundGap = plan.upperBound > 0 ? ((plan.upperBound - plan.totalPrize) / plan.upperBound) * 100 : 0;
    let gap: number | null = null;
    let reference = '';
    if (offlineMs) {
      const offline = planRoute(problem, { timeLimitMs: offlineMs });
      reference = ` (offline ${offline.totalPrize} / ${offline.totalTravel.toFixed(1)}${offline.isOptimal ? ', proved' : ''})`;
      gap = kind === 'optw' || leftOut ? ((offline.totalPrize - plan.totalPrize) / offline.totalPrize) * 100 : ((plan.totalTravel - offline.totalTravel) / offline.totalTravel) * 100;
      gap = Math.max(0, gap);
    }
    const tally = classes.get(group) ?? { runs: 0, proved: 0, leftOut: 0, gaps: [], boundGaps: [], cpuMs: 0 };
    tally.runs++;
    tally.proved += plan.isOptimal ? 1 : 0;
    tally.leftOut += leftOut;
    tally.boundGaps.push(boundGap);
    tally.cpuMs += cpuMs;
    if (gap !== null) tally.gaps.push(gap);
    classes.set(group, tally);
    const late = ms > limitMs * 1.05 ? '!' : '';
    print(
      columns(
        [name, 20],
        [`${ms.toFixed(0)}${late} (${cpuMs.toFixed(0)}) ms`, 18],
        [plan.totalPrize, 7],
        [plan.totalTravel.toFixed(1), 9],
        [kind === 'tsptw' ? leftOut : '-', 10],
        [plan.isOptimal ? 'proved' : 'no', 9],
        [`${boundGap.toFixed(2)} %`, 11],
        [gap === null ? '-' : `${gap.toFixed(2)} %${reference}`, 0],
      ),
    );
  }
  print();
  print(columns(['Class', 14], ['Runs', 6], ['Proved', 8], ['Left out', 10], ['Bound gap mean/worst', 22], ['Gap offline mean/worst', 24], ['CPU', 0]));
  const meanOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const describe = (values: number[]) => (values.length ? `${meanOf(values).toFixed(2)} / ${Math.max(...values).toFixed(2)} %` : '-');
  for (const [group, tally] of classes) {
    print(columns([group, 14], [tally.runs, 6], [tally.proved, 8], [tally.leftOut, 10], [describe(tally.boundGaps), 22], [describe(tally.gaps), 24], [`${tally.cpuMs.toFixed(0)} ms`, 0]));
  }
}

if (WIDE) runWide();
else if (!DAYS_ONLY) {
  for (const n of [20, 40, 60, 80, 100]) {
    for (const width of [20, 40, 60, 80, 100]) {
      for (let k = 1; k <= PER_CLASS; k++) run(`TSPTW n${n} w${width} #${k}`, makeTsptwProblem(n, width, n * 1000 + width * 10 + k), width, 1000);
    }
  }
  for (const count of [50, 200, 500]) run(`open houses ${count}`, makeOpenHouseProblem(count, 20261128 + count), '-', 2000);
  print();
  print(`TSPTW: ${tally.runs} instances, ${tally.proved} proved optimal within the target, ${tally.atOptimum} at a proved optimum, slowest ${tally.slowestMs.toFixed(0)} ms`);
}

if (!WIDE) {
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

}

print();
print(failures ? `FAIL: ${failures} instance(s) over the time or memory target or short of a proved optimum` : 'Every instance within its target; every proved optimum reached');
if (failures) process.exitCode = 1;
