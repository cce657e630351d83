import type { AttendanceReportRow } from '#shared/ce-reports.js';
import { toCsv } from '#shared/csv.js';
import { addDays } from '#shared/dates.js';
import { formatDay } from '../../lib/format-date';
import { formatTime } from './format-ce';

// What the Reports tab computes from its filters and rows (kept free of React, so it is tested directly).

export type RangePreset = 'week' | 'month' | 'custom';

export const RANGE_PRESETS: readonly { value: RangePreset; label: string }[] = [
  { value: 'week', label: 'Past week' },
  { value: 'month', label: 'Past month' },
  { value: 'custom', label: 'Custom range' },
];

/** The dates a preset covers, ending today (the business's date); a custom range is the admin's. */
export function rangeOf(preset: RangePreset, today: string, custom: { start: string; end: string }): { start_date: string; end_date: string } {
  if (preset === 'week') return { start_date: addDays(today, -6), end_date: today };
  if (preset === 'month') return { start_date: addDays(today, -29), end_date: today };
  return { start_date: custom.start, end_date: custom.end };
}

export interface SessionGroup {
  session_id: string;
  class_name: string;
  class_code: string;
  class_hours: number;
  session_date: string;
  session_time: string;
  location: string;
  rows: AttendanceReportRow[];
}

/** The rows (already in session order) under one heading per session. */
export function groupBySession(rows: readonly AttendanceReportRow[]): SessionGroup[] {
  const groups = new Map<string, SessionGroup>();
  for (const row of rows) {
    const sessionId = row.attendance_id.split(':')[0]!;
    let group = groups.get(sessionId);
    if (!group) {
      const { class_name, class_code, class_hours, session_date, session_time, location } = row;
      group = { session_id: sessionId, class_name, class_code, class_hours, session_date, session_time, location, rows: [] };
      groups.set(sessionId, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()];
}

/** A session's heading, its date and time written as the rest of the product writes them: "Ethics (ETH-1), Fri, Nov 13, 2026 · 9:00 AM". */
export function sessionHeading(group: SessionGroup): string {
  const when = [formatDay(group.session_date), formatTime(group.session_time)].filter(Boolean).join(' · ');
  return `${group.class_name} (${group.class_code}), ${when}`;
}

/** The report as CSV, one line per attendance with the spec's row fields. */
export function reportCsv(rows: readonly AttendanceReportRow[]): string {
  const header = ['Session Date', 'Session Time', 'Class', 'Class Code', 'Hours', 'Location', 'Name', 'License Number', 'Role', 'Logged At'];
  return toCsv(
    header,
    rows.map((row) => [row.session_date, row.session_time, row.class_name, row.class_code, row.class_hours, row.location, row.full_name, row.license_number, row.role, row.logged_at]),
  );
}
