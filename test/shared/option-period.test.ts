import { describe, expect, it } from 'vitest';
import {
  isLateForOption,
  isQuietHour,
  isoWithOffset,
  optionDeadline,
  optionDeadlineText,
  optionMessages,
  optionPeriodSchema,
  timeLeft,
} from '#shared/option-period.js';

// The option period's deadline (issue 30 point 1, D-230): 5:00 p.m. in Houston on the effective
// date plus N days, never moved for a weekend or a holiday, right across daylight-saving changes.

const TZ = 'America/Chicago';
const deadline = (date: string, days: number) => optionDeadlineText(TZ, date, days);

describe('the option deadline', () => {
  it('is 5:00 p.m. local on the effective date plus the days, with its offset', () => {
    expect(deadline('2026-11-20', 7)).toBe('2026-11-27T17:00:00-06:00');
    expect(optionDeadline(TZ, '2026-11-20', 7)!.toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(deadline('2026-06-01', 10)).toBe('2026-06-11T17:00:00-05:00');
    expect(optionDeadline(TZ, '2026-06-01', 10)!.toISOString()).toBe('2026-06-11T22:00:00.000Z');
  });

  it('counts across month and year ends and leap days', () => {
    expect(deadline('2026-01-30', 2)).toBe('2026-02-01T17:00:00-06:00');
    expect(deadline('2026-02-20', 10)).toBe('2026-03-02T17:00:00-06:00');
    expect(deadline('2028-02-27', 2)).toBe('2028-02-29T17:00:00-06:00');
    expect(deadline('2026-04-30', 1)).toBe('2026-05-01T17:00:00-05:00');
    expect(deadline('2026-12-30', 5)).toBe('2027-01-04T17:00:00-06:00');
    expect(deadline('2026-01-31', 30)).toBe('2026-03-02T17:00:00-06:00');
  });

  it('stays put on a Saturday, a Sunday or a holiday (the contract does not extend it)', () => {
    // Saturday, Nov 28, 2026.
    expect(deadline('2026-11-23', 5)).toBe('2026-11-28T17:00:00-06:00');
    // Sunday, Nov 29, 2026.
    expect(deadline('2026-11-23', 6)).toBe('2026-11-29T17:00:00-06:00');
    // Christmas Day (a Friday) and Independence Day (a Saturday) in 2026.
    expect(deadline('2026-12-20', 5)).toBe('2026-12-25T17:00:00-06:00');
    expect(deadline('2026-06-29', 5)).toBe('2026-07-04T17:00:00-05:00');
    // Thanksgiving, Nov 26, 2026.
    expect(deadline('2026-11-16', 10)).toBe('2026-11-26T17:00:00-06:00');
  });

  it('is 5:00 p.m. of the new offset across the spring and autumn changes', () => {
    // Clocks go forward on Sunday, Mar 8, 2026 at 2 a.m.: the period is an hour shorter, still 5 p.m.
    expect(deadline('2026-03-05', 3)).toBe('2026-03-08T17:00:00-05:00');
    expect(optionDeadline(TZ, '2026-03-05', 3)!.toISOString()).toBe('2026-03-08T22:00:00.000Z');
    expect(deadline('2026-03-07', 1)).toBe('2026-03-08T17:00:00-05:00');
    expect(deadline('2026-03-06', 1)).toBe('2026-03-07T17:00:00-06:00');
    // Clocks go back on Sunday, Nov 1, 2026 at 2 a.m.
    expect(deadline('2026-10-30', 1)).toBe('2026-10-31T17:00:00-05:00');
    expect(deadline('2026-10-30', 2)).toBe('2026-11-01T17:00:00-06:00');
    expect(optionDeadline(TZ, '2026-10-30', 2)!.toISOString()).toBe('2026-11-01T23:00:00.000Z');
  });

  it('is another instant in another time zone (the zone is a setting, not a constant)', () => {
    expect(optionDeadlineText('America/Denver', '2026-11-20', 7)).toBe('2026-11-27T17:00:00-07:00');
    expect(isoWithOffset('UTC', new Date('2026-11-27T23:00:00Z'))).toBe('2026-11-27T23:00:00+00:00');
  });

  it('is unknown without both fields', () => {
    expect(deadline('2026-11-20', 0)).toBeNull();
    expect(optionDeadlineText(TZ, null, 5)).toBeNull();
    expect(optionDeadlineText(TZ, '2026-11-20', undefined)).toBeNull();
  });
});

describe('the late-date warning', () => {
  const friday = optionDeadline(TZ, '2026-11-27', 7)!; // Fri, Dec 4, 2026, 5:00 p.m.

  it('marks a date whose end leaves less than 48 hours before the deadline', () => {
    expect(isLateForOption(TZ, '2026-12-01', friday)).toBe(false); // 65 hours
    expect(isLateForOption(TZ, '2026-12-02', friday)).toBe(true); // 41 hours
    expect(isLateForOption(TZ, '2026-12-04', friday)).toBe(true);
    expect(isLateForOption(TZ, '2026-12-07', friday)).toBe(true);
    expect(isLateForOption(TZ, '2026-12-02', null)).toBe(false);
  });

  it('counts real hours across a daylight-saving change', () => {
    const monday = optionDeadline(TZ, '2026-03-06', 3)!; // Mon, Mar 9, 5:00 p.m. CDT
    expect(isLateForOption(TZ, '2026-03-06', monday)).toBe(false); // 64 hours
    expect(isLateForOption(TZ, '2026-03-07', monday)).toBe(true); // 40 hours, the night an hour short
  });

  it('reads the ISO text the API answers', () => {
    expect(isLateForOption(TZ, '2026-12-02', '2026-12-04T17:00:00-06:00')).toBe(true);
  });
});

describe('the time left and the quiet hours', () => {
  it('says the time left in days and hours', () => {
    const at = new Date('2026-12-04T23:00:00Z');
    expect(timeLeft(at, new Date('2026-12-02T18:00:00Z'))).toBe('2 days 5 hours left');
    expect(timeLeft(at, new Date('2026-12-03T23:00:00Z'))).toBe('1 day left');
    expect(timeLeft(at, new Date('2026-12-04T20:00:00Z'))).toBe('3 hours left');
    expect(timeLeft(at, new Date('2026-12-04T22:30:00Z'))).toBe('under an hour left');
    expect(timeLeft(at, new Date('2026-12-04T23:00:00Z'))).toBe('ended');
  });

  it('keeps 9 p.m. to 8 a.m. in Houston quiet', () => {
    expect(isQuietHour(TZ, new Date('2026-12-04T02:59:00Z'))).toBe(false); // 8:59 p.m.
    expect(isQuietHour(TZ, new Date('2026-12-04T03:00:00Z'))).toBe(true); // 9:00 p.m.
    expect(isQuietHour(TZ, new Date('2026-12-04T13:59:00Z'))).toBe(true); // 7:59 a.m.
    expect(isQuietHour(TZ, new Date('2026-12-04T14:00:00Z'))).toBe(false); // 8:00 a.m.
  });
});

describe('the option period fields', () => {
  const issues = (value: unknown) => optionPeriodSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('takes both, neither, or nulls', () => {
    expect(optionPeriodSchema.parse({ contract_effective_date: '2026-11-20', option_period_days: 7 })).toEqual({ contract_effective_date: '2026-11-20', option_period_days: 7 });
    expect(optionPeriodSchema.parse({})).toEqual({});
    expect(optionPeriodSchema.parse({ contract_effective_date: null, option_period_days: null })).toEqual({ contract_effective_date: null, option_period_days: null });
  });

  it('refuses a bad value naming its field', () => {
    for (const days of [0, 31, 2.5, '7', -1]) {
      expect(issues({ contract_effective_date: '2026-11-20', option_period_days: days })).toEqual([['option_period_days', optionMessages.days]]);
    }
    for (const date of ['2026-02-30', '11/20/2026', '2026-13-01', '', 20261120]) {
      expect(issues({ contract_effective_date: date, option_period_days: 7 })).toEqual([['contract_effective_date', optionMessages.effectiveDate]]);
    }
  });

  it('refuses one without the other, naming the missing one', () => {
    expect(issues({ contract_effective_date: '2026-11-20' })).toEqual([['option_period_days', optionMessages.daysMissing]]);
    expect(issues({ option_period_days: 7 })).toEqual([['contract_effective_date', optionMessages.dateMissing]]);
  });
});
