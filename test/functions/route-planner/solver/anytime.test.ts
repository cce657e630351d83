// planRoute as an anytime method (issue 29 point 1, D-224): the exact search cut into turns keeps
// its labels and proves the same as in one go, the bound it reports while cut holds, and a run
// the clock does not cut gives the same route however fast the clock runs.
import { describe, expect, it, vi } from 'vitest';
import { prepareNodeTables } from '#functions/route-planner/solver/exact-tables.js';
import { ExactSearch } from '#functions/route-planner/solver/exact.js';
import { RouteInfeasibleError, planRoute, solveRoute } from '#functions/route-planner/solver/plan-route.js';
import { prepareProblem } from '#functions/route-planner/solver/problem.js';
import { computeReach } from '#functions/route-planner/solver/reach.js';
import { makeOptw } from '#test/bench/routes-instances.js';
import { makeWideTsptwProblem } from '#test/support/route-planner-instances.js';
import { findRouteFaults, makeRandomProblem, solveByBruteForce, type RandomProblemOptions } from '#test/support/route-planner.js';

const NO_CLOCK = Infinity;

/** Runs with performance.now replaced by a clock that moves `step` ms at every read. */
function withClock<T>(step: number, run: () => T): { result: T; reads: number } {
  let now = 0;
  let reads = 0;
  const clock = vi.spyOn(performance, 'now').mockImplementation(() => {
    reads++;
    return (now += step);
  });
  try {
    return { result: run(), reads };
  } finally {
    clock.mockRestore();
  }
}

const KINDS: Omit<RandomProblemOptions, 'n'>[] = [
  { travel: 'points', end: 'closed', hasPrizes: true, hasGroups: false, requiredCount: 0 },
  { travel: 'matrix', end: 'other', hasPrizes: true, hasGroups: true, requiredCount: 1 },
  { travel: 'matrix', end: 'none', hasPrizes: false, hasGroups: true, requiredCount: 0 },
];

describe('the exact search cut into turns', () => {
  it('keeps its labels: turns of one label settle the same labels and find the same route as one run', () => {
    for (const [k, kind] of KINDS.entries()) {
      for (let seed = 1; seed <= 15; seed++) {
        const problem = makeRandomProblem(seed * 131 + k, { ...kind, n: 8 });
        if (!solveByBruteForce(problem)) continue;
        const p = prepareProblem(problem);
        const reach = computeReach(p);
        const tables = prepareNodeTables(p, reach);
        const whole = new ExactSearch(p, tables).run(null, { labels: Infinity, maxLabels: Infinity, deadline: NO_CLOCK });
        const search = new ExactSearch(p, tables);
        let outcome = search.run(null, { labels: 1, maxLabels: Infinity, deadline: NO_CLOCK });
        let turns = 1;
        while (!outcome.isComplete) [outcome, turns] = [search.run(null, { labels: 1, maxLabels: Infinity, deadline: NO_CLOCK }), turns + 1];
        const label = `kind ${k}, seed ${seed}`;
        expect(whole.isComplete, label).toBe(true);
        expect(outcome.order, label).toEqual(whole.order);
        expect(outcome.settled, label).toBe(whole.settled);
        expect(turns, label).toBeGreaterThanOrEqual(whole.settled);
      }
    }
  });

  it('reports a bound on weight at every cut that no route beats, down to the best weight once complete', () => {
    let cutsBelowStart = 0;
    for (const [k, kind] of KINDS.entries()) {
      for (let seed = 1; seed <= 15; seed++) {
        const problem = makeRandomProblem(seed * 977 + k, { ...kind, n: 8 });
        const optimum = solveByBruteForce(problem);
        if (!optimum) continue;
        const p = prepareProblem(problem);
        const tables = prepareNodeTables(p, computeReach(p));
        // The optimum's weight: its prize plus the bonus of every required node it visits (all).
        const optimalWeight = optimum.prize + p.bonus * p.required.length;
        const search = new ExactSearch(p, tables);
        let previous = Infinity;
        for (;;) {
          const outcome = search.run(null, { labels: 1, maxLabels: Infinity, deadline: NO_CLOCK });
          const label = `kind ${k}, seed ${seed}, ${outcome.settled} labels`;
          expect(outcome.weightBound, label).toBeGreaterThanOrEqual(optimalWeight - 1e-9);
          expect(outcome.weightBound, label).toBeLessThanOrEqual(previous + 1e-9);
          if (outcome.weightBound < previous - 1e-9 && previous !== Infinity) cutsBelowStart++;
          previous = outcome.weightBound;
          if (outcome.isComplete) {
            expect(outcome.weightBound, label).toBeCloseTo(optimalWeight, 9);
            break;
          }
        }
      }
    }
    // The bound does narrow while the search runs, not only at its end.
    expect(cutsBelowStart).toBeGreaterThan(10);
  });

  it('gives planRoute a prize bound no route beats, equal to the prize when optimal', () => {
    for (const [k, kind] of KINDS.entries()) {
      for (let seed = 1; seed <= 15; seed++) {
        const problem = makeRandomProblem(seed * 389 + k, { ...kind, n: 8 });
        const optimum = solveByBruteForce(problem);
        if (!optimum) continue;
        // No time at all: the greedy route, when it has every required node, and the bound of every usable node.
        for (const timeLimitMs of [0, 1000]) {
          let solved;
          try {
            solved = solveRoute(problem, { timeLimitMs });
          } catch (error) {
            if (timeLimitMs === 0 && error instanceof RouteInfeasibleError) continue;
            throw error;
          }
          const { plan, prizeBound } = solved;
          const label = `kind ${k}, seed ${seed}, ${timeLimitMs} ms`;
          expect(prizeBound, label).toBeGreaterThanOrEqual(optimum.prize - 1e-9);
          if (plan.isOptimal) expect(prizeBound, label).toBeCloseTo(plan.totalPrize, 9);
        }
      }
    }
  });
});

describe('planRoute under a slow or a fast clock', () => {
  it('proves a wide-window TSPTW tour whether the clock runs fast or not at all, when the work fits the limit', () => {
    const problem = makeWideTsptwProblem(60, 100, 60_102);
    const frozen = withClock(0, () => planRoute(problem, { timeLimitMs: 10_000 }));
    expect(frozen.result.isOptimal).toBe(true);
    expect(findRouteFaults(problem, frozen.result)).toEqual([]);
    // A clock that makes the same work take two thirds of the limit: a loaded machine.
    const step = 10_000 / (1.5 * frozen.reads);
    const loaded = withClock(step, () => planRoute(problem, { timeLimitMs: 10_000 }));
    expect(loaded.result).toEqual(frozen.result);
    expect(loaded.reads).toBe(frozen.reads);
  });

  it('plans the same prize-collecting day whatever the clock, and stops at the clock when it is short', () => {
    const problem = makeRandomProblem(4242, { travel: 'points', end: 'closed', hasPrizes: true, hasGroups: true, requiredCount: 0, n: 30 });
    const frozen = withClock(0, () => planRoute(problem, { timeLimitMs: 1000 }));
    const loaded = withClock(1000 / (1.5 * frozen.reads), () => planRoute(problem, { timeLimitMs: 1000 }));
    expect(loaded.result).toEqual(frozen.result);
    // A clock past the limit at once: the backstop still returns a feasible route.
    const late = withClock(1000, () => planRoute(problem, { timeLimitMs: 1000 }));
    expect(findRouteFaults(problem, late.result)).toEqual([]);
    expect(late.reads).toBeLessThan(frozen.reads);
  });
});

describe('planRoute within its limit, the bound included', () => {
  it('returns within the default limit plus a step, with a proved bound, when the clock cuts the search', () => {
    // A wide-window prize-collecting day the exact method cannot finish in a second.
    const problem = makeOptw(100, 200, 'r', 29_900_001, { horizon: 500, maxPrize: 10 });
    const step = 1;
    let last = 0;
    const { result, reads } = withClock(step, () => {
      const plan = planRoute(problem);
      last = performance.now();
      return plan;
    });
    // The clock read after the return is one read past the plan's own last. Each read moves the
    // clock a step: the few loops that find the limit passed (the turns, each search, the local
    // search's moves) each read it once more, a few steps, where main's bound ran 150 ms past it.
    const returnedAt = last - step;
    expect(returnedAt).toBeLessThanOrEqual(1000 + 10 * step);
    expect(result.isOptimal).toBe(false);
    expect(findRouteFaults(problem, result)).toEqual([]);
    expect(result.upperBound).toBeGreaterThanOrEqual(result.totalPrize);
    expect(reads).toBeGreaterThan(1000 / step);
  });
});
