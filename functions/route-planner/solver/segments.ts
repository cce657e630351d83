import type { PreparedProblem } from './problem.js';

/**
 * A run of consecutive visits, summarised so that two runs join in constant time
 * (Vidal, Crainic, Gendreau & Prins 2013, "time warp" concatenation): any insertion,
 * removal or move is checked by joining a prefix, a few nodes and a suffix.
 * A run is feasible when its time warp is 0 (no visit needs to start after its window).
 */
export interface Segment {
  first: number;
  last: number;
  /** From the start of the first visit to the end of the last, waiting included. */
  duration: number;
  /** How much the run would have to travel back in time; 0 when feasible. */
  warp: number;
  /** Earliest and latest start of the first visit that keep the run at its least duration and warp. */
  earliest: number;
  latest: number;
  travel: number;
}

/** Below this, time warp is rounding from fractional inputs, not lateness. */
export const TIME_EPSILON = 1e-9;

export function makeVisit(p: PreparedProblem, node: number): Segment {
  return { first: node, last: node, duration: p.service[node]!, warp: 0, earliest: p.earliest[node]!, latest: p.latest[node]!, travel: 0 };
}

/** The route's first visit, which starts at its window's opening (RouteProblem.start). */
export function makeStartVisit(p: PreparedProblem): Segment {
  const at = p.earliest[p.start]!;
  return { first: p.start, last: p.start, duration: p.service[p.start]!, warp: 0, earliest: at, latest: at, travel: 0 };
}

export function joinSegments(p: PreparedProblem, a: Segment, b: Segment): Segment {
  const hop = p.travel[a.last * p.n + b.first]!;
  const delta = a.duration - a.warp + hop;
  const wait = Math.max(b.earliest - delta - a.latest, 0);
  const warp = Math.max(a.earliest + delta - b.latest, 0);
  return {
    first: a.first,
    last: b.last,
    duration: a.duration + b.duration + hop + wait,
    warp: a.warp + b.warp + warp,
    earliest: Math.max(b.earliest - delta, a.earliest) - wait,
    latest: Math.min(b.latest - delta, a.latest) + warp,
    travel: a.travel + b.travel + hop,
  };
}

export const isFeasible = (segment: Segment) => segment.warp <= TIME_EPSILON;

/** Start of each visit of `order` when each starts as early as it can, or null when one would be late. */
export function scheduleVisits(p: PreparedProblem, order: readonly number[]): { starts: number[]; travel: number } | null {
  const starts: number[] = [];
  let travel = 0;
  let time = p.earliest[order[0]!]!;
  for (let k = 0; k < order.length; k++) {
    const node = order[k]!;
    if (k > 0) {
      const hop = p.travel[order[k - 1]! * p.n + node]!;
      travel += hop;
      time = Math.max(p.earliest[node]!, time + p.service[order[k - 1]!]! + hop);
    }
    if (time > p.latest[node]! + TIME_EPSILON) return null;
    starts.push(time);
  }
  return { starts, travel };
}
