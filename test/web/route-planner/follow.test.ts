import { describe, expect, it } from 'vitest';
import { clockOf, formatClock, minutesOf, type RouteStop } from '#shared/route-planner.js';
import { clockIn, countdownOf, currentIndex } from '#web/src/features/route-planner/follow-progress.js';
import { pickDate } from '#web/src/features/route-planner/planner-state.js';
import { directionsHref, logContactHref } from '#web/src/features/route-planner/route-links.js';

const stop = (mls: string, times: Partial<RouteStop> = {}): RouteStop => ({
  listing: { agentName: 'Dana', mls, address: `${mls} Main St`, price: null, beds: null, baths: null, sqft: null, openHouse: 'Sat 1-3PM' },
  owner: 'Dana',
  acct: null,
  arrival_time: '13:00',
  visit_start: '13:10',
  visit_end: '13:25',
  window_start: '13:00',
  window_end: '15:00',
  travel_time_minutes: 4,
  distance_to_next: 1.2,
  contacted: false,
  latitude: 29.76,
  longitude: -95.37,
  ...times,
});

describe('the route follower', () => {
  it('takes the first stop neither visited nor skipped, and -1 once all are done', () => {
    const route = [stop('1'), stop('2'), stop('3')];
    expect(currentIndex(route, {})).toBe(0);
    expect(currentIndex(route, { '1': 'visited', '2': 'skipped' })).toBe(2);
    expect(currentIndex(route, { '1': 'visited', '2': 'skipped', '3': 'visited' })).toBe(-1);
  });

  it('counts down to the window, then to the last start that fits the visit, on the route’s day only', () => {
    const day = '2026-11-28';
    const at = (clock: string, date = day) => ({ date, minutes: minutesOf(clock) });
    expect(countdownOf(stop('1'), at('12:15'), day)).toBe('Opens in 45 min (planned visit in 55 min)');
    expect(countdownOf(stop('1'), at('10:00'), day)).toBe('Opens in 3 h 0 min (planned visit in 3 h 10 min)');
    expect(countdownOf(stop('1'), at('14:00'), day)).toBe('Open now: 45 min left to start the visit');
    expect(countdownOf(stop('1'), at('14:50'), day)).toBe('Closes in 10 min: too little time for a full visit');
    expect(countdownOf(stop('1'), at('15:00'), day)).toBe('This open house has closed.');
    expect(countdownOf(stop('1'), at('14:00', '2026-11-27'), day)).toBe('This route is for a later day.');
    expect(countdownOf(stop('1'), at('14:00', '2026-11-29'), day)).toBe('This route’s day has passed.');
  });

  it('reads the business’s clock whatever the computer’s zone', () => {
    expect(clockIn('America/Chicago', new Date('2026-11-28T19:30:00Z'))).toEqual({ date: '2026-11-28', minutes: 13 * 60 + 30 });
    expect(clockIn('America/Chicago', new Date('2026-11-29T05:59:00Z'))).toEqual({ date: '2026-11-28', minutes: 23 * 60 + 59 });
  });
});

describe('the planner page', () => {
  it('preselects ?date= when it has listings ahead, else the first date', () => {
    const dates = [{ date: '2026-11-28' }, { date: '2026-11-29' }];
    expect(pickDate(dates, '2026-11-29')).toBe('2026-11-29');
    expect(pickDate(dates, '2026-10-01')).toBe('2026-11-28');
    expect(pickDate([], '2026-11-29')).toBeNull();
  });

  it('links the contact logger with the house chosen, and directions to the house', () => {
    expect(logContactHref('2026-11-28', stop('7012345'))).toBe('/agent-contacts?log=open-house&date=2026-11-28&mls=7012345');
    expect(directionsHref(stop('1'))).toBe('https://www.google.com/maps/dir/?api=1&destination=29.76,-95.37');
  });

  it('writes times as the spec does (8:00 AM to 12:00 PM)', () => {
    expect(['08:00', '12:00', '13:05', '00:30'].map(formatClock)).toEqual(['8:00 AM', '12:00 PM', '1:05 PM', '12:30 AM']);
    expect(clockOf(9 * 60 + 59.6)).toBe('10:00');
  });
});
