import type { PreparedProblem } from './problem.js';
import { TIME_EPSILON } from './segments.js';
import { RouteInfeasibleError } from './types.js';

/**
 * Lower bounds that hold whatever the matrix (asymmetric, triangle inequality broken):
 * `time[i * n + j]` is the least time from the end of a visit at i to arriving at j when
 * passing through other visits on the way (their visit durations counted), `travel` the
 * least travel on such a path. Floyd–Warshall through the candidate nodes only: start and
 * end cannot be passed through.
 */
export interface Reach {
  time: Float64Array;
  travel: Float64Array;
  /** Candidates some route can visit: reachable from the start in time, and able to reach the end in time. */
  usable: number[];
}

export function computeReach(p: PreparedProblem): Reach {
  const { n } = p;
  const time = Float64Array.from(p.travel);
  const travel = Float64Array.from(p.travel);
  for (const k of p.candidates) {
    const serviceK = p.service[k]!;
    const rowK = k * n;
    for (let i = 0; i < n; i++) {
      const rowI = i * n;
      const viaTime = time[rowI + k]! + serviceK;
      const viaTravel = travel[rowI + k]!;
      for (let j = 0; j < n; j++) {
        const t = viaTime + time[rowK + j]!;
        if (t < time[rowI + j]!) time[rowI + j] = t;
        const d = viaTravel + travel[rowK + j]!;
        if (d < travel[rowI + j]!) travel[rowI + j] = d;
      }
    }
  }
  return { time, travel, usable: findUsable(p, time) };
}

/** Throws RouteInfeasibleError when the bounds alone prove no route exists. */
function findUsable(p: PreparedProblem, time: Float64Array): number[] {
  const { n, start, end } = p;
  const leave = p.earliest[start]! + p.service[start]!;
  if (end >= 0 && Math.max(p.earliest[end]!, leave + time[start * n + end]!) > p.latest[end]! + TIME_EPSILON) {
    throw new RouteInfeasibleError(`No route reaches the end node ${end} within its window.`);
  }
  const usable = p.candidates.filter((node) => {
    const at = Math.max(p.earliest[node]!, leave + time[start * n + node]!);
    if (at > p.latest[node]! + TIME_EPSILON) return false;
    return end < 0 || at + p.service[node]! + time[node * n + end]! <= p.latest[end]! + TIME_EPSILON;
  });
  const kept = new Set(usable);
  const unreachable = p.required.filter((node) => !kept.has(node));
  if (unreachable.length) {
    throw new RouteInfeasibleError(`No route can visit the required nodes ${unreachable.join(', ')} within their windows.`, unreachable);
  }
  return usable;
}
