import type * as z from '#shared/zod.js';
import { summarizeAttendance, type AttendanceReport, type attendanceReportQuerySchema } from '#shared/ce-reports.js';
import { findAttendance } from '../data/ce-reports.js';
import type { Deps } from '../deps.js';

/**
 * GET /api/ce/attendance-report (data-model E11): the attendances of sessions dated in the range,
 * of one class or all, grouped by session (date, time, then the order they logged in),
 * with the totals the Reports tab prints above them.
 */
export async function readAttendanceReport(deps: Deps, query: z.output<typeof attendanceReportQuerySchema>): Promise<AttendanceReport> {
  const rows = await findAttendance(deps.db, { start: query.start_date, end: query.end_date, classId: query.class_id });
  const sessionOf = (row: { attendance_id: string }) => row.attendance_id.split(':')[0]!;
  rows.sort(
    (a, b) =>
      a.session_date.localeCompare(b.session_date) ||
      a.session_time.localeCompare(b.session_time) ||
      sessionOf(a).localeCompare(sessionOf(b)) ||
      a.logged_at.localeCompare(b.logged_at),
  );
  return { success: true, rows, summary: summarizeAttendance(rows) };
}
