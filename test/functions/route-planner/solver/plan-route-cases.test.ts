// planRoute's contract case by case (issue 13 points 2 and 7): malformed input, infeasible
// required nodes and end nodes, waiting, groups, and a benchmark-sized day.
import { describe, expect, it } from 'vitest';
import { RouteInfeasibleError, planRoute, type RouteProblem } from '#functions/route-planner/solver/plan-route.js';
import { makeOpenHouseProblem, makeTsptwProblem } from '#test/support/route-planner-instances.js';
import { findRouteFaults } from '#test/support/route-planner.js';

// Node 0 a depot; 1 and 2 near it, 3 far away.
const line: RouteProblem = {
  travel: [
    [0, 10, 20, 100],
    [10, 0, 10, 90],
    [20, 10, 0, 80],
    [100, 90, 80, 0],
  ],
  windows: [
    [0, 1000],
    [0, 1000],
    [0, 1000],
    [0, 1000],
  ],
  service: [0, 5, 5, 5],
  start: 0,
};

function expectInfeasible(problem: RouteProblem, nodes: number[]) {
  try {
    planRoute(problem);
  } catch (error) {
    expect(error).toBeInstanceOf(RouteInfeasibleError);
    expect((error as RouteInfeasibleError).nodes).toEqual(nodes);
    return (error as Error).message;
  }
  throw new Error('expected RouteInfeasibleError');
}

describe('planRoute', () => {
  it('visits everything it can, in the shortest order, starting at the opening of the start window', () => {
    const plan = planRoute({ ...line, windows: [[7, 1000], ...line.windows.slice(1)] });
    expect(plan).toEqual({ order: [0, 1, 2, 3], visitStarts: [7, 17, 32, 117], totalTravel: 100, totalPrize: 3, upperBound: 3, isOptimal: true });
  });

  it('waits for a window to open, and returns to the start on a closed tour', () => {
    const plan = planRoute({ ...line, windows: [[0, 1000], [50, 60], [0, 1000], [0, 1000]], end: 0 });
    expect(plan.order[0]).toBe(0);
    expect(plan.order.at(-1)).toBe(0);
    expect(plan.visitStarts[plan.order.indexOf(1)]).toBe(50);
    expect(findRouteFaults({ ...line, windows: [[0, 1000], [50, 60], [0, 1000], [0, 1000]], end: 0 }, plan)).toEqual([]);
  });

  it('gives the start alone when nothing fits', () => {
    const plan = planRoute({ ...line, windows: [[0, 1000], [0, 5], [0, 5], [0, 5]] });
    expect(plan).toEqual({ order: [0], visitStarts: [0], totalTravel: 0, totalPrize: 0, upperBound: 0, isOptimal: true });
  });

  it('weighs prizes before travel, and takes one node per group', () => {
    // 3 (prize 5) or both 1 and 2 (prize 2), not all three: their windows close too soon.
    expect(planRoute({ ...line, prize: [0, 1, 1, 5], windows: [[0, 1000], [0, 50], [0, 50], [0, 100]] }).order).toEqual([0, 3]);
    const grouped = planRoute({ ...line, group: [null, 'ann', 'ann', 7] });
    expect(grouped.order).toEqual([0, 1, 3]);
    // The start's group is taken by the start.
    expect(planRoute({ ...line, group: ['ann', 'ann', null, null] }).order).toEqual([0, 2, 3]);
  });

  it('says which required nodes no route can visit', () => {
    const message = expectInfeasible({ ...line, windows: [[0, 1000], [0, 1000], [0, 1000], [0, 50]], required: [1, 3] }, [3]);
    expect(message).toMatch(/required nodes 3/);
    expectInfeasible({ ...line, group: [null, 'ann', 'ann', null], required: [1, 2] }, [1, 2]);
    // Each fits alone, not both: 1 only early, 3 only early, and they are 90 apart.
    expectInfeasible({ ...line, windows: [[0, 1000], [10, 15], [0, 1000], [95, 100]], required: [1, 3] }, [3]);
  });

  it('refuses an end node out of reach, and reaches one through other nodes when the direct way is too slow', () => {
    const skewed: RouteProblem = { ...line, travel: line.travel.map((row, i) => row.map((t, j) => (i === 0 && j === 3 ? 500 : t))), end: 3 };
    expect(() => planRoute({ ...skewed, windows: [[0, 1000], [0, 1000], [0, 1000], [0, 20]] })).toThrow(RouteInfeasibleError);
    const plan = planRoute({ ...skewed, windows: [[0, 1000], [0, 1000], [500, 1000], [0, 120]] });
    expect(plan.order).toEqual([0, 1, 3]);
    expect(plan.isOptimal).toBe(true);
  });

  it('refuses malformed problems with a plain Error naming the part', () => {
    const bad = (change: Partial<RouteProblem>, pattern: RegExp) => {
      const call = () => planRoute({ ...line, ...change } as RouteProblem);
      expect(call).toThrow(pattern);
      expect(call).not.toThrow(RouteInfeasibleError);
    };
    bad({ travel: [] }, /non-empty square/);
    bad({ travel: [[0, 1], [1, 0], [1, 1], [1, 1]] }, /travel row 0 has 2 entries, expected 4/);
    bad({ travel: line.travel.map((row, i) => row.map((t) => (i === 2 ? -1 : t))) }, /travel\[2\]\[0\]/);
    bad({ travel: line.travel.map((row) => row.map(() => Number.NaN)) }, /travel\[0\]\[0\]/);
    bad({ windows: line.windows.slice(1) }, /windows has 3 entries/);
    bad({ windows: [[0, 1000], [30, 20], [0, 1000], [0, 1000]] }, /windows\[1\] opens at 30, after it closes at 20/);
    bad({ windows: [[0, 1000], [0, Infinity], [0, 1000], [0, 1000]] }, /windows\[1\] must be two finite numbers/);
    bad({ service: [0, 5, -5, 5] }, /service\[2\]/);
    bad({ prize: [1, 1] }, /prize has 2 entries/);
    bad({ start: 4 }, /start must be a node index from 0 to 3, got 4/);
    bad({ end: 1.5 }, /end must be a node index/);
    bad({ required: [2, 9] }, /required\[1\]/);
    bad({ group: [null, {} as never, null, null] }, /group\[1\]/);
  });

  it('proves the optimum of a 40-customer TSPTW instance', () => {
    const problem = makeTsptwProblem(40, 60, 7);
    const plan = planRoute(problem, { timeLimitMs: 10_000 });
    expect(findRouteFaults(problem, plan)).toEqual([]);
    expect(plan.totalPrize).toBe(40);
    expect(plan.isOptimal).toBe(true);
  });

  it('plans a 500-listing open-house day within its time limit, one listing per agent', () => {
    const problem = makeOpenHouseProblem(500, 42);
    const started = performance.now();
    const plan = planRoute(problem, { timeLimitMs: 2000 });
    // The limit, and room for a machine busy with other tests.
    expect(performance.now() - started).toBeLessThan(4000);
    expect(findRouteFaults(problem, plan)).toEqual([]);
    expect(plan.totalPrize).toBeGreaterThan(15);
  });
});
