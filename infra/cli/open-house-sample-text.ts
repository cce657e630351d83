// The `openHouse` texts of `open-house-sample`: one window or two written in a mix of
// the forms MLS exports use (the forms readOpenHouseText in shared/open-house-text.ts reads).

/** A window on a date, in minutes after midnight, wall clock. */
export interface SampleWindow {
  date: string;
  start: number;
  end: number;
}

export type Pick = <T>(list: readonly T[]) => T;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** How MLS systems abbreviate with a period (`Sept.`); May, June and July stay whole. */
const MONTHS_DOTTED = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

interface Day {
  weekday: string;
  wd: string;
  month: string;
  mon: string;
  monDotted: string;
  y: number;
  m: number;
  d: number;
}

function dayOf(date: string): Day {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
  const month = MONTHS[m - 1]!;
  return { weekday, wd: weekday.slice(0, 3), month, mon: month.slice(0, 3), monDotted: MONTHS_DOTTED[m - 1]!, y, m, d };
}

const pad = (n: number) => String(n).padStart(2, '0');
const hour12 = (minutes: number) => Math.floor(minutes / 60) % 12 || 12;
const half = (minutes: number) => (minutes < 12 * 60 ? 'AM' : 'PM');
const clock12 = (minutes: number) => `${hour12(minutes)}:${pad(minutes % 60)}`;
/** `1` on the hour, `1:30` otherwise. */
const brief = (minutes: number) => (minutes % 60 ? clock12(minutes) : String(hour12(minutes)));
const dotted = (minutes: number) => (minutes === 12 * 60 ? 'noon' : `${brief(minutes)} ${half(minutes) === 'AM' ? 'a.m.' : 'p.m.'}`);

type Range = (start: number, end: number) => string;

/** 1-3PM, 11AM-1PM */
const tight: Range = (s, e) => (half(s) === half(e) ? `${brief(s)}-${brief(e)}${half(e)}` : `${brief(s)}${half(s)}-${brief(e)}${half(e)}`);

const RANGES = {
  /** 1:00PM-3:00PM */
  compact: (s, e) => `${clock12(s)}${half(s)}-${clock12(e)}${half(e)}`,
  /** 12:00PM - 2:00PM */
  compactSpaced: (s, e) => `${clock12(s)}${half(s)} - ${clock12(e)}${half(e)}`,
  /** 1:00 PM - 3:00 PM */
  spaced: (s, e) => `${clock12(s)} ${half(s)} - ${clock12(e)} ${half(e)}`,
  /** 2-4 PM, 11-1 PM: the meridiem only at the end */
  endOnly: (s, e) => `${brief(s)}-${brief(e)} ${half(e)}`,
  tight,
  /** 1-3pm, 11am-1pm */
  lower: (s, e) => tight(s, e).toLowerCase(),
  /** noon – 2 p.m., 1 p.m. – 3 p.m. */
  dashedDots: (s, e) => `${dotted(s)} \u2013 ${dotted(e)}`,
  /** noon to 2 p.m. */
  wordsDots: (s, e) => `${dotted(s)} to ${dotted(e)}`,
  /** 13:00-15:00 */
  twentyFour: (s, e) => `${pad(Math.floor(s / 60))}:${pad(s % 60)}-${pad(Math.floor(e / 60))}:${pad(e % 60)}`,
  /** 1:00 PM TO 4:00 PM */
  upper: (s, e) => `${clock12(s)} ${half(s)} TO ${clock12(e)} ${half(e)}`,
} satisfies Record<string, Range>;

type OneDayForm = (day: Day, start: number, end: number) => string;

const ONE_DAY: OneDayForm[] = [
  (day, s, e) => `${day.wd} ${day.m}/${day.d} ${RANGES.compact(s, e)}`,
  (day, s, e) => `${day.weekday}, ${day.month} ${day.d} ${RANGES.endOnly(s, e)}`,
  (day, s, e) => `${day.m}/${day.d}/${day.y} ${RANGES.spaced(s, e)}`,
  (day, s, e) => `${day.wd}, ${day.mon} ${day.d}, ${day.y} ${RANGES.compactSpaced(s, e)}`,
  (day, s, e) => `Open House: ${day.weekday} ${day.m}/${day.d} from ${RANGES.lower(s, e)}`,
  (day, s, e) => `${day.wd}., ${day.monDotted} ${day.d} ${RANGES.dashedDots(s, e)}`,
  (day, s, e) => `${day.wd} ${day.m}/${day.d}/${String(day.y).slice(2)} ${RANGES.wordsDots(s, e)}`,
  (day, s, e) => `${day.weekday} ${day.m}/${day.d} ${RANGES.twentyFour(s, e)}`,
  (day, s, e) => `${day.wd.toUpperCase()} ${day.m}/${day.d} ${RANGES.upper(s, e)}`,
  (day, s, e) => `${day.wd} ${day.m}/${day.d} ${RANGES.tight(s, e)}`,
];

/** A day of a text with two days in it. */
const SHORT_DAY: ((day: Day) => string)[] = [(day) => `${day.wd} ${day.m}/${day.d}`, (day) => `${day.wd}, ${day.mon} ${day.d}`];
const SHORT_RANGE: Range[] = [RANGES.tight, RANGES.lower, RANGES.endOnly];

/**
 * One window: any of the one-day forms. Two days with the same hours: `Sat 11/28 & Sun 11/29
 * 2-4PM`; with different hours: `Sat 11/28 1-3PM, Sun 11/29 2-4PM`.
 */
export function writeOpenHouseText(windows: SampleWindow[], pick: Pick): string {
  const [first, second] = windows;
  if (!first) throw new Error('An open house needs a window.');
  if (!second) return pick(ONE_DAY)(dayOf(first.date), first.start, first.end);
  const dayText = pick(SHORT_DAY);
  const range = pick(SHORT_RANGE);
  if (first.start === second.start && first.end === second.end) {
    return `${dayText(dayOf(first.date))} & ${dayText(dayOf(second.date))} ${range(first.start, first.end)}`;
  }
  const each = windows.map((w) => `${dayText(dayOf(w.date))} ${range(w.start, w.end)}`);
  return each.join(pick([', ', ' & ', '; ']));
}

/** A text whose window ends before it starts (`Sat 11/28 3:00PM-1:00PM`), for the problem items. */
export function writeBackwardsText(window: SampleWindow): string {
  const day = dayOf(window.date);
  return `${day.wd} ${day.m}/${day.d} ${RANGES.compact(window.end, window.start)}`;
}
