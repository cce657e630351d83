/**
 * The exact method's labels in flat typed arrays (one label is a partial route: its last
 * node, the start of that visit, travel so far, weight so far, the most weight a route
 * extending it could reach, its parent label, and the bitset of nodes it can no longer visit). Objects per label cost several times the memory
 * and the garbage collector's time at a million labels.
 */
export class LabelStore {
  size = 0;
  last: Int32Array;
  time: Float64Array;
  travel: Float64Array;
  weight: Float64Array;
  bound: Float64Array;
  parent: Int32Array;
  isAlive: Uint8Array;
  sets: Uint32Array;

  constructor(
    readonly words: number,
    capacity = 4096,
  ) {
    this.last = new Int32Array(capacity);
    this.time = new Float64Array(capacity);
    this.travel = new Float64Array(capacity);
    this.weight = new Float64Array(capacity);
    this.bound = new Float64Array(capacity);
    this.parent = new Int32Array(capacity);
    this.isAlive = new Uint8Array(capacity);
    this.sets = new Uint32Array(capacity * words);
  }

  add(last: number, time: number, travel: number, weight: number, bound: number, parent: number, set: Uint32Array): number {
    if (this.size === this.last.length) this.grow();
    const id = this.size++;
    this.last[id] = last;
    this.time[id] = time;
    this.travel[id] = travel;
    this.weight[id] = weight;
    this.bound[id] = bound;
    this.parent[id] = parent;
    this.isAlive[id] = 1;
    this.sets.set(set, id * this.words);
    return id;
  }

  hasSameSet(id: number, set: Uint32Array): boolean {
    const base = id * this.words;
    for (let w = 0; w < this.words; w++) if (this.sets[base + w] !== set[w]) return false;
    return true;
  }

  /** The nodes of a label's partial route, start first. */
  traceOrder(id: number): number[] {
    const order: number[] = [];
    for (let at = id; at >= 0; at = this.parent[at]!) order.push(this.last[at]!);
    return order.reverse();
  }

  private grow(): void {
    const capacity = this.last.length * 2;
    const grown = <T extends Int32Array | Float64Array | Uint8Array | Uint32Array>(old: T, make: (size: number) => T, per = 1): T => {
      const next = make(capacity * per);
      next.set(old as never);
      return next;
    };
    this.last = grown(this.last, (size) => new Int32Array(size));
    this.time = grown(this.time, (size) => new Float64Array(size));
    this.travel = grown(this.travel, (size) => new Float64Array(size));
    this.weight = grown(this.weight, (size) => new Float64Array(size));
    this.bound = grown(this.bound, (size) => new Float64Array(size));
    this.parent = grown(this.parent, (size) => new Int32Array(size));
    this.isAlive = grown(this.isAlive, (size) => new Uint8Array(size));
    this.sets = grown(this.sets, (size) => new Uint32Array(size), this.words);
  }
}

export function countBits(set: Uint32Array): number {
  let count = 0;
  for (let w = 0; w < set.length; w++) {
    let v = set[w]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

export function hashSet(last: number, set: Uint32Array): number {
  let hash = Math.imul(last + 1, 0x9e3779b1);
  for (let w = 0; w < set.length; w++) hash = Math.imul(hash ^ set[w]!, 0x85ebca6b) ^ (hash >>> 13);
  return hash | 0;
}
