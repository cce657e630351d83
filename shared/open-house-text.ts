// Reads the date and time window of an MLS export's `openHouse` text (product/rules.md "Open houses
// and routes"), in the forms MLS systems write: `Sat 11/22 1:00PM-3:00PM`, `Sunday,
// November 23 2-4 PM`, `11/22/2026 1:00 PM - 3:00 PM`, `Sat, Nov 22, 2025 12:00PM - 2:00PM`,
// `Open House: Saturday 11/22 from 1-3pm`, several windows in one text.
//
// Times are wall-clock times in the business's zone (America/Chicago), kept as written:
// on a daylight-saving day `1-3 PM` is still 13:00–15:00, so a window is never shifted.
// Weekday names are not read at all: MLS exports get them wrong around year ends, and the
// date is what counts.

/** `date` YYYY-MM-DD, or null when the text gives only times; `start`/`end` `HH:MM`, 24-hour. */
export interface OpenHouseWindow {
  date: string | null;
  start: string;
  end: string;
}
export type WindowsRead = { windows: OpenHouseWindow[] } | { problem: string };

/** An `openHouse` text is a short field; anything longer is not one. */
export const MAX_OPEN_HOUSE_TEXT = 500;

export const openHouseTextMessages = {
  empty: 'The open house text is empty',
  tooLong: `The open house text is longer than ${MAX_OPEN_HOUSE_TEXT} characters`,
  noWindow: (text: string) => `No time window found in "${shorten(text)}"`,
  noSuchDate: (written: string) => `There is no date ${written}`,
  noMeridiem: (written: string) => `Say AM or PM in "${written}"`,
  endsBeforeStart: (end: string, start: string) => `The open house ends (${end}) before it starts (${start})`,
} as const;

// ── The pieces of text we read ─────────────────────────────────────────────────────────
// Matched on text whose whitespace is collapsed to single spaces, so ` ?` is all the
// space a pattern needs (and no pattern can backtrack over long runs of blanks).

/** Jan, Jan., January … Sep, Sept., September …; the month is its first three letters. */
const MONTH_NAME = String.raw`\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?`;
/** Not glued to a number, a price (`$1,250`), a decimal or another date. */
const NOT_AFTER_NUMBER = String.raw`(?<![\d$.,:/-])`;

const DATE_PATTERNS = {
  /** `Nov 22`, `November 22nd`, `Sept. 5, 2026`, `Nov 22 2025`. */
  named: String.raw`(?<nameMonth>${MONTH_NAME}) ?(?<nameDay>\d{1,2})(?:st|nd|rd|th)?\b(?:,? ?(?<nameYear>(?:19|20)\d\d)\b(?!:))?`,
  /** `11/22`, `11/22/26`, `11/22/2026`. */
  slashed: String.raw`${NOT_AFTER_NUMBER}(?<slashMonth>\d{1,2})\/(?<slashDay>\d{1,2})(?:\/(?<slashYear>(?:19|20)\d\d|\d\d))?(?![\d/])`,
  /** `11-22-2026` (a year is required: `11-1` is a time range). */
  dashed: String.raw`${NOT_AFTER_NUMBER}(?<dashMonth>\d{1,2})-(?<dashDay>\d{1,2})-(?<dashYear>(?:19|20)\d\d)(?![\d-])`,
  /** `2026-11-22`. */
  iso: String.raw`${NOT_AFTER_NUMBER}(?<isoYear>(?:19|20)\d\d)-(?<isoMonth>\d\d)-(?<isoDay>\d\d)(?![\d-])`,
};

/** `1`, `1:30`, `13:00`, `1pm`, `1 p.m.`, `1p`, `noon`, `12 noon`; `s`/`e` name the start and end. */
const clockTime = (p: 's' | 'e') =>
  String.raw`(?:(?<${p}Noon>\b(?:12 ?)?noon\b)|(?<${p}Hour>\d{1,2})(?::(?<${p}Minute>[0-5]\d))?(?: ?(?<${p}Meridiem>[ap])\.? ?m\b\.?|(?<${p}Letter>[ap])\b)?)`;
/** `-`, en and em dashes (made `-` first), `to`, `until`, `till`, `thru`. */
const SEPARATOR = String.raw` ?(?:-|~|\bto\b|\buntil\b|\btill?\b|\bthru\b|\bthrough\b) ?`;
const RANGE = String.raw`${NOT_AFTER_NUMBER}(?<range>${clockTime('s')}${SEPARATOR}${clockTime('e')})(?![\d:])`;

const TOKEN = new RegExp([...Object.values(DATE_PATTERNS), RANGE].map((pattern) => `(?:${pattern})`).join('|'), 'gi');

// ── Reading the pieces ─────────────────────────────────────────────────────────────────

interface Clock {
  hour: number;
  minute: number;
  meridiem: 'a' | 'p' | null;
  hasMinutes: boolean;
}
interface Range {
  start: number;
  end: number;
}
type Groups = Record<string, string | undefined>;
type Token = { kind: 'date'; date: string } | { kind: 'range'; range: Range };

class Problem extends Error {}

/**
 * Houses open in daylight: a reading that starts before 7 AM is not taken when another
 * exists (`3-1 PM` is a mistake to report, not 3 AM to 1 PM).
 */
const EARLIEST_START = 7 * 60;

export function readOpenHouseText(text: string, today: string): WindowsRead {
  const flat = text
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat === '') return { problem: openHouseTextMessages.empty };
  if (flat.length > MAX_OPEN_HOUSE_TEXT) return { problem: openHouseTextMessages.tooLong };
  try {
    const tokens = [...flat.matchAll(TOKEN)].flatMap((match) => readToken(match.groups ?? {}, today));
    const windows = windowsOf(tokens);
    return windows.length ? { windows } : { problem: openHouseTextMessages.noWindow(flat) };
  } catch (error) {
    if (error instanceof Problem) return { problem: error.message };
    throw error;
  }
}

/** A window's length in minutes, wall clock (a daylight-saving night does not change it). */
export function windowMinutes(window: Pick<OpenHouseWindow, 'start' | 'end'>): number {
  return minutesOf(window.end) - minutesOf(window.start);
}

function readToken(groups: Groups, today: string): Token[] {
  if (groups.range !== undefined) {
    const range = readRange(groups);
    return range ? [{ kind: 'range', range }] : [];
  }
  const [month, day, year, written] = dateParts(groups);
  return [{ kind: 'date', date: resolveDate(month, day, year, written, today) }];
}

function dateParts(g: Groups): [month: number, day: number, year: string | undefined, written: string] {
  if (g.nameMonth !== undefined) {
    const month = MONTHS.indexOf(g.nameMonth.slice(0, 3).toLowerCase()) + 1;
    return [month, Number(g.nameDay), g.nameYear, `${g.nameMonth} ${g.nameDay}${g.nameYear ? `, ${g.nameYear}` : ''}`];
  }
  if (g.slashMonth !== undefined) {
    return [Number(g.slashMonth), Number(g.slashDay), g.slashYear, [g.slashMonth, g.slashDay, g.slashYear].filter(Boolean).join('/')];
  }
  if (g.dashMonth !== undefined) return [Number(g.dashMonth), Number(g.dashDay), g.dashYear, `${g.dashMonth}-${g.dashDay}-${g.dashYear}`];
  return [Number(g.isoMonth), Number(g.isoDay), g.isoYear, `${g.isoYear}-${g.isoMonth}-${g.isoDay}`];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A year-less date is its next occurrence on or after today (2/29 may be years away). */
function resolveDate(month: number, day: number, year: string | undefined, written: string, today: string): string {
  if (year !== undefined) {
    const date = isoDate(year.length === 2 ? 2000 + Number(year) : Number(year), month, day);
    if (!date) throw new Problem(openHouseTextMessages.noSuchDate(written));
    return date;
  }
  const thisYear = Number(today.slice(0, 4));
  for (let candidate = thisYear; candidate <= thisYear + 8; candidate++) {
    const date = isoDate(candidate, month, day);
    if (date && date >= today) return date;
  }
  throw new Problem(openHouseTextMessages.noSuchDate(written));
}

/** YYYY-MM-DD when the day exists (no 2/30, no 13/1), else null. */
function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** Null when the piece is not a time range after all (`1-3`, `2-45`). */
function readRange(g: Groups): Range | null {
  const first = readClock(g, 's');
  const last = readClock(g, 'e');
  if (!first || !last) return null;
  let start: number;
  let end: number;
  if (!first.meridiem && !last.meridiem) {
    // Without AM or PM only `13:00-15:00`-style times are times; `1:00-3:00` would be 1 AM.
    if (!first.hasMinutes || !last.hasMinutes) return null;
    [start, end] = [clockMinutes(first, null), clockMinutes(last, null)];
    const isTwelveHour = first.hour <= 12 && last.hour <= 12;
    if (isTwelveHour && (start < EARLIEST_START || end <= start)) throw new Problem(openHouseTextMessages.noMeridiem(g.range!));
  } else if (!first.meridiem) {
    // `2-4 PM` is 2 PM to 4 PM, but `11-1 PM` starts at 11 AM.
    end = clockMinutes(last, last.meridiem);
    start = clockMinutes(first, last.meridiem);
    if (start > end && clockMinutes(first, 'a') >= EARLIEST_START) start = clockMinutes(first, 'a');
  } else if (!last.meridiem) {
    // `11AM-1` ends at 1 PM; `1PM-3` at 3 PM.
    start = clockMinutes(first, first.meridiem);
    end = clockMinutes(last, first.meridiem);
    if (end < start) end = clockMinutes(last, 'p');
  } else {
    [start, end] = [clockMinutes(first, first.meridiem), clockMinutes(last, last.meridiem)];
  }
  if (end <= start) throw new Problem(openHouseTextMessages.endsBeforeStart(spoken(end), spoken(start)));
  return { start, end };
}

function readClock(g: Groups, p: 's' | 'e'): Clock | null {
  if (g[`${p}Noon`] !== undefined) return { hour: 12, minute: 0, meridiem: 'p', hasMinutes: true };
  const hour = Number(g[`${p}Hour`]);
  const minute = Number(g[`${p}Minute`] ?? 0);
  const letter = (g[`${p}Meridiem`] ?? g[`${p}Letter`])?.toLowerCase();
  const meridiem = letter === 'a' || letter === 'p' ? letter : null;
  // A meridiem goes with 1–12 (a `13:00 PM` some systems write is still 13:00); a clock stops at 23.
  const isValid = meridiem === null ? hour <= 23 : hour >= 1 && (hour <= 12 || (meridiem === 'p' && hour <= 23));
  return isValid ? { hour, minute, meridiem, hasMinutes: g[`${p}Minute`] !== undefined } : null;
}

function clockMinutes(clock: Clock, meridiem: 'a' | 'p' | null): number {
  let hour = clock.hour;
  if (meridiem === 'a') hour %= 12;
  if (meridiem === 'p' && hour < 12) hour += 12;
  return hour * 60 + clock.minute;
}

/**
 * Dates and ranges pair up in groups: the text leads with dates (`Sat 11/22 1-3PM, Sun 11/23
 * 2-4PM`) or with times (`1-3PM Sat 11/22`), and a new group starts where the leading kind
 * comes back. A group without dates or times borrows the previous group's (`Sat 11/22 1-3PM
 * & Sun 11/23`); a text with no dates gives windows without a date.
 */
function windowsOf(tokens: Token[]): OpenHouseWindow[] {
  const leader = tokens[0]?.kind;
  const groups: { dates: string[]; ranges: Range[] }[] = [];
  let previous: Token['kind'] | undefined;
  for (const token of tokens) {
    if (!groups.length || (token.kind === leader && previous !== leader)) groups.push({ dates: [], ranges: [] });
    const group = groups[groups.length - 1]!;
    if (token.kind === 'date') group.dates.push(token.date);
    else group.ranges.push(token.range);
    previous = token.kind;
  }
  const windows = new Map<string, OpenHouseWindow>();
  groups.forEach((group, index) => {
    const before = groups[index - 1];
    const dates = group.dates.length ? group.dates : (before?.dates ?? []);
    const ranges = group.ranges.length ? group.ranges : (before?.ranges ?? []);
    for (const date of dates.length ? dates : [null]) {
      for (const { start, end } of ranges) {
        const window = { date, start: clock(start), end: clock(end) };
        windows.set(`${date} ${window.start} ${window.end}`, window);
      }
    }
  });
  return [...windows.values()];
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** `1:00 PM`, as the message says it. */
function spoken(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${pad(minutes % 60)} ${hour < 12 ? 'AM' : 'PM'}`;
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
