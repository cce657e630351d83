import { describe, expect, it } from 'vitest';
import type { RouteSummary } from '#shared/route-planner.js';
import { describeQuality } from '#web/src/features/route-planner/route-quality.js';

// Issue 29 point 3: the planner's summary says "Optimal route" or how many visits the route may miss.
const summary: RouteSummary = {
  total_stops: 7,
  total_distance: 12,
  start_time: '09:00',
  end_time: '11:00',
  original_count: 20,
  filtered_count: 18,
  total_travel_minutes: 40,
  is_optimal: false,
  start_point: null,
};

describe('describeQuality', () => {
  it('says optimal when proved, else the gap to the bound, one visit in the singular', () => {
    expect(describeQuality({ ...summary, is_optimal: true, upper_bound: 7, gap: 0 })).toMatch(/^Optimal route/);
    expect(describeQuality({ ...summary, upper_bound: 8, gap: 1 })).toBe('Within 1 visit of the best possible: no route can visit more than 8 open houses.');
    expect(describeQuality({ ...summary, upper_bound: 10, gap: 3 })).toMatch(/^Within 3 visits of the best possible/);
    expect(describeQuality({ ...summary, upper_bound: 7, gap: 0 })).toMatch(/^No route visits more open houses/);
  });

  it('keeps the old wording for a route saved before the bound existed', () => {
    expect(describeQuality(summary)).toBe('The best route found within the time limit.');
  });
});
