import type { PreparedProblem } from './problem.js';
import { TIME_EPSILON } from './segments.js';

// Local copy: hot loops should not read another module's live bindings.
const TIME_EPS = TIME_EPSILON;
/** A pass gives up past this many labels (about 20 bytes each). */
const MAX_LABELS = 2_000_000;

/** What the walk relaxations share, from bound.ts. */
export interface WalkInput {
  p: PreparedProblem;
  /** The prized nodes a route may visit. */
  nodes: readonly number[];
  /** Per node (by index into nodes): its prize in units, at least 1. */
  units: Int32Array;
  /** Who a node is for the elimination rules: its group when it has one (by index into nodes). */
  who: Int32Array;
  /** hop[a * m + b]: least time from the end of the visit at nodes[a] to the start of the one at nodes[b]. */
  hop: Float64Array;
  /** Per node: its earliest start straight after the start node, and its latest start that can still reach the end. */
  firstStart: Float64Array;
  deadline: Float64Array;
  /** No walk goes past this many units (it would visit more than fit); a label past it makes the pass give up. */
  levels: number;
  /** Clock time to give up at. */
  stopAt: number;
  /** Units some route is known to collect: a walk that cannot pass them need not be followed. */
  atLeast: number;
  /** Steps (a label tried towards a node, or compared with another) left to all passes: they stop by work done, the clock a backstop. */
  budget: { steps: number };
}

/**
 * latest[u * m + a]: the latest start of a visit at nodes[a] after which walks (no elimination)
 * can still collect u more units; -Infinity when none can. Backwards over u, as the forward
 * walks but from the end of the day: a label whose start is past latest[u] cannot collect u more.
 * Null when the clock backstop passes first (no ng pass then).
 */
export function findLatestStarts({ p, nodes, units, hop, deadline, levels, stopAt }: WalkInput): Float64Array | null {
  const m = nodes.length;
  const latest = new Float64Array(levels * m).fill(-Infinity);
  latest.set(deadline);
  for (let u = 1; u < levels; u++) {
    if (performance.now() > stopAt) return null;
    for (let a = 0; a < m; a++) {
      const leave = p.service[nodes[a]!]!;
      let best = -Infinity;
      for (let b = 0; b < m; b++) {
        if (b === a) continue;
        const then = latest[Math.max(0, u - units[b]!) * m + b]!;
        if (then < p.earliest[nodes[b]!]! - TIME_EPS) continue;
        const by = then - leave - hop[a * m + b]!;
        if (by > best) best = by;
      }
      latest[u * m + a] = Math.min(deadline[a]!, best);
    }
  }
  return latest;
}

/**
 * The ng-route relaxation (Baldacci, Mingozzi & Roberti 2011): each node has a neighbourhood
 * of its `size` nearest; a walk remembers which nodes of the current node's neighbourhood it
 * has visited, and may not go back to one it remembers. Memory after a step to w is
 * (memory ∩ N(w)) ∪ {w}: it only ever holds visited nodes, so every route is such a walk and
 * the walks' best prize bounds the routes'. Short cycles among near nodes, which make the
 * plain walk bound loose on wide windows, are gone. Labels (node, prize level, memory,
 * earliest start) are settled level by level; one dominates another at the same node and
 * level when it starts no later and remembers a subset. Returns the best level, or Infinity
 * when the pass could not finish (time, labels, or a level past `levels`).
 */
export function findBestNgWalk(input: WalkInput, latest: Float64Array, size: number): number {
  const { p, nodes, units, who, hop, levels } = input;
  const m = nodes.length;
  const width = Math.min(size, m, 31);
  const { neighbours, position } = findNeighbourhoods(hop, m, width);
  // forbid[a * m + b]: the bits of a's neighbourhood whose visit rules out a step to b (b itself, or b's group).
  const forbid = new Int32Array(m * m);
  for (let a = 0; a < m; a++) {
    for (let i = 0; i < width; i++) {
      const x = neighbours[a * width + i]!;
      for (let b = 0; b < m; b++) if (who[x] === who[b]) forbid[a * m + b] = forbid[a * m + b]! | (1 << i);
    }
  }
  let labelNode = new Int32Array(4096);
  let labelMask = new Int32Array(4096);
  let labelTime = new Float64Array(4096);
  let isAlive = new Uint8Array(4096);
  const grow = () => {
    const bigger = <T extends Int32Array | Float64Array | Uint8Array>(old: T, make: (length: number) => T): T => {
      const next = make(old.length * 2);
      next.set(old as never);
      return next;
    };
    labelNode = bigger(labelNode, (length) => new Int32Array(length));
    labelMask = bigger(labelMask, (length) => new Int32Array(length));
    labelTime = bigger(labelTime, (length) => new Float64Array(length));
    isAlive = bigger(isAlive, (length) => new Uint8Array(length));
  };
  let count = 0;
  const byLevel: number[][] = Array.from({ length: levels }, () => []);
  // Labels of one node and level, for dominance; cleared once the level is settled.
  const same = new Map<number, number[]>();
  let isCut = false;
  let best = input.atLeast;
  /** The most units a walk on from a visit at b starting at `time` can still collect (latest only falls as u grows). */
  const canCollect = (b: number, time: number) => {
    let [low, high] = [0, levels - 1];
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (latest[middle * m + b]! >= time - TIME_EPS) low = middle;
      else high = middle - 1;
    }
    return low;
  };

  const offer = (level: number, b: number, mask: number, time: number): void => {
    if (level + canCollect(b, time) <= best) return;
    if (level >= levels || count >= MAX_LABELS) {
      isCut = true;
      return;
    }
    const key = level * m + b;
    const list = same.get(key);
    if (list) {
      input.budget.steps -= list.length;
      let kept = 0;
      for (const other of list) {
        if (!isAlive[other]) continue;
        const otherMask = labelMask[other]!;
        if (labelTime[other]! <= time + TIME_EPS && (otherMask & mask) === otherMask) return;
        if (time <= labelTime[other]! + TIME_EPS && (mask & otherMask) === mask) {
          isAlive[other] = 0;
          continue;
        }
        list[kept++] = other;
      }
      list.length = kept;
    }
    if (count === labelNode.length) grow();
    const id = count++;
    labelNode[id] = b;
    labelMask[id] = mask;
    labelTime[id] = time;
    isAlive[id] = 1;
    if (list) list.push(id);
    else same.set(key, [id]);
    byLevel[level]!.push(id);
  };

  for (let b = 0; b < m; b++) {
    if (input.firstStart[b]! <= input.deadline[b]! + TIME_EPS) offer(units[b]!, b, 1, input.firstStart[b]!);
  }
  for (let level = 1; level < levels && !isCut; level++) {
    const labels = byLevel[level]!;
    for (let k = 0; k < labels.length && !isCut; k++) {
      const id = labels[k]!;
      if (!isAlive[id]) continue;
      if ((k & 255) === 0 && performance.now() > input.stopAt) return Infinity;
      input.budget.steps -= m;
      if (input.budget.steps < 0) return Infinity;
      if (level > best) best = level;
      const a = labelNode[id]!;
      const mask = labelMask[id]!;
      const leave = labelTime[id]! + p.service[nodes[a]!]!;
      for (let b = 0; b < m; b++) {
        if (b === a || who[b] === who[a] || (mask & forbid[a * m + b]!) !== 0) continue;
        const start = Math.max(p.earliest[nodes[b]!]!, leave + hop[a * m + b]!);
        if (start > input.deadline[b]! + TIME_EPS) continue;
        // Memory ∩ N(b), then b itself (bit 0 of its own neighbourhood).
        let next = 1;
        for (let rest = mask; rest !== 0; rest &= rest - 1) {
          const i = 31 - Math.clz32(rest & -rest);
          const at = position[b * m + neighbours[a * width + i]!]!;
          if (at >= 0) next |= 1 << at;
        }
        offer(level + units[b]!, b, next, start);
      }
    }
    for (let b = 0; b < m; b++) same.delete(level * m + b);
    byLevel[level] = [];
  }
  return isCut ? Infinity : best;
}

/** Each node's `width` nearest by the time there and back (itself first), and where a node sits in another's list (-1 if absent). */
function findNeighbourhoods(hop: Float64Array, m: number, width: number) {
  const neighbours = new Int32Array(m * width);
  const position = new Int8Array(m * m).fill(-1);
  const order = Array.from({ length: m }, (_, k) => k);
  for (let a = 0; a < m; a++) {
    const near = order
      .filter((b) => b !== a)
      .sort((x, y) => hop[a * m + x]! + hop[x * m + a]! - (hop[a * m + y]! + hop[y * m + a]!))
      .slice(0, width - 1);
    [a, ...near].forEach((b, i) => {
      neighbours[a * width + i] = b;
      position[a * m + b] = i;
    });
  }
  return { neighbours, position };
}
