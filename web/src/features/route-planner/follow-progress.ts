import { minutesOf, type RouteStop } from '#shared/route-planner.js';
import type { StopStatus } from '#shared/route-planner-progress.js';

// The follower's arithmetic, free of React: which stop is current, and the countdown.

export type { StopStatus };

/** The first stop neither visited nor skipped; -1 when the route is done. */
export const currentIndex = (route: readonly RouteStop[], progress: Record<string, StopStatus>) =>
  route.findIndex((stop) => !progress[stop.listing.mls]);

/** Minutes after midnight on the business's clock, and its date. */
export function clockIn(timeZone: string, at: Date): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '0';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, minutes: Number(part('hour')) * 60 + Number(part('minute')) + Number(part('second')) / 60 };
}

const span = (minutes: number) => {
  const whole = Math.max(0, Math.ceil(minutes));
  const hours = Math.floor(whole / 60);
  return hours > 0 ? `${hours} h ${whole % 60} min` : `${whole} min`;
};

/**
 * What the countdown says for a stop on the route's day: until the planned visit, until
 * the house closes to a visit (the last start that still fits the visit), or that it has.
 */
export function countdownOf(stop: RouteStop, now: { date: string; minutes: number }, routeDate: string): string {
  if (now.date < routeDate) return 'This route is for a later day.';
  if (now.date > routeDate) return 'This route’s day has passed.';
  const visit = minutesOf(stop.visit_start);
  const latest = minutesOf(stop.window_end) - (minutesOf(stop.visit_end) - visit);
  if (now.minutes < minutesOf(stop.window_start)) return `Opens in ${span(minutesOf(stop.window_start) - now.minutes)} (planned visit in ${span(visit - now.minutes)})`;
  if (now.minutes <= latest) return `Open now: ${span(latest - now.minutes)} left to start the visit`;
  if (now.minutes < minutesOf(stop.window_end)) return `Closes in ${span(minutesOf(stop.window_end) - now.minutes)}: too little time for a full visit`;
  return 'This open house has closed.';
}
