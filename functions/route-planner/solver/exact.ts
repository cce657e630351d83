import { LabelStore, countBits, hashSet } from './labels.js';
import type { PreparedProblem } from './problem.js';
import { PRIZE_EPSILON } from './insert.js';
import { TIME_EPSILON } from './segments.js';
import type { NodeTables } from './exact-tables.js';

// Local copies: hot loops should not read another module's live bindings.
const TIME_EPS = TIME_EPSILON;
const PRIZE_EPS = PRIZE_EPSILON;

export interface ExactOutcome {
  /** The best route this search found, when it beats the incumbent it was last given; null otherwise. */
  order: number[] | null;
  /** True when every label was extended or pruned: nothing beats the incumbent or `order`. */
  isComplete: boolean;
  /** True when the search gave up at its label cap: it cannot resume. */
  isExhausted: boolean;
  /**
   * The most weight any route can have, as far as this search proved: the best weight (the
   * incumbent's or `order`'s), or more while labels are open, the most an open label could
   * still reach. Equal to the best weight once complete. A search given a target it did not
   * reach yet (an incumbent that is no route) proves only that target.
   */
  weightBound: number;
  /** Labels settled so far, over every run: the work done. */
  settled: number;
}

export interface ExactLimits {
  /** Settle at most this many more labels in this run: a limit in work, the same on any machine. */
  labels: number;
  /** Give up once the store holds more labels than this (memory). */
  maxLabels: number;
  /** The wall clock, a backstop only: checked every 64 labels. */
  deadline: number;
}

type Incumbent = { weight: number; travel: number } | null;

/**
 * Label setting over partial routes (Dumas, Desrosiers, Gélinas & Solomon 1995, with the
 * "unreachable nodes" resource of Feillet, Dejax, Gendreau & Gueguen 2004). A label is
 * (last node, start of its visit, travel, weight, set U of nodes it can no longer visit:
 * visited, of a visited group, or too late to reach by the windows' bounds). A label is
 * dropped when another with the same last node and the same U starts no later, has
 * travelled no more and weighs no less; or when the weight of every node outside U cannot
 * beat the best route, or can only tie it with no less travel. Every extension adds a node
 * to U, so labels are settled by |U|.
 *
 * Resumable: `run` settles labels up to its limits and returns; the next `run` goes on from
 * the same label, keeping every label and the best route (D-224). A better incumbent given
 * to a later run only prunes more.
 */
export class ExactSearch {
  private readonly tables: NodeTables;
  private readonly words: number;
  private readonly store: LabelStore;
  /** Labels waiting, by |U|; the indexes find labels with the same last node and U for dominance. */
  private readonly buckets: (number[] | undefined)[] = [];
  private readonly indexes: (Map<number, number[]> | undefined)[] = [];
  /** The |U| being settled, the labels of that size, and the next one to settle. */
  private size = -1;
  private bucket: number[] = [];
  private at = 0;
  private bestWeight = -Infinity;
  private bestTravel = Infinity;
  private bestLabel = -1;
  private settled = 0;
  private isComplete = false;
  private isExhausted = false;
  private readonly scratch: Uint32Array;
  private readonly groupBest: Float64Array;
  private readonly groupStamp: Int32Array;

  constructor(
    private readonly p: PreparedProblem,
    tables: NodeTables,
  ) {
    this.tables = tables;
    this.words = tables.words;
    this.store = new LabelStore(this.words);
    this.scratch = new Uint32Array(this.words);
    this.groupBest = new Float64Array(Math.max(1, p.groupCount));
    this.groupStamp = new Int32Array(Math.max(1, p.groupCount)).fill(-1);
    const leave = p.earliest[p.start]! + p.service[p.start]!;
    const bound = findBound(p, tables, tables.initialSet, 0, 0, leave, -Infinity, Infinity, this.groupBest, this.groupStamp, 0);
    this.insert(p.start, p.earliest[p.start]!, 0, 0, bound, -1, tables.initialSet);
  }

  /** Labels held, settled or not (memory). */
  get labelCount(): number {
    return this.store.size;
  }

  run(incumbent: Incumbent, limits: ExactLimits): ExactOutcome {
    if (incumbent && isImprovement(incumbent.weight, incumbent.travel, this.bestWeight, this.bestTravel)) {
      [this.bestWeight, this.bestTravel, this.bestLabel] = [incumbent.weight, incumbent.travel, -1];
    }
    if (!this.isComplete && !this.isExhausted) this.settle(limits);
    return this.describe();
  }

  private settle(limits: ExactLimits): void {
    const { p, tables, words, store, scratch } = this;
    const { n } = p;
    const stopAt = this.settled + limits.labels;
    for (;;) {
      if (this.at >= this.bucket.length && !this.nextBucket()) {
        this.isComplete = true;
        return;
      }
      const id = this.bucket[this.at]!;
      if (!store.isAlive[id]) {
        this.at++;
        continue;
      }
      if (this.settled >= stopAt) return;
      if ((this.settled & 63) === 0 && performance.now() > limits.deadline) return;
      if (store.size > limits.maxLabels) {
        this.isExhausted = true;
        return;
      }
      this.at++;
      this.settled++;
      const last = store.last[id]!;
      const time = store.time[id]!;
      const travel = store.travel[id]!;
      const weight = store.weight[id]!;
      const set = store.sets.subarray(id * words, (id + 1) * words);
      const finish = finishRoute(p, last, time, travel);
      if (finish !== null && isImprovement(weight, finish, this.bestWeight, this.bestTravel)) {
        [this.bestWeight, this.bestTravel, this.bestLabel] = [weight, finish, id];
      }
      const leave = time + p.service[last]!;
      const bound = findBound(p, tables, set, weight, travel, leave, this.bestWeight, this.bestTravel, this.groupBest, this.groupStamp, id);
      if (bound === -Infinity) continue;
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
          if (after < this.bestWeight - PRIZE_EPS) continue;
          if (after <= this.bestWeight + PRIZE_EPS && travel + hop + tables.leastIntoEnd >= this.bestTravel - TIME_EPS) continue;
          this.insert(node, at, travel + hop, weight + p.weight[node]!, after, id, scratch);
        }
      }
    }
  }

  /** Moves to the next |U| holding labels; false when none is left. Labels of a settled size can no longer arrive. */
  private nextBucket(): boolean {
    while (++this.size <= this.words * 32) {
      this.indexes[this.size] = undefined;
      const bucket = this.buckets[this.size];
      this.buckets[this.size] = undefined;
      if (bucket?.length) {
        [this.bucket, this.at] = [bucket, 0];
        return true;
      }
    }
    [this.bucket, this.at] = [[], 0];
    return false;
  }

  private insert(last: number, time: number, travel: number, weight: number, bound: number, parent: number, set: Uint32Array): void {
    const { store } = this;
    const size = countBits(set);
    const index = (this.indexes[size] ??= new Map());
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
    const id = store.add(last, time, travel, weight, bound, parent, set);
    same.push(id);
    index.set(hash, same);
    (this.buckets[size] ??= []).push(id);
  }

  private describe(): ExactOutcome {
    const { store } = this;
    // Every route extends an open label, or one settled or pruned no better than the best.
    let weightBound = this.bestWeight;
    if (!this.isComplete) {
      const open = (ids: readonly number[], from: number) => {
        for (let k = from; k < ids.length; k++) {
          const id = ids[k]!;
          if (store.isAlive[id] && store.bound[id]! > weightBound) weightBound = store.bound[id]!;
        }
      };
      open(this.bucket, this.at);
      for (let size = this.size + 1; size < this.buckets.length; size++) open(this.buckets[size] ?? [], 0);
    }
    let order: number[] | null = null;
    if (this.bestLabel >= 0) {
      order = store.traceOrder(this.bestLabel);
      if (this.p.end >= 0) order.push(this.p.end);
    }
    return { order, isComplete: this.isComplete, isExhausted: this.isExhausted, weightBound, settled: this.settled };
  }
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
