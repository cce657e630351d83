// Calendar dates are the business's dates (BUSINESS_TIME_ZONE, America/Chicago by
// default) written YYYY-MM-DD; instants are ISO 8601 UTC (ARCHITECTURE §4).

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

/** The UTC instant of a wall-clock time on a date in `timeZone` (e.g. 9 AM in Houston). */
export function instantIn(timeZone: string, date: string, hour: number, minute = 0): Date {
  const guess = new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
  // The zone's offset at that moment, found by formatting the guess there.
  const local = new Date(guess.toLocaleString('en-US', { timeZone }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (local.getTime() - utc.getTime()));
}

/** DOMAIN step 3: 5-hour windows starting on the hour from 7 AM to 2 PM. */
export const INSPECTION_WINDOWS = ['7AM-12PM', '8AM-1PM', '9AM-2PM', '10AM-3PM', '11AM-4PM', '12PM-5PM', '1PM-6PM', '2PM-7PM'] as const;
export const DEFAULT_INSPECTION_WINDOW = '12PM-5PM';

/** The start hour (24 h) of a window such as `9AM-2PM`. */
export function windowStartHour(window: string): number {
  const match = /^(\d{1,2})(AM|PM)-/.exec(window);
  if (!match) throw new Error(`Not an inspection window: ${window}`);
  const hour = Number(match[1]) % 12;
  return match[2] === 'PM' ? hour + 12 : hour;
}
