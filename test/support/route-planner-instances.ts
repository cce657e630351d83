// Instances for planRoute's tests and benchmark (issue 13 point 3), seeded so that every run
// sees the same ones.
import { readListings } from '#functions/open-house/items.js';
import type { RouteProblem } from '#functions/route-planner/solver/plan-route.js';
import { travelMatrix } from '#functions/route-planner/travel.js';
import { generateOpenHouses, mulberry32 } from '#infra/cli/open-house-sample.js';

/**
 * A TSPTW instance generated the way Dumas, Desrosiers, Gélinas & Solomon (1995) made theirs:
 * the depot (node 0) and n customers at random points of a 50 × 50 grid, travel times the
 * Euclidean distances rounded to integers, a random tour through all customers, and each
 * customer's window centred on its arrival time in that tour with a width drawn uniformly
 * from 0 to `width`. So a tour visiting every customer exists; the planner is asked for a
 * closed tour with prize 1 each, so the best route is the optimal TSPTW tour.
 */
export function makeTsptwProblem(n: number, width: number, seed: number): RouteProblem {
  const random = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const points = Array.from({ length: n + 1 }, () => [int(0, 50), int(0, 50)] as const);
  const travel = points.map(([x1, y1]) => points.map(([x2, y2]) => Math.round(Math.hypot(x1 - x2, y1 - y2))));
  const windows = windowsAlongRandomTour(travel, width, random);
  return { travel, windows, service: new Array(n + 1).fill(0), start: 0, end: 0 };
}

/**
 * A Dumas-style TSPTW instance (`makeTsptwProblem(n, 60, seed)`) with every window widened by
 * `extra`, as Gendreau et al. widened Dumas's: the depot's closes `extra` later, each customer's
 * opens `extra` / 2 earlier and closes `extra` / 2 later (issue 29, docs/bench/planner.md
 * "Wide-window TSPTW and OPTW").
 */
export function makeWideTsptwProblem(n: number, extra: number, seed: number): RouteProblem {
  const problem = makeTsptwProblem(n, 60, seed);
  const windows = problem.windows.map(([from, to], node): [number, number] =>
    node === 0 ? [from, to + extra] : [Math.max(0, from - extra / 2), to + extra / 2],
  );
  return { ...problem, windows };
}

/**
 * Windows around a random tour through every customer (node 0 the depot): each window centred
 * on the arrival of that tour, its width drawn from 0 to `width`, so the tour stays feasible;
 * the depot's window closes 10 widths after the tour returns.
 */
export function windowsAlongRandomTour(travel: readonly (readonly number[])[], width: number, random: () => number): [number, number][] {
  const n = travel.length - 1;
  const tour = Array.from({ length: n }, (_, k) => k + 1);
  for (let k = tour.length - 1; k > 0; k--) {
    const pick = Math.floor(random() * (k + 1));
    [tour[k], tour[pick]] = [tour[pick]!, tour[k]!];
  }
  const windows: [number, number][] = new Array(n + 1);
  let time = 0;
  let at = 0;
  for (const node of tour) {
    time += travel[at]![node]!;
    at = node;
    const half = (random() * width) / 2;
    // Rounding must not move the window past the tour's own time: that tour stays feasible.
    windows[node] = [Math.max(0, Math.round(time - half)), Math.max(time, Math.round(time + half))];
    time = Math.max(time, windows[node]![0]);
  }
  windows[0] = [0, time + travel[at]![0]! + 10 * width];
  return windows;
}

/**
 * An open-house day as the planner API will pose it (issue 13 point 3): `count` listings of
 * one Saturday from the project's sample generator, read by the import's own reader; node 0 a
 * virtual start with no travel to or from anything, its window at `startMinutes`; a listing's
 * window from its opening to its closing less the visit; travel by the model of product/rules.md; one
 * listing per agent (groups). An open route: the day ends at the last visit.
 */
export function makeOpenHouseProblem(count: number, seed: number, visitMinutes = 15, startMinutes = 9 * 60): RouteProblem {
  const date = '2026-11-28';
  const items = generateOpenHouses({ count, dates: [date], seed });
  const { listings } = readListings(items, { today: '2026-11-25', overrideDate: null });
  const stops = listings.filter((listing) => listing.routable && listing.open_house_date === date);
  const points = [{ latitude: 0, longitude: 0 }, ...stops.map((stop) => ({ latitude: stop.lat!, longitude: stop.lng! }))];
  const { minutes } = travelMatrix(points, { detourFactor: 1.3, speedMph: 25 });
  minutes.forEach((row, i) => {
    row[0] = 0;
    if (i === 0) row.fill(0);
  });
  const windows = [
    [startMinutes, startMinutes] as const,
    ...stops.map((stop) => [toMinutes(stop.start_time), toMinutes(stop.end_time) - visitMinutes] as const),
  ];
  return {
    travel: minutes.map((row) => Array.from(row)),
    windows,
    service: [0, ...stops.map(() => visitMinutes)],
    start: 0,
    group: [null, ...stops.map((stop) => stop.agent_key)],
  };
}

/** `HH:MM` (the stored listing's times) to minutes after midnight. */
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
