import * as z from './zod.js';

// Times of day as people and the spec write them (D-211): `9:00 AM`, `9 am`, `6 PM`, `12:00 PM`,
// `6:00p.m.`, and the 24-hour `09:00`, `9:00` or `18:00` a time input sends. Every one is stored
// in one form, 24-hour `HH:MM` (the business's wall clock), so stored data, sorting and the pages
// that show it stay as they were.

const CLOCK = /^(?<hour>\d{1,2})(?::(?<minute>[0-5]\d))?\s*(?:(?<meridiem>[ap])\.?\s*m\.?)?$/i;

/** `HH:MM` (24-hour) from a time as written, or null when it is not one. */
export function readClockTime(written: string): string | null {
  const text = written.trim();
  if (/^noon$/i.test(text)) return '12:00';
  const match = CLOCK.exec(text);
  if (!match?.groups) return null;
  const { minute = '00', meridiem } = match.groups;
  let hour = Number(match.groups.hour);
  if (meridiem) {
    // With AM or PM an hour is 1 to 12: 12 AM is midnight, 12 PM noon.
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  } else if (match.groups.minute === undefined || hour > 23) {
    // Without AM or PM a bare `6` could be morning or evening: only a 24-hour `H:MM` is a time.
    return null;
  }
  return `${String(hour).padStart(2, '0')}:${minute}`;
}

/** Message used when a module names none: it names forms that are accepted. */
export const TIME_MESSAGE = 'Enter the time as 6:00 PM or 18:00.';

/** A time as written, stored as `HH:MM`; anything else is refused with `message`. */
export const clockTimeSchema = (message: string = TIME_MESSAGE) =>
  z.pipe(
    z.string({ error: message }),
    z.transform((written, ctx) => {
      const clock = readClockTime(written);
      if (clock === null) {
        ctx.issues.push({ code: 'custom', message, input: written });
        return z.NEVER;
      }
      return clock;
    }),
  );

/** `HH:MM`, the wall clock at `at` in `timeZone` (a contact's time by default, product/outreach.md §9). */
export function clockIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}
