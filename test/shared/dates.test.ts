import { describe, expect, it } from 'vitest';
import { addDays, dateIn, instantIn, windowStartHour } from '#shared/dates.js';

describe('business dates', () => {
  it("gives Houston's date, not UTC's", () => {
    expect(dateIn('America/Chicago', new Date('2026-11-23T03:30:00Z'))).toBe('2026-11-22');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('turns a Houston wall-clock time into UTC, in and out of daylight saving', () => {
    expect(instantIn('America/Chicago', '2026-11-24', 9).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(instantIn('America/Chicago', '2026-07-01', 9).toISOString()).toBe('2026-07-01T14:00:00.000Z');
  });

  it('is right on the days the clocks change', () => {
    // Daylight saving starts at 2 AM on 2026-03-08 and ends at 2 AM on 2026-11-01 in Houston.
    expect(instantIn('America/Chicago', '2026-03-08', 7).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(instantIn('America/Chicago', '2026-03-07', 7).toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(instantIn('America/Chicago', '2026-11-01', 7).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(instantIn('America/Chicago', '2026-10-31', 7).toISOString()).toBe('2026-10-31T12:00:00.000Z');
  });

  it("does not depend on the computer's time zone", async () => {
    const { execFileSync } = await import('node:child_process');
    const script = "import('./shared/dates.ts').then((m) => console.log(m.instantIn('America/Chicago', '2026-11-01', 7).toISOString()))";
    const run = (tz: string) => execFileSync('npx', ['tsx', '-e', script], { env: { ...process.env, TZ: tz }, encoding: 'utf8' }).trim();
    expect(run('America/Los_Angeles')).toBe('2026-11-01T13:00:00.000Z');
    expect(run('Asia/Tokyo')).toBe('2026-11-01T13:00:00.000Z');
  });

  it('reads the start of an inspection window', () => {
    expect(windowStartHour('7AM-12PM')).toBe(7);
    expect(windowStartHour('12PM-5PM')).toBe(12);
    expect(windowStartHour('2PM-7PM')).toBe(14);
  });
});
