import { describe, expect, it } from 'vitest';
import { formatAttendance, formatHours, formatTime } from '#web/src/features/ce/format-ce.js';

describe('CE formats', () => {
  it('writes 24-hour times as people read them', () => {
    expect([formatTime('00:05'), formatTime('09:30'), formatTime('12:00'), formatTime('18:30')]).toEqual(['12:05 AM', '9:30 AM', '12:00 PM', '6:30 PM']);
    expect([formatTime(null), formatTime(''), formatTime('6pm')]).toEqual(['', '', '']);
  });

  it('counts hours and places', () => {
    expect([formatHours(1), formatHours(3)]).toEqual(['1 CE hour', '3 CE hours']);
    expect([formatAttendance(2, 30), formatAttendance(0, null)]).toEqual(['2 of 30', '0 (no limit)']);
  });
});
