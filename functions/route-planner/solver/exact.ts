import { LabelStore, countBits, hashSet } from './labels.js';
import type { PreparedProblem } from './problem.js';
import type { Reach } from './reach.js';
import { PRIZE_EPSILON } from './insert.js';
import { TIME_EPSILON } from './segments.js';
import { prepareNodeTables, type NodeTables } from './exact-tables.js';

// Local copies: hot loops should not read another module's live bindings.
const TIME_EPS = TIME_EPSILON;
const PRIZE_EPS = PRIZE_EPSILON;

export interface ExactOutcome {
  /** A route better than the incumbent, or null when none is. */
  order: number[] | null;
  /** True when every label was extended or pruned: nothing beats the incumbent or `order`. */
  isComplete: boolean;
}

/**
 * Label setting over partial routes (Dumas, Desrosiers, Gélinas & Solomon 1995, with the
 * "unreachable nodes" resource of Feillet, Dejax, Gendreau & Gueguen 2004). A label is
 * (last node, start of its visit, travel, weight, set U of nodes it can no longer visit:
 * visited, of a visited group, or too late to reach by the windows' bounds). A label is
 * dropped when another with the same last node and the same U starts no later, has
 * travelled no more and weighs no less; or when the weight of every node outside U cannot
 * beat the best route, or can only tie it with no less travel. Every extension adds a node
 * to U, so labels are settled by |U|.
 */
export function searchExactly(
  p: PreparedProblem,
  reach: Reach,
  incumbent: { weight: number; travel: number } | null,
  deadline: number,
  maxLabels: number,
): ExactOutcome {
  const { n } = p;
  const tables = prepareNodeTables(p, reach);
  const { words } = tables;
  const store = new LabelStore(words);
  const buckets: number[][] = [];
  const indexes: (Map<number, number[]> | undefined)[] = [];
  let bestWeight = incumbent?.weight ?? -Infinity;
  let bestTravel = incumbent?.travel ?? Infinity;
  let bestLabel = -1;
  const scratch = new Uint32Array(words);
  const groupBest = new Float64Array(Math.max(1, p.groupCount));
  const groupStamp = new Int32Array(Math.max(1, p.groupCount)).fill(-1);

  const insert = (last: number, time: number, travel: number, weight: number, parent: number, set: Uint32Array) => {
    const size = countBits(set);
    const index = (indexes[size] ??= new Map());
    const hash = hashSet(last, set);
    const same = index.get(hash) ?? [];
    let kept = 0;
    for (const other of same) {
      if (!store.isAlive[other]) continue;
      if (store.last[other] === last && store.hasSameSet(other, set)) {
        const otherTime = store.time[other]!;
        const otherTravel = store.travel[other]!;
        const otherWeight = store.weight[other]!;
        if (otherTime <= time + TIME_EPS && otherTravel <= travel + TIME_EPS && otherWeight >= weight - PRIZE_EPS) return;
        if (time <= otherTime + TIME_EPS && travel <= otherTravel + TIME_EPS && weight >= otherWeight - PRIZE_EPS) {
          store.isAlive[other] = 0;
          continue;
        }
      }
      same[kept++] = other;
    }
    same.length = kept;
    const id = store.add(last, time, travel, weight, parent, set);
    same.push(id);
    index.set(hash, same);
    (buckets[size] ??= []).push(id);
  };

  insert(p.start, p.earliest[p.start]!, 0, 0, -1, tables.initialSet);
  let settled = 0;
  for (let size = 0; size <= words * 32; size++) {
    const bucket = buckets[size];
    indexes[size] = undefined;
    buckets[size] = [];
    if (!bucket) continue;
    for (const id of bucket) {
      if (!store.isAlive[id]) continue;
      if ((settled++ & 63) === 0 && performance.now() > deadline) return { order: null, isComplete: false };
      if (store.size > maxLabels) return { order: null, isComplete: false };
      const last = store.last[id]!;
      const time = store.time[id]!;
      const travel = store.travel[id]!;
      const weight = store.weight[id]!;
      const set = store.sets.subarray(id * words, (id + 1) * words);
      const finish = finishRoute(p, last, time, travel);
      if (finish !== null && isImprovement(weight, finish, bestWeight, bestTravel)) [bestWeight, bestTravel, bestLabel] = [weight, finish, id];
      const bound = findBound(p, tables, set, weight, travel, time + p.service[last]!, bestWeight, bestTravel, groupBest, groupStamp, id);
      if (bound === -Infinity) continue;
      const leave = time + p.service[last]!;
      for (let w = 0; w < words; w++) {
        let free = ~set[w]! >>> 0;
        while (free) {
          const bit = free & -free;
          free ^= bit;
          const node = (w << 5) | (31 - Math.clz32(bit));
          const hop = p.travel[last * n + node]!;
          const at = Math.max(p.earliest[node]!, leave + hop);
          if (at > p.latest[node]! + TIME_EPS || at > tables.latestForEnd[node]! + TIME_EPS) continue;
          tables.fillNextSet(node, at, set, scratch);
          // The step's own bound: the parent's, less the nodes it makes unreachable (grouped ones
          // kept, as their group's best may remain). Doomed labels never reach the index.
          let after = bound;
          for (let v = 0; v < words; v++) {
            let gone = (scratch[v]! & ~set[v]!) >>> 0;
            while (gone) {
              const lost = gone & -gone;
              gone ^= lost;
              const other = (v << 5) | (31 - Math.clz32(lost));
              if (other !== node && p.group[other]! < 0) after -= p.weight[other]!;
            }
          }
          if (after < bestWeight - PRIZE_EPS) continue;
          if (after <= bestWeight + PRIZE_EPS && travel + hop + tables.leastIntoEnd >= bestTravel - TIME_EPS) continue;
          insert(node, at, travel + hop, weight + p.weight[node]!, id, scratch);
        }
      }
    }
  }
  if (bestLabel < 0) return { order: null, isComplete: true };
  const order = store.traceOrder(bestLabel);
  if (p.end >= 0) order.push(p.end);
  return { order, isComplete: true };
}

/** Travel of the finished route (to the end node when there is one), or null when the end is out of reach. */
function finishRoute(p: PreparedProblem, last: number, time: number, travel: number): number | null {
  if (p.end < 0) return travel;
  const hop = p.travel[last * p.n + p.end]!;
  const at = Math.max(p.earliest[p.end]!, time + p.service[last]! + hop);
  return at <= p.latest[p.end]! + TIME_EPS ? travel + hop : null;
}

function isImprovement(weight: number, travel: number, bestWeight: number, bestTravel: number): boolean {
  return weight > bestWeight + PRIZE_EPS || (weight >= bestWeight - PRIZE_EPS && travel < bestTravel - TIME_EPS);
}

/**
 * The bound test: the weight of all nodes outside U (the heaviest of each group) must beat
 * the best weight, or tie it with travel below the best even after the cheapest arc into
 * each node the tie forces in, and into the end node; and no more visits than fit in the
 * time left. Returns the weight of the nodes outside U (the bound a child label narrows by
 * the nodes it loses), or -Infinity when the label cannot lead to a better route.
 */
function findBound(
  p: PreparedProblem,
  tables: NodeTables,
  set: Uint32Array,
  weight: number,
  travel: number,
  leave: number,
  bestWeight: number,
  bestTravel: number,
  groupBest: Float64Array,
  groupStamp: Int32Array,
  stamp: number,
): number {
  let bound = weight;
  let latest = -Infinity;
  let heaviest = 0;
  for (let w = 0; w < set.length; w++) {
    let free = ~set[w]! >>> 0;
    while (free) {
      const bit = free & -free;
      free ^= bit;
      const node = (w << 5) | (31 - Math.clz32(bit));
      if (p.latest[node]! > latest) latest = p.latest[node]!;
      if (p.weight[node]! > heaviest) heaviest = p.weight[node]!;
      const g = p.group[node]!;
      if (g < 0) bound += p.weight[node]!;
      else if (groupStamp[g] !== stamp) [groupStamp[g], groupBest[g]] = [stamp, p.weight[node]!];
      else if (p.weight[node]! > groupBest[g]!) groupBest[g] = p.weight[node]!;
    }
  }
  for (let w = 0; w < set.length; w++) {
    let free = ~set[w]! >>> 0;
    while (free) {
      const bit = free & -free;
      free ^= bit;
      const g = p.group[(w << 5) | (31 - Math.clz32(bit))]!;
      if (g >= 0 && groupStamp[g] === stamp) [groupStamp[g], bound] = [-2, bound + groupBest[g]!];
    }
  }
  // Visits take time: no more of them fit than the last window's close allows, each at
  // least a visit's duration and the cheapest arc after the one before.
  let best = bound;
  if (tables.leastStep > 0) {
    const first = leave + tables.leastIntoAny;
    const count = first > latest + TIME_EPS ? 0 : Math.floor((latest - first) / tables.leastStep + TIME_EPS) + 1;
    best = Math.min(bound, weight + count * heaviest);
  }
  if (best < bestWeight - PRIZE_EPS) return -Infinity;
  if (best > bestWeight + PRIZE_EPS) return bound;
  let least = travel + tables.leastIntoEnd;
  for (let w = 0; w < set.length; w++) {
    let free = ~set[w]! >>> 0;
    while (free) {
      const bit = free & -free;
      free ^= bit;
      const node = (w << 5) | (31 - Math.clz32(bit));
      if (p.group[node]! < 0 && bound - p.weight[node]! < bestWeight - PRIZE_EPS) least += tables.leastInto[node]!;
    }
  }
  return least < bestTravel - TIME_EPS ? bound : -Infinity;
}
