// The planner's contract (docs/route-planner.md). Types only, so the solver's files and
// their callers share them without importing each other.

/** `Row`: a row of the travel matrix; a big day's rows are typed arrays (D-225). */
export interface RouteProblem<Row extends ArrayLike<number> = readonly number[]> {
  /** travel[i][j]: travel time from node i to node j; any non-negative numbers, need not be symmetric or obey the triangle inequality. Rows may be typed arrays (a big day's matrix). */
  travel: readonly Row[];
  /** Per node [earliest, latest] start of its visit. Waiting is allowed and free. */
  windows: readonly (readonly [number, number])[];
  /** Per node visit duration. */
  service: readonly number[];
  /** Node where the route begins, its visit starting at windows[start][0]. */
  start: number;
  /** Optional node where the route must finish, its visit starting within its window; equal to start for a closed tour. */
  end?: number;
  /** Per node prize, 1 by default. The start and end nodes' prizes are not counted (they are always in the route). */
  prize?: readonly number[];
  /** Nodes that must be visited; if no route can include them all, throw RouteInfeasibleError naming them. */
  required?: readonly number[];
  /** Per node group key (string or number), or null/undefined for none: at most one node of each group is visited (dedupe by agent). */
  group?: readonly (string | number | null | undefined)[];
}

export interface PlanRouteOptions {
  /** default 1000 */
  timeLimitMs?: number;
}

export interface RoutePlan {
  /** Visiting order: starts with start, ends with end when given (a closed tour ends with start again). */
  order: number[];
  /** Start time of each visit in order (the earliest feasible, i.e. arrive then wait for the window to open). */
  visitStarts: number[];
  totalTravel: number;
  totalPrize: number;
  /**
   * The most total prize any feasible route could collect, from a relaxation (docs/route-planner.md
   * "The bound"); equal to totalPrize when isOptimal. totalPrize is at most this far from the best.
   */
  upperBound: number;
  /** True when the method proved no route has a larger prize, or an equal prize with less travel. */
  isOptimal: boolean;
}

/** No route visits every required node (or reaches the end node in its window). */
export class RouteInfeasibleError extends Error {
  constructor(
    message: string,
    /** The required nodes no route found could include (empty when the end node is what cannot be reached). */
    readonly nodes: readonly number[] = [],
  ) {
    super(message);
    this.name = 'RouteInfeasibleError';
  }
}
