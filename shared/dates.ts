// Calendar dates are the business's dates (BUSINESS_TIME_ZONE, America/Chicago by
// default) written YYYY-MM-DD; instants are ISO 8601 UTC (product/platform.md §4).

/** The date it is now in `timeZone`. */
export function dateIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** How far `timeZone`'s clocks are ahead of UTC at `at` (negative west of Greenwich), in ms. */
function zoneOffset(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time on a date in `timeZone` (e.g. 9 AM in Houston),
 * right on daylight-saving days and whatever the computer's own time zone.
 */
export function instantIn(timeZone: string, date: string, hour: number, minute = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffset(timeZone, wall);
  // Across a change of offset, the offset at the answer is the one that counts.
  const second = wall - zoneOffset(timeZone, first);
  return new Date(second);
}

/** product/rules.md step 3: 5-hour windows starting on the hour from 7 AM to 2 PM. */
export const INSPECTION_WINDOWS = ['7AM-12PM', '8AM-1PM', '9AM-2PM', '10AM-3PM', '11AM-4PM', '12PM-5PM', '1PM-6PM', '2PM-7PM'] as const;
export const DEFAULT_INSPECTION_WINDOW = '12PM-5PM';

/** The start hour (24 h) of a window such as `9AM-2PM`. */
export function windowStartHour(window: string): number {
  const match = /^(\d{1,2})(AM|PM)-/.exec(window);
  if (!match) throw new Error(`Not an inspection window: ${window}`);
  const hour = Number(match[1]) % 12;
  return match[2] === 'PM' ? hour + 12 : hour;
}
