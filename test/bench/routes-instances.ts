// The instances of `npm run bench:routes` (issue 29 point 2): seeded generators of the kinds the
// classic sets hold, so every run, and the committed optima in routes-optima.json, see the same
// instances. Customers are clustered (c), random (r) or half of each (rc), as in Solomon's sets.
import type { RouteProblem } from '#functions/route-planner/solver/plan-route.js';
import { mulberry32 } from '#infra/cli/open-house-sample.js';
import { windowsAlongRandomTour } from '#test/support/route-planner-instances.js';

export type Layout = 'c' | 'r' | 'rc';

export interface BenchInstance {
  name: string;
  kind: 'tsptw' | 'optw';
  /** The class the bench prints a line for. */
  group: string;
  layout: Layout;
  /** Customers (the depot is node 0 besides). */
  customers: number;
  /** Window widths are drawn from 20 (TSPTW: 0) to this. */
  width: number;
  seed: number;
  problem: RouteProblem;
}

const TSPTW_SIZES = [20, 40, 60, 80, 100];
const TSPTW_WIDTHS = [20, 60, 100, 150, 200];
const OPTW_WIDTHS = [50, 100, 200];
const LAYOUTS: Layout[] = ['c', 'r', 'rc'];

/** Every instance of the bench, `perClass` of each class; names and seeds never change with perClass. */
export function makeBenchInstances(perClass: number): BenchInstance[] {
  const instances: BenchInstance[] = [];
  for (const n of TSPTW_SIZES) {
    for (const width of TSPTW_WIDTHS) {
      for (let k = 1; k <= perClass; k++) {
        const seed = 29_000_000 + n * 1000 + width * 3 + k;
        const layout = LAYOUTS[(k - 1) % LAYOUTS.length]!;
        const problem = makeTsptw(n, width, layout, seed);
        instances.push({ name: `tsptw-n${n}-w${width}-${layout}${k}`, kind: 'tsptw', group: `TSPTW n${n}`, layout, customers: n, width, seed, problem });
      }
    }
  }
  for (const layout of LAYOUTS) {
    for (const width of OPTW_WIDTHS) {
      for (let k = 1; k <= perClass; k++) {
        const seed = 29_500_000 + LAYOUTS.indexOf(layout) * 10_000 + width * 10 + k;
        const problem = makeOptw(100, width, layout, seed);
        instances.push({ name: `optw-${layout}-w${width}-${k}`, kind: 'optw', group: `OPTW ${layout}`, layout, customers: 100, width, seed, problem });
      }
    }
  }
  return instances;
}

/**
 * Points on a side × side square: random uniform, around 8 cluster centres (spread about 4),
 * or half and half.
 */
function makePoints(count: number, side: number, layout: Layout, random: () => number): [number, number][] {
  const centres = Array.from({ length: 8 }, () => [side * (0.1 + 0.8 * random()), side * (0.1 + 0.8 * random())] as const);
  const clamp = (value: number) => Math.min(side, Math.max(0, value));
  return Array.from({ length: count }, (_, i) => {
    const isClustered = layout === 'c' || (layout === 'rc' && i % 2 === 0);
    if (!isClustered) return [random() * side, random() * side];
    const [x, y] = centres[Math.floor(random() * centres.length)]!;
    // Box–Muller: a normal spread around the centre.
    const radius = 4 * Math.sqrt(-2 * Math.log(1 - random()));
    const angle = 2 * Math.PI * random();
    return [clamp(x + radius * Math.cos(angle)), clamp(y + radius * Math.sin(angle))];
  });
}

const distances = (points: [number, number][], round: (d: number) => number) =>
  points.map(([x1, y1]) => points.map(([x2, y2]) => round(Math.hypot(x1 - x2, y1 - y2))));

/**
 * A TSPTW instance made as Dumas, Desrosiers, Gélinas & Solomon (1995) made theirs: depot and
 * customers on a 50 × 50 square, integer travel times, a random tour through every customer,
 * and each window centred on the arrival of that tour, its width drawn from 0 to `width`. So a
 * tour visiting every customer exists, and a closed tour with prize 1 each is the TSPTW.
 */
export function makeTsptw(n: number, width: number, layout: Layout, seed: number): RouteProblem {
  const random = mulberry32(seed);
  const points = [[25, 25] as [number, number], ...makePoints(n, 50, layout, random)];
  const travel = distances(points, Math.round);
  const windows = windowsAlongRandomTour(travel, width, random);
  return { travel, windows, service: new Array(n + 1).fill(0), start: 0, end: 0 };
}

/**
 * An OPTW instance in the manner of Righini & Salini's, from Solomon's: 100 customers on a
 * 70 × 70 square, depot at the centre, travel the Euclidean distance to one decimal, a visit of
 * 10, prizes 1 to 50, a day of 230 closed at the depot. Each window has a width drawn from 20
 * to `width`, placed at random where a visit could both be reached and return in time. A longer
 * day and smaller prizes give the wide-window OPTW of `WIDE=1 npm run bench:route-planner`.
 */
export function makeOptw(customers: number, width: number, layout: Layout, seed: number, { horizon = 230, maxPrize = 50 } = {}): RouteProblem {
  const random = mulberry32(seed);
  const service = 10;
  const points = [[35, 35] as [number, number], ...makePoints(customers, 70, layout, random)];
  const travel = distances(points, (d) => Math.round(d * 10) / 10);
  const windows: [number, number][] = [[0, horizon]];
  const prize = [0];
  for (let i = 1; i <= customers; i++) {
    const earliest = travel[0]![i]!;
    const latest = Math.max(earliest, horizon - service - travel[i]![0]!);
    const span = Math.min(20 + random() * (width - 20), latest - earliest);
    const opens = Math.round(earliest + random() * (latest - earliest - span));
    windows.push([opens, Math.round(opens + span)]);
    prize.push(1 + Math.floor(random() * maxPrize));
  }
  return { travel, windows, service: [0, ...new Array(customers).fill(service)], start: 0, end: 0, prize };
}
