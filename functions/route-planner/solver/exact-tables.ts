import type { PreparedProblem } from './problem.js';
import type { Reach } from './reach.js';
import { TIME_EPSILON } from './segments.js';

// Local copies: hot loops should not read another module's live bindings.
const TIME_EPS = TIME_EPSILON;

/** What the exact method looks up per node, computed once per problem. */
export interface NodeTables {
  words: number;
  /** Everything but the usable nodes (bits past n included, so free bits are always nodes). */
  initialSet: Uint32Array;
  /** Latest start of a visit at the node from which the end node can still be reached in time (Infinity without one). */
  latestForEnd: Float64Array;
  /** Least travel on any arc into the node from a node that can precede it. */
  leastInto: Float64Array;
  leastIntoEnd: number;
  /** The least time between the starts of two visits in a row: the shortest duration and the cheapest arc (0 disables the visit-count bound). */
  leastStep: number;
  leastIntoAny: number;
  /** `out` = `set` + the node + its group + the nodes a visit starting at `at` makes too late to reach. */
  fillNextSet: (node: number, at: number, set: Uint32Array, out: Uint32Array) => void;
}

export function prepareNodeTables(p: PreparedProblem, reach: Reach): NodeTables {
  const { n } = p;
  const words = (n + 31) >>> 5;
  const { usable } = reach;
  const initialSet = new Uint32Array(words).fill(0xffffffff);
  for (const node of usable) initialSet[node >>> 5] = initialSet[node >>> 5]! & ~(1 << (node & 31));

  const groupMasks = new Uint32Array(n * words);
  for (const node of usable) {
    for (const other of usable) {
      if (other !== node && (p.group[node]! < 0 || p.group[other] !== p.group[node])) continue;
      const at = node * words + (other >>> 5);
      groupMasks[at] = groupMasks[at]! | (1 << (other & 31));
    }
  }

  // For each node, the others sorted by how late a visit here may start and still reach them:
  // a later start makes a longer prefix of that list unreachable, kept as one mask per length.
  const thresholds: Float64Array[] = [];
  const prefixMasks: Uint32Array[] = [];
  for (const node of usable) {
    const others = usable.filter((other) => other !== node);
    const limit = (other: number) => p.latest[other]! - p.service[node]! - reach.time[node * n + other]!;
    others.sort((a, b) => limit(a) - limit(b));
    thresholds[node] = Float64Array.from(others, limit);
    const masks = new Uint32Array((others.length + 1) * words);
    others.forEach((other, k) => {
      masks.copyWithin((k + 1) * words, k * words, (k + 1) * words);
      const at = (k + 1) * words + (other >>> 5);
      masks[at] = masks[at]! | (1 << (other & 31));
    });
    prefixMasks[node] = masks;
  }

  const latestForEnd = new Float64Array(n).fill(Infinity);
  if (p.end >= 0) for (const node of usable) latestForEnd[node] = p.latest[p.end]! - p.service[node]! - reach.time[node * n + p.end]!;

  const predecessors = [p.start, ...usable];
  const leastInto = new Float64Array(n);
  for (const node of usable) leastInto[node] = Math.min(...predecessors.filter((from) => from !== node).map((from) => p.travel[from * n + node]!));
  const leastIntoEnd = p.end >= 0 ? Math.min(...predecessors.map((from) => p.travel[from * n + p.end]!)) : 0;

  const fillNextSet = (node: number, at: number, set: Uint32Array, out: Uint32Array) => {
    const limits = thresholds[node]!;
    let low = 0;
    let high = limits.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (limits[middle]! < at - TIME_EPS) low = middle + 1;
      else high = middle;
    }
    const masks = prefixMasks[node]!;
    const base = node * words;
    const prefix = low * words;
    for (let w = 0; w < words; w++) out[w] = set[w]! | groupMasks[base + w]! | masks[prefix + w]!;
  };
  const leastIntoAny = Math.min(...usable.map((node) => leastInto[node]!));
  // The duration of one visit and the arc into the next, which may be another node's: the least of each.
  const leastStep = Math.min(...usable.map((node) => p.service[node]!)) + leastIntoAny;
  return { words, initialSet, latestForEnd, leastInto, leastIntoEnd, leastStep, leastIntoAny, fillNextSet };
}
