import type { PreparedProblem } from './problem.js';
import { TIME_EPSILON } from './segments.js';

// A local copy: a hot loop should not read another module's live binding.
const EPSILON = TIME_EPSILON;

/**
 * Every run order[i..j] of a route summarised once (the time-warp summary of
 * segments.ts, in flat arrays), forwards and, for the visits after the start, backwards
 * (order[j] down to order[i], what 2-opt and a reversed Or-opt put in); and a fold that joins
 * runs and single visits into a candidate route without allocating: local search checks
 * hundreds of thousands of candidate routes, and an object per join made the garbage
 * collector the main cost.
 */
export class RunTable {
  size = 0;
  order: readonly number[] = [];
  private duration = new Float64Array(0);
  private warp = new Float64Array(0);
  private earliest = new Float64Array(0);
  private latest = new Float64Array(0);
  private travel = new Float64Array(0);
  private reversed = new RunArrays(0);
  // The fold under construction.
  private isEmpty = true;
  private isLate = false;
  private foldLast = 0;
  /** From the start of the first visit to the end of the last, waiting included. */
  foldDuration = 0;
  private foldEarliest = 0;
  private foldLatest = 0;
  foldTravel = 0;

  constructor(private readonly p: PreparedProblem) {}

  /** Summarises every run of `order`, reusing the arrays of the previous route. */
  load(order: readonly number[]): this {
    const { p } = this;
    const size = (this.size = order.length);
    this.order = order;
    if (this.duration.length < size * size) {
      const capacity = Math.max(size * size, 2 * this.duration.length);
      this.duration = new Float64Array(capacity);
      this.warp = new Float64Array(capacity);
      this.earliest = new Float64Array(capacity);
      this.latest = new Float64Array(capacity);
      this.travel = new Float64Array(capacity);
      this.reversed = new RunArrays(capacity);
    }
    for (let i = 0; i < size; i++) {
      this.reset();
      // The start's visit starts at its window's opening, not anywhere in its window.
      if (i === 0) this.append(p.start, p.start, p.service[p.start]!, p.earliest[p.start]!, p.earliest[p.start]!, 0);
      for (let j = i; j < size; j++) {
        if (j > 0 || i > 0) this.appendVisit(order[j]!);
        const at = i * size + j;
        this.duration[at] = this.foldDuration;
        this.earliest[at] = this.foldEarliest;
        this.latest[at] = this.foldLatest;
        this.travel[at] = this.foldTravel;
        // Past a late visit every longer run is late too: marked by an infinite warp.
        this.warp[at] = this.isLate ? Infinity : 0;
      }
    }
    const back = this.reversed;
    for (let j = 1; j < size; j++) {
      this.reset();
      for (let i = j; i >= 1; i--) {
        this.appendVisit(order[i]!);
        const at = i * size + j;
        back.duration[at] = this.foldDuration;
        back.earliest[at] = this.foldEarliest;
        back.latest[at] = this.foldLatest;
        back.travel[at] = this.foldTravel;
        back.warp[at] = this.isLate ? Infinity : 0;
      }
    }
    return this.reset();
  }

  reset(): this {
    this.isEmpty = true;
    this.isLate = false;
    this.foldTravel = 0;
    return this;
  }

  /** Appends order[i..j] (nothing when i > j); false once the candidate has a late visit. */
  appendRun(i: number, j: number): boolean {
    if (i > j) return !this.isLate;
    const at = i * this.size + j;
    if (this.warp[at] !== 0) return !(this.isLate = true);
    return this.append(this.order[i]!, this.order[j]!, this.duration[at]!, this.earliest[at]!, this.latest[at]!, this.travel[at]!);
  }

  /** Appends order[j], order[j - 1], …, order[i] (1 <= i; nothing when i > j). */
  appendReversedRun(i: number, j: number): boolean {
    if (i > j) return !this.isLate;
    const at = i * this.size + j;
    const back = this.reversed;
    if (back.warp[at] !== 0) return !(this.isLate = true);
    return this.append(this.order[j]!, this.order[i]!, back.duration[at]!, back.earliest[at]!, back.latest[at]!, back.travel[at]!);
  }

  /** The travel of order[i..j] forwards and backwards. */
  runTravel(i: number, j: number): number {
    return this.travel[i * this.size + j]!;
  }

  reversedTravel(i: number, j: number): number {
    return this.reversed.travel[i * this.size + j]!;
  }

  appendVisit(node: number): boolean {
    return this.append(node, node, this.p.service[node]!, this.p.earliest[node]!, this.p.latest[node]!, 0);
  }

  private append(first: number, last: number, duration: number, earliest: number, latest: number, travel: number): boolean {
    if (this.isLate) return false;
    if (this.isEmpty) {
      this.isEmpty = false;
      this.foldLast = last;
      this.foldDuration = duration;
      this.foldEarliest = earliest;
      this.foldLatest = latest;
      this.foldTravel = travel;
      return true;
    }
    const hop = this.p.travel[this.foldLast * this.p.n + first]!;
    const delta = this.foldDuration + hop;
    const wait = Math.max(earliest - delta - this.foldLatest, 0);
    if (this.foldEarliest + delta - latest > EPSILON) return !(this.isLate = true);
    this.foldDuration += duration + hop + wait;
    this.foldEarliest = Math.max(earliest - delta, this.foldEarliest) - wait;
    this.foldLatest = Math.min(latest - delta, this.foldLatest);
    this.foldTravel += travel + hop;
    this.foldLast = last;
    return true;
  }
}

class RunArrays {
  readonly duration: Float64Array;
  readonly warp: Float64Array;
  readonly earliest: Float64Array;
  readonly latest: Float64Array;
  readonly travel: Float64Array;

  constructor(capacity: number) {
    this.duration = new Float64Array(capacity);
    this.warp = new Float64Array(capacity);
    this.earliest = new Float64Array(capacity);
    this.latest = new Float64Array(capacity);
    this.travel = new Float64Array(capacity);
  }
}
