import { addDays, dateIn, instantIn } from './dates.js';

// The buyer's option period (issue 30; product/portal.md "The option period"; D-230). In the
// Texas one-to-four family resale contract (paragraph 5B) the buyer may terminate by notice given
// by 5:00 p.m. local time on the last day of the period, counted in days after the contract's
// effective date, and the contract's time paragraph does not extend it for a weekend or holiday.
// The browser and the functions both use these rules; no zod
// here, so the dashboard's chunk can import them (D-160); the schemas are in option-period.ts.

/** The hour of the deadline, on the business's wall clock (paragraph 5B: 5:00 p.m. local time). */
export const OPTION_DEADLINE_HOUR = 17;
export const MAX_OPTION_PERIOD_DAYS = 30;
/** A preferred or final date leaving less than this between the day's end and the deadline is marked. */
export const OPTION_WARNING_HOURS = 48;
/** Admins see inspections whose option period ends within this, without a published report. */
export const ADMIN_OPTION_QUEUE_HOURS = 72;
/** Agents see their own inspections whose option period ends within this. */
export const AGENT_OPTION_QUEUE_HOURS = 48;
/** The agent's one reminder goes out this long before the deadline. */
export const OPTION_REMINDER_HOURS = 24;
/**
 * The reminder is the one message no one's action sends at that moment, so it waits out the night
 * on the business's clock: none from 9 p.m. to 8 a.m. (D-231). A deadline is always 5 p.m., so one
 * held at night still goes out hours before it.
 */
export const QUIET_HOURS = { from: 21, until: 8 } as const;

/** Whether `at` falls in the quiet hours of `timeZone`. */
export function isQuietHour(timeZone: string, at: Date): boolean {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at));
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;
}

/**
 * The instant the option period ends: 5:00 p.m. in `timeZone` on the effective date plus `days`
 * days, never moved for a weekend or holiday. Undefined when either is unknown. `instantIn` asks
 * the platform's Intl time-zone data for the offset, so daylight-saving days are right.
 */
export function optionDeadline(timeZone: string, effectiveDate?: string | null, days?: number | null): Date | undefined {
  if (!effectiveDate || !days) return undefined;
  return instantIn(timeZone, addDays(effectiveDate, days), OPTION_DEADLINE_HOUR);
}

/** `-06:00`: `timeZone`'s offset from UTC at `at`, as Intl names it. */
export function zoneOffsetText(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // Intl writes `GMT-06:00`, and `GMT` alone for UTC itself.
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/** ISO 8601 with the business's offset, as the API writes the deadline: `2026-12-04T17:00:00-06:00`. */
export function isoWithOffset(timeZone: string, at: Date): string {
  const wall = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(at);
  return `${dateIn(timeZone, at)}T${wall}${zoneOffsetText(timeZone, at)}`;
}

/** The deadline as `GET /api/inspections` carries it, or null. */
export function optionDeadlineText(timeZone: string, effectiveDate?: string | null, days?: number | null): string | null {
  const deadline = optionDeadline(timeZone, effectiveDate, days);
  return deadline ? isoWithOffset(timeZone, deadline) : null;
}

/**
 * Whether an inspection on `date` leaves less than 48 hours between the end of that day (midnight
 * in `timeZone`) and the deadline: the report may then come too late. A date on or after the
 * deadline's day is late too.
 */
export function isLateForOption(timeZone: string, date: string, deadline: Date | string | null | undefined): boolean {
  if (!deadline) return false;
  const dayEnd = instantIn(timeZone, addDays(date, 1), 0);
  return new Date(deadline).getTime() - dayEnd.getTime() < OPTION_WARNING_HOURS * 3_600_000;
}

/** "2 days 5 hours left", "3 hours left", "under an hour left" or "ended", for the lists and the tracker. */
export function timeLeft(deadline: Date | string, now: Date): string {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (ms <= 0) return 'ended';
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return 'under an hour left';
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (days === 0) return `${plural(hours, 'hour')} left`;
  return `${plural(days, 'day')}${rest ? ` ${plural(rest, 'hour')}` : ''} left`;
}

/** "Fri, Dec 4, 5:00 PM CST": the deadline on the business's clock, with the zone's short name. */
export function formatDeadline(timeZone: string, deadline: Date | string): string {
  return new Date(deadline).toLocaleString('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}
