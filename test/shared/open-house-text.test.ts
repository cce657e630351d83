import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_OPEN_HOUSE_TEXT, openHouseTextMessages, readOpenHouseText, windowMinutes, type OpenHouseWindow } from '#shared/open-house-text.js';

/** A Wednesday; the weekend after it is 2026-11-28 and 2026-11-29. */
const TODAY = '2026-11-25';

const windows = (text: string, today = TODAY) => {
  const read = readOpenHouseText(text, today);
  if ('problem' in read) throw new Error(`${text}: ${read.problem}`);
  return read.windows.map((w) => [w.date, w.start, w.end]);
};
const problem = (text: string, today = TODAY) => {
  const read = readOpenHouseText(text, today);
  return 'problem' in read ? read.problem : `windows: ${JSON.stringify(read.windows)}`;
};

type Row = [text: string, expected: [date: string | null, start: string, end: string][]];

describe('readOpenHouseText: the forms MLS exports write', () => {
  const rows: Row[] = [
    // The five forms.
    ['Sat 11/28 1:00PM-3:00PM', [['2026-11-28', '13:00', '15:00']]],
    ['Sunday, November 29 2-4 PM', [['2026-11-29', '14:00', '16:00']]],
    ['11/28/2026 1:00 PM - 3:00 PM', [['2026-11-28', '13:00', '15:00']]],
    ['Sat, Nov 22, 2025 12:00PM - 2:00PM', [['2025-11-22', '12:00', '14:00']]],
    ['Open House: Saturday 11/28 from 1-3pm', [['2026-11-28', '13:00', '15:00']]],
    // Month and weekday names, abbreviated or not, with dots, ordinals and years.
    ['Sat Nov. 28 1-3pm', [['2026-11-28', '13:00', '15:00']]],
    ['Sat, Sept. 5 11-1 PM', [['2027-09-05', '11:00', '13:00']]],
    ['Sat Sep 5 2026 1-4 PM', [['2026-09-05', '13:00', '16:00']]],
    ['September 5th, 2027 1:30 PM - 4:30 PM', [['2027-09-05', '13:30', '16:30']]],
    ['Sun Dec 6th 1-4PM', [['2026-12-06', '13:00', '16:00']]],
    ['Sunday November 29, 2026 1:00 PM to 3:00 PM', [['2026-11-29', '13:00', '15:00']]],
    ['Thurs., Dec. 3 4:30-6:30 p.m.', [['2026-12-03', '16:30', '18:30']]],
    ['Jan 2 1-3pm', [['2027-01-02', '13:00', '15:00']]],
    // Numeric dates: 2- and 4-digit years, dashes, ISO.
    ['Sat 11/28/26 2PM-4PM', [['2026-11-28', '14:00', '16:00']]],
    ['Sat 11-28-2026 1-4 pm', [['2026-11-28', '13:00', '16:00']]],
    ['2026-11-28 13:00-16:00', [['2026-11-28', '13:00', '16:00']]],
    ['Sat 11/28/2026, 1:00 PM\u20133:00 PM', [['2026-11-28', '13:00', '15:00']]],
    // Noon, a.m./p.m. with dots and spaces, dashes and words between the times.
    ['Sun 11/29 noon \u2013 2 p.m.', [['2026-11-29', '12:00', '14:00']]],
    ['Sat 11/28 12 noon to 3 p.m.', [['2026-11-28', '12:00', '15:00']]],
    ['Sat 11/28 11am-noon', [['2026-11-28', '11:00', '12:00']]],
    ['Sat 11/28 noon-2', [['2026-11-28', '12:00', '14:00']]],
    ['Sat 11/28 1 p. m. \u2013 3 p. m.', [['2026-11-28', '13:00', '15:00']]],
    ['SAT 11/28 1:00 P.M. TO 4:00 P.M.', [['2026-11-28', '13:00', '16:00']]],
    ['Sat 11/28 2:00p.m.-4:00p.m.', [['2026-11-28', '14:00', '16:00']]],
    ['11/28 9:30 AM - 12:30 PM', [['2026-11-28', '09:30', '12:30']]],
    ['Sat 11/28 1p-3p', [['2026-11-28', '13:00', '15:00']]],
    ['Sat 11/28 1pm until 3pm', [['2026-11-28', '13:00', '15:00']]],
    ['Sat 11/28 1pm till 3pm', [['2026-11-28', '13:00', '15:00']]],
    ['Sat 11/28 1:00PM\u20143:00PM', [['2026-11-28', '13:00', '15:00']]],
    // A meridiem only on one end.
    ['Sat 11/28 11-1 PM', [['2026-11-28', '11:00', '13:00']]],
    ['Sat 11/28 10-12 PM', [['2026-11-28', '10:00', '12:00']]],
    ['Sat 11/28 12-2 PM', [['2026-11-28', '12:00', '14:00']]],
    ['Sat 11/28 11:30-1:30 PM', [['2026-11-28', '11:30', '13:30']]],
    ['Sat 11/28 11am-1', [['2026-11-28', '11:00', '13:00']]],
    ['Sat 11/28 1PM-4', [['2026-11-28', '13:00', '16:00']]],
    // 24-hour times (and a `PM` some systems add to them anyway).
    ['Sat 11/28 13:00-15:00', [['2026-11-28', '13:00', '15:00']]],
    ['Saturday 11/28 13:30 - 16:00', [['2026-11-28', '13:30', '16:00']]],
    ['Sat 11/28 14:00 PM - 16:00 PM', [['2026-11-28', '14:00', '16:00']]],
    ['Sat 11/28 09:00-11:00', [['2026-11-28', '09:00', '11:00']]],
    // Several windows in one text.
    ['Sat 11/28 1-3PM, Sun 11/29 2-4PM', [['2026-11-28', '13:00', '15:00'], ['2026-11-29', '14:00', '16:00']]],
    ['Sat 11/28 & Sun 11/29 2-4PM', [['2026-11-28', '14:00', '16:00'], ['2026-11-29', '14:00', '16:00']]],
    ['Sat 11/28 11AM-1PM & 3-5PM', [['2026-11-28', '11:00', '13:00'], ['2026-11-28', '15:00', '17:00']]],
    ['Sat, Nov 28 12pm-2pm & Sun, Nov 29 1pm-3pm', [['2026-11-28', '12:00', '14:00'], ['2026-11-29', '13:00', '15:00']]],
    ['Sat 11/28 1-3PM & Sun 11/29', [['2026-11-28', '13:00', '15:00'], ['2026-11-29', '13:00', '15:00']]],
    ['1-3pm Sat 11/28, 2-4pm Sun 11/29', [['2026-11-28', '13:00', '15:00'], ['2026-11-29', '14:00', '16:00']]],
    ['Sat 11/28 1-3PM; Sat 11/28 1-3PM', [['2026-11-28', '13:00', '15:00']]],
    // Times first, times only, weekdays only, and a weekday that does not match its date.
    ['1-3PM Sat 11/28', [['2026-11-28', '13:00', '15:00']]],
    ['1:00PM-3:00PM', [[null, '13:00', '15:00']]],
    ['Saturday 1-3 PM', [[null, '13:00', '15:00']]],
    ['Fri 11/28 1-3PM', [['2026-11-28', '13:00', '15:00']]],
    // Noise around the window.
    ['Sat 11/28 1:00 PM - 3:00 PM CST', [['2026-11-28', '13:00', '15:00']]],
    ['Open House Sat 11/28 1-3pm (Public)', [['2026-11-28', '13:00', '15:00']]],
    ['Sat   11/28\n1:00 PM -\t3:00 PM', [['2026-11-28', '13:00', '15:00']]],
    ['Saturday afternoon 11/28 1p-3p', [['2026-11-28', '13:00', '15:00']]],
    ['Listed at $1,250,000. Sat 11/28 1-3pm', [['2026-11-28', '13:00', '15:00']]],
    ['4219 Bellaire Blvd, Houston, TX 77401: Sat 11/28 2-4 PM', [['2026-11-28', '14:00', '16:00']]],
  ];

  it.each(rows)('%j', (text, expected) => {
    expect(windows(text)).toEqual(expected);
  });
});

describe('readOpenHouseText: a date without a year is its next occurrence on or after today', () => {
  it.each([
    ['11/24', '2026-11-25', '2027-11-24'],
    ['11/25', '2026-11-25', '2026-11-25'],
    ['11/28', '2026-11-25', '2026-11-28'],
    ['1/3', '2026-11-25', '2027-01-03'],
    ['1/2', '2026-12-30', '2027-01-02'],
    ['12/31', '2026-12-30', '2026-12-31'],
    ['12/29', '2026-12-30', '2027-12-29'],
    ['Jan 2', '2026-12-30', '2027-01-02'],
    ['2/29', '2026-12-30', '2028-02-29'],
  ])('%s read on %s is %s', (date, today, expected) => {
    expect(windows(`Sat ${date} 1-3PM`, today)).toEqual([[expected, '13:00', '15:00']]);
  });

  it('keeps a year that is written, even a past one', () => {
    expect(windows('Sat 1/2/2027 1-3PM', '2026-12-30')).toEqual([['2027-01-02', '13:00', '15:00']]);
    expect(windows('Fri 12/31/2021 1-3PM', '2026-12-30')).toEqual([['2021-12-31', '13:00', '15:00']]);
  });
});

describe('readOpenHouseText: daylight-saving days keep wall-clock times', () => {
  it.each([
    // Spring forward: 2 AM does not exist on 2026-03-08 in Texas; the text is still read as written.
    ['Sun 3/8/2026 1-3PM', ['2026-03-08', '13:00', '15:00'], 120],
    ['Sun 3/8/2026 1:00 AM - 4:00 AM', ['2026-03-08', '01:00', '04:00'], 180],
    // Fall back: 1 AM happens twice on 2026-11-01.
    ['Sun 11/1/2026 1-3PM', ['2026-11-01', '13:00', '15:00'], 120],
    ['Sun 11/1/2026 12:30 AM - 2:30 AM', ['2026-11-01', '00:30', '02:30'], 120],
  ])('%s', (text, expected, minutes) => {
    const read = readOpenHouseText(text, '2026-01-01') as { windows: OpenHouseWindow[] };
    expect(read.windows.map((w) => [w.date, w.start, w.end])).toEqual([expected]);
    expect(windowMinutes(read.windows[0]!)).toBe(minutes);
  });

  it('measures a window in minutes', () => {
    expect(windowMinutes({ start: '11:30', end: '13:00' })).toBe(90);
  });
});

describe('readOpenHouseText: problems', () => {
  it.each(['', '   ', '\n\t'])('an empty text (%j)', (text) => {
    expect(problem(text)).toBe(openHouseTextMessages.empty);
  });

  it('a text longer than any openHouse field', () => {
    expect(problem(`Sat 11/28 1-3PM ${'x'.repeat(MAX_OPEN_HOUSE_TEXT)}`)).toBe(openHouseTextMessages.tooLong);
  });

  it.each([
    ['Sat 2/30 1-3PM', 'There is no date 2/30'],
    ['Feb 30 1-3 PM', 'There is no date Feb 30'],
    ['2/29/2027 1-3pm', 'There is no date 2/29/2027'],
    ['13/1 1-3pm', 'There is no date 13/1'],
    ['Sat 11/31 1-3pm', 'There is no date 11/31'],
    ['2026-04-31 13:00-15:00', 'There is no date 2026-04-31'],
  ])('an impossible date: %j', (text, message) => {
    expect(problem(text)).toBe(message);
  });

  it.each([
    ['Sat 11/28 3:00 PM - 1:00 PM', 'The open house ends (1:00 PM) before it starts (3:00 PM)'],
    ['Sat 11/28 3-1PM', 'The open house ends (1:00 PM) before it starts (3:00 PM)'],
    ['Sat 11/28 3PM-1', 'The open house ends (1:00 PM) before it starts (3:00 PM)'],
    ['Sat 11/28 15:00-13:00', 'The open house ends (1:00 PM) before it starts (3:00 PM)'],
    ['Sat 11/28 2-2 PM', 'The open house ends (2:00 PM) before it starts (2:00 PM)'],
    ['Sat 11/28 1-3PM, Sun 11/29 4-2PM', 'The open house ends (2:00 PM) before it starts (4:00 PM)'],
  ])('a window that ends before it starts: %j', (text, message) => {
    expect(problem(text)).toBe(message);
  });

  it.each(['Sat 11/28 1:00-3:00', 'Sat 11/28 11:00-1:00'])('a 12-hour window without AM or PM: %j', (text) => {
    expect(problem(text)).toBe(openHouseTextMessages.noMeridiem(text.slice(10)));
  });

  it.each([
    'Sat 11/28',
    'By appointment only',
    'Sat 11/28 at 1 PM',
    'Sat 11/28 1-3',
    'Sat Nov 28th 1-3',
    '$1,250,000 - 3 beds, 2.5 baths',
    '1234 Main St, Houston, TX 77006',
    'Call 713-555-0100',
  ])('no time window: %j', (text) => {
    expect(problem(text)).toBe(`No time window found in "${text}"`);
  });

  it('quotes a long text shortened', () => {
    const text = `Open house this weekend, call the listing agent for details about ${'the '.repeat(20)}`;
    const message = problem(text);
    expect(message).toMatch(/^No time window found in "Open house this weekend, call the listing agent.{0,20}…"$/);
    expect(message.length).toBeLessThan(100);
  });
});

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const isRealDate = (date: string) => /^\d{4}-\d\d-\d\d$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

/** Strings made mostly of the pieces the parser looks for, glued or spaced, so the property reaches deep. */
const textish = fc
  .tuple(
    fc.array(
      fc.oneof(
        fc.constantFrom('Sat', 'Sunday,', 'Nov', 'Sept.', '11/28', '2/30', '12/31/26', '2026-11-28', '&', ',', 'from', '$'),
        fc.constantFrom('1-3PM', '11-1 PM', '12:00PM - 2:00PM', 'noon-2', '13:00-15:00', '3-1pm', '1:00-3:00', '9 a.m. to 5 p.m.'),
        fc.constantFrom('1', '12', ':30', ':00', '-', '\u2013', 'to', 'PM', 'a.m.', 'p', 'noon', '0', '99', '/', 'st'),
        fc.string({ maxLength: 4 }),
      ),
      { maxLength: 30 },
    ),
    fc.constantFrom(' ', '', ', '),
  )
  .map(([pieces, glue]) => pieces.join(glue));

describe('readOpenHouseText: properties', () => {
  it('never throws, and every window it gives is a real date with start before end', () => {
    fc.assert(
      fc.property(fc.oneof(textish, fc.string({ unit: 'grapheme', maxLength: 80 }), fc.string({ maxLength: 600 })), (text) => {
        const read = readOpenHouseText(text, TODAY);
        if ('problem' in read) {
          expect(read.problem).not.toBe('');
          return;
        }
        expect(read.windows.length).toBeGreaterThan(0);
        for (const window of read.windows) {
          expect(window.start).toMatch(HH_MM);
          expect(window.end).toMatch(HH_MM);
          expect(window.start < window.end).toBe(true);
          if (window.date !== null) expect(isRealDate(window.date)).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads back any window written in a full form', () => {
    const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const twelve = (minutes: number) => `${Math.floor(minutes / 60) % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${minutes < 720 ? 'AM' : 'PM'}`;
    const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const window = fc
      .record({
        day: fc.integer({ min: 0, max: 4 * 365 }),
        start: fc.integer({ min: 0, max: 23 * 4 }).map((q) => q * 15),
        length: fc.integer({ min: 1, max: 12 * 4 }).map((q) => q * 15),
        form: fc.integer({ min: 0, max: 2 }),
      })
      .filter(({ start, length }) => start + length < 24 * 60);
    fc.assert(
      fc.property(window, ({ day, start, length, form }) => {
        // The year-less form (2) reads a date within a year of today.
        const date = new Date(Date.UTC(2026, 10, 25 + (form === 2 ? day % 365 : day))).toISOString().slice(0, 10);
        const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
        const end = start + length;
        const text = [
          `${month}/${dayOfMonth}/${year} ${twelve(start)} - ${twelve(end)}`,
          `${MONTH[month - 1]} ${dayOfMonth}, ${year} ${hhmm(start)}-${hhmm(end)}`,
          `Open House: ${month}/${dayOfMonth} from ${twelve(start).replace(' ', '')} to ${twelve(end).replace(' ', '')}`,
        ][form]!;
        // `01:00-03:00` is refused as a 12-hour time without AM or PM (nobody opens a house at 1 AM).
        if (form === 1 && start < 7 * 60 && end < 13 * 60) return;
        expect(windows(text)).toEqual([[date, hhmm(start), hhmm(end)]]);
      }),
      { numRuns: 1_000 },
    );
  });
});
