// The planner's upper bound (issue 29 point 3, docs/route-planner.md "The bound"): never below
// the best prize brute force finds, on the 400 seeded instances and on fast-check's, with the
// least times through other visits and with direct arcs only, with and without the walk
// relaxation; and planRoute's upperBound equals the prize when it proved the route optimal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUpperBound, type BoundOptions } from '#functions/route-planner/solver/bound.js';
import { RouteInfeasibleError, planRoute, type RouteProblem } from '#functions/route-planner/solver/plan-route.js';
import { prepareProblem } from '#functions/route-planner/solver/problem.js';
import { makeRandomProblem, solveByBruteForce, PROBLEM_KINDS } from '#test/support/route-planner.js';

const PER_KIND = 40;
const MODES: [name: string, options: BoundOptions][] = [
  ['as planRoute runs it', {}],
  ['with direct arcs only', { reachMaxNodes: 0 }],
  ['with the visit count only', { maxWork: 0 }],
  ['with direct arcs and the visit count only', { reachMaxNodes: 0, maxWork: 0 }],
  ['with 2-cycle elimination only (no ng-route pass)', { steps: 0 }],
];

/** The bound in every mode, or null when brute force finds no route (the bound then says nothing). */
function compare(problem: RouteProblem) {
  const best = solveByBruteForce(problem);
  if (!best) return null;
  const p = prepareProblem(problem);
  const bounds = MODES.map(([, options]) => findUpperBound(p, { ...options, budgetMs: 10_000 }));
  // Knowing the best route, as planRoute passes its own: walks that cannot beat it are cut.
  bounds.push(findUpperBound(p, { budgetMs: 10_000, atLeast: best.prize }));
  return { best: best.prize, bounds };
}

describe('findUpperBound against brute force', () => {
  for (const [name, options] of PROBLEM_KINDS) {
    it(name, () => {
      const tight = [...MODES, null].map(() => 0);
      let feasible = 0;
      for (let seed = 1; seed <= PER_KIND; seed++) {
        const problem = makeRandomProblem(seed * 7919 + name.length, { ...options, n: 1 + (seed % 8) });
        const found = compare(problem);
        if (!found) continue;
        feasible++;
        found.bounds.forEach((bound, k) => {
          expect(bound, `${name}, seed ${seed}, ${MODES[k]?.[0] ?? 'knowing the best route'}`).toBeGreaterThanOrEqual(found.best - 1e-9);
          if (bound <= found.best + 1e-9) tight[k]!++;
        });
      }
      // A bound that is always valid but says nothing (every prize, Infinity) would pass the
      // check above: the full bound must meet the optimum on most of these small instances.
      expect(tight[0]! / feasible, `${name}: tight on ${tight.join(', ')} of ${feasible}`).toBeGreaterThanOrEqual(0.6);
    });
  }
});

const problems = fc
  .record({
    n: fc.integer({ min: 1, max: 7 }),
    seed: fc.integer({ min: 1, max: 2 ** 30 }),
    travel: fc.constantFrom('points' as const, 'matrix' as const),
    end: fc.constantFrom('none' as const, 'closed' as const, 'other' as const),
    hasPrizes: fc.boolean(),
    hasGroups: fc.boolean(),
    requiredCount: fc.integer({ min: 0, max: 2 }),
    service: fc.integer({ min: 0, max: 10 }),
  })
  .map(({ seed, service, ...options }) => {
    const problem = makeRandomProblem(seed, options);
    // Zero durations too: revisits then cost only travel, the relaxation's hardest case.
    return { ...problem, service: problem.service.map((duration) => Math.min(duration, service)) };
  });

describe('findUpperBound on generated instances', () => {
  it('is never below the best prize', () => {
    fc.assert(
      fc.property(problems, (problem) => {
        const found = compare(problem);
        if (found) for (const bound of found.bounds) expect(bound).toBeGreaterThanOrEqual(found.best - 1e-9);
      }),
      { numRuns: 300, seed: 29 },
    );
  });
});

/** The plan, or null when the greedy route found in that time misses a required node. */
function planWithin(problem: RouteProblem, timeLimitMs: number) {
  try {
    return planRoute(problem, { timeLimitMs });
  } catch (error) {
    if (error instanceof RouteInfeasibleError) return null;
    throw error;
  }
}

describe('findUpperBound on instances of 20 to 30 nodes', () => {
  it('is never below the optimum the exact method proves, in every mode', () => {
    let proved = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const [name, options] = PROBLEM_KINDS[seed % PROBLEM_KINDS.length]!;
      const problem = makeRandomProblem(seed * 6_151, { ...options, n: 20 + (seed % 11) });
      const plan = planWithin(problem, 2_000);
      if (!plan?.isOptimal) continue;
      proved++;
      const p = prepareProblem(problem);
      for (const [mode, modeOptions] of MODES) {
        expect(findUpperBound(p, { steps: 2_000_000, ...modeOptions, budgetMs: 10_000 }), `${name}, seed ${seed}, ${mode}`).toBeGreaterThanOrEqual(plan.totalPrize - 1e-9);
      }
      expect(findUpperBound(p, { steps: 2_000_000, budgetMs: 10_000, atLeast: plan.totalPrize })).toBeGreaterThanOrEqual(plan.totalPrize - 1e-9);
    }
    expect(proved).toBeGreaterThan(12);
  });
});

describe('planRoute upperBound', () => {
  it('equals the total prize when the route is proved optimal, and is never below it', () => {
    let proved = 0;
    for (const [name, options] of PROBLEM_KINDS) {
      for (let seed = 1; seed <= 10; seed++) {
        const problem = makeRandomProblem(seed * 104_729 + name.length, { ...options, n: 4 + (seed % 5) });
        if (!solveByBruteForce(problem)) continue;
        const plan = planRoute(problem);
        expect(plan.upperBound).toBeGreaterThanOrEqual(plan.totalPrize);
        if (plan.isOptimal) {
          expect(plan.upperBound).toBe(plan.totalPrize);
          proved++;
        }
        // With no time the route is the greedy one, unproved: the bound comes from the relaxation.
        const unproved = planWithin(problem, 0);
        if (unproved) expect(unproved.upperBound, `${name}, seed ${seed}`).toBeGreaterThanOrEqual(plan.totalPrize);
      }
    }
    expect(proved).toBeGreaterThan(50);
  });
});
