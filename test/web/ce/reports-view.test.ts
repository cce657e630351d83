import { describe, expect, it } from 'vitest';
import type { AttendanceReportRow } from '#shared/ce-reports.js';
import { groupBySession, rangeOf, reportCsv, sessionHeading } from '#web/src/features/ce/reports-view.js';

const row = (session: string, license: string, fields: Partial<AttendanceReportRow> = {}): AttendanceReportRow => ({
  attendance_id: `${session}:${license}`,
  license_number: license,
  full_name: `Person ${license}`,
  role: 'Sales Agent',
  class_name: 'Ethics',
  class_code: 'ETH-1',
  class_hours: 3,
  session_date: '2026-11-18',
  session_time: '09:00',
  location: 'Heights, Suite 2',
  logged_at: '2026-11-18T15:00:00.000Z',
  ...fields,
});

describe('rangeOf', () => {
  it('ends the presets today: a week is 7 days, a month 30, across a month end', () => {
    expect(rangeOf('week', '2026-12-03', { start: '', end: '' })).toEqual({ start_date: '2026-11-27', end_date: '2026-12-03' });
    expect(rangeOf('month', '2026-03-01', { start: '', end: '' })).toEqual({ start_date: '2026-01-31', end_date: '2026-03-01' });
    expect(rangeOf('custom', '2026-03-01', { start: '2026-01-05', end: '2026-02-05' })).toEqual({ start_date: '2026-01-05', end_date: '2026-02-05' });
  });
});

describe('groupBySession', () => {
  it('keeps the rows in order under one heading per session', () => {
    const groups = groupBySession([row('a', '1'), row('a', '2'), row('b', '3', { class_name: 'Contracts' })]);
    expect(groups.map((group) => [group.session_id, group.class_name, group.rows.length])).toEqual([
      ['a', 'Ethics', 2],
      ['b', 'Contracts', 1],
    ]);
  });
});

describe('sessionHeading', () => {
  it('writes the session date and time as the rest of the product does, not as stored', () => {
    const [group] = groupBySession([row('a', '1', { session_date: '2026-11-13', session_time: '09:00' })]);
    expect(sessionHeading(group!)).toBe('Ethics (ETH-1), Fri, Nov 13, 2026 · 9:00 AM');
    const [evening] = groupBySession([row('b', '1', { session_date: '2026-11-13', session_time: '18:30' })]);
    expect(sessionHeading(evening!)).toBe('Ethics (ETH-1), Fri, Nov 13, 2026 · 6:30 PM');
  });

  it('leaves the time out when the session has none', () => {
    const [group] = groupBySession([row('a', '1', { session_date: '2026-11-13', session_time: '' })]);
    expect(sessionHeading(group!)).toBe('Ethics (ETH-1), Fri, Nov 13, 2026');
  });
});

describe('reportCsv', () => {
  it('writes a header and one quoted-where-needed line per attendance', () => {
    expect(reportCsv([row('a', '0400063', { full_name: '@Alex "AJ" Rivera' })]).split('\r\n')).toEqual([
      'Session Date,Session Time,Class,Class Code,Hours,Location,Name,License Number,Role,Logged At',
      `2026-11-18,09:00,Ethics,ETH-1,3,"Heights, Suite 2","'@Alex ""AJ"" Rivera",0400063,Sales Agent,2026-11-18T15:00:00.000Z`,
      '',
    ]);
  });
});
