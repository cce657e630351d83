// planRoute against the brute-force solver of test/support/route-planner.ts on seeded random small
// instances (issue 13 point 7): the same prize always, the same travel when the planner says
// it proved optimality, RouteInfeasibleError exactly when no route exists, and a route that
// keeps every rule.
import { describe, expect, it } from 'vitest';
import { RouteInfeasibleError, planRoute } from '#functions/route-planner/solver/plan-route.js';
import { findRouteFaults, makeRandomProblem, solveByBruteForce, PROBLEM_KINDS } from '#test/support/route-planner.js';

const PER_KIND = Number(process.env.PLAN_ROUTE_CASES ?? 40);

describe('planRoute against brute force', () => {
  for (const [name, options] of PROBLEM_KINDS) {
    it(name, () => {
      let proved = 0;
      let infeasible = 0;
      for (let seed = 1; seed <= PER_KIND; seed++) {
        const problem = makeRandomProblem(seed * 7919 + name.length, { ...options, n: 1 + (seed % 8) });
        const best = solveByBruteForce(problem);
        const label = `${name}, seed ${seed}`;
        if (!best) {
          expect(() => planRoute(problem), label).toThrow(RouteInfeasibleError);
          infeasible++;
          continue;
        }
        const plan = planRoute(problem);
        expect(findRouteFaults(problem, plan), label).toEqual([]);
        expect(plan.totalPrize, label).toBeCloseTo(best.prize, 9);
        expect(plan.totalTravel, label).toBeGreaterThanOrEqual(best.travel - 1e-9);
        if (plan.isOptimal) {
          expect(plan.totalTravel, label).toBeCloseTo(best.travel, 9);
          proved++;
        }
      }
      // Instances this small are always within the exact method's reach.
      expect(proved + infeasible).toBe(PER_KIND);
    });
  }
});

describe('planRoute with no time at all', () => {
  // The heuristic's first route, unproved: still a feasible route, never better than the best.
  for (const [name, options] of PROBLEM_KINDS) {
    it(name, () => {
      for (let seed = 1; seed <= PER_KIND; seed++) {
        const problem = makeRandomProblem(seed * 7919 + name.length, { ...options, n: 1 + (seed % 8) });
        const best = solveByBruteForce(problem);
        const label = `${name}, seed ${seed}`;
        let plan;
        try {
          plan = planRoute(problem, { timeLimitMs: 0 });
        } catch (error) {
          expect(error, label).toBeInstanceOf(RouteInfeasibleError);
          if (best) expect((error as Error).message, label).toMatch(/time limit/);
          continue;
        }
        expect(best, label).not.toBeNull();
        expect(findRouteFaults(problem, plan), label).toEqual([]);
        expect(plan.totalPrize, label).toBeLessThanOrEqual(best!.prize + 1e-9);
        if (plan.isOptimal) expect(plan.totalTravel, label).toBeCloseTo(best!.travel, 9);
      }
    });
  }
});
