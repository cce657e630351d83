import { describe, expect, it } from 'vitest';
import { clockIn, clockTimeSchema, readClockTime, TIME_MESSAGE } from '#shared/times.js';

// Times as people and the spec write them, kept as 24-hour HH:MM (D-211).

describe('readClockTime', () => {
  it.each([
    ['8:00 AM', '08:00'],
    ['9:00 AM', '09:00'],
    ['12:00 PM', '12:00'],
    ['12:00 AM', '00:00'],
    ['6:00 PM', '18:00'],
    ['6 PM', '18:00'],
    ['6pm', '18:00'],
    ['6:30p.m.', '18:30'],
    [' 11:45 a.m. ', '11:45'],
    ['noon', '12:00'],
    ['09:00', '09:00'],
    ['9:00', '09:00'],
    ['18:00', '18:00'],
    ['00:05', '00:05'],
    ['23:59', '23:59'],
  ])('reads %j as %s', (written, clock) => {
    expect(readClockTime(written)).toBe(clock);
  });

  it.each(['', '6', '18', '24:00', '9:60', '13:00 PM', '0 AM', '0:30 PM', '9:5', '9.00', '9:00 XM', '9:00 AM PM', 'nine'])('refuses %j', (written) => {
    expect(readClockTime(written)).toBeNull();
  });

  it('is a schema that stores the one form and names accepted forms when it refuses', () => {
    expect(clockTimeSchema().parse('6 PM')).toBe('18:00');
    const refused = clockTimeSchema().safeParse('6');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(TIME_MESSAGE);
    // The message's own examples are accepted, so it never names a form that is refused.
    for (const example of TIME_MESSAGE.match(/\d{1,2}:\d\d(?: [AP]M)?/g) ?? []) expect(readClockTime(example)).not.toBeNull();
    expect(clockTimeSchema('Choose').safeParse(9).error?.issues[0]?.message).toBe('Choose');
  });

  it('tells the wall clock in the business’s zone', () => {
    expect(clockIn('America/Chicago', new Date('2026-11-27T15:05:00Z'))).toBe('09:05');
    expect(clockIn('America/Chicago', new Date('2026-07-04T05:30:00Z'))).toBe('00:30');
  });
});
