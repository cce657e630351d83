import * as z from './zod.js';
import { requiredText } from './text.js';
import { isRealDate } from './settings.js';

// CE attendance reports and the Commission's class roster (product/outreach.md §2 "/ce-admin"
// Reports, §3 "Attendance report row", §9 GET ce/attendance-report; product/rules.md "Continuing
// education": a provider files each class's roster within 10 days).

const isoDate = (message: string) =>
  z.string({ error: message }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, message),
    z.refine(isRealDate, message),
  );

/** A report covers at most two years: the Commission's CE cycle. */
export const MAX_REPORT_DAYS = 731;

export const ceReportMessages = {
  startDate: 'Please choose a start date',
  endDate: 'Please choose an end date',
  range: 'The end date must not be before the start date',
  tooLong: 'Please choose a range of at most two years',
  noData: 'No data to export',
  rosterSettings: 'Please fill in the provider name, provider number and instructor',
  loadFailed: 'Failed to load the attendance report',
  rosterFailed: 'Failed to download the roster',
  saveSettingsFailed: 'Failed to save the roster details',
} as const;

const dayCount = (start: string, end: string) => (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;

/** GET /api/ce/attendance-report?start_date&end_date&class_id */
export const attendanceReportQuerySchema = z
  .object({
    start_date: isoDate(ceReportMessages.startDate),
    end_date: isoDate(ceReportMessages.endDate),
    class_id: z.pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(100))),
      z.transform((id) => id || undefined),
    ),
  })
  .check(
    z.refine((query) => query.end_date >= query.start_date, { message: ceReportMessages.range, path: ['end_date'] }),
    z.refine((query) => dayCount(query.start_date, query.end_date) <= MAX_REPORT_DAYS, {
      message: ceReportMessages.tooLong,
      path: ['end_date'],
    }),
  );

/** product/outreach.md §3 "Attendance report row". */
export const attendanceReportRowSchema = z.object({
  attendance_id: z.string(),
  license_number: z.string(),
  full_name: z.string(),
  role: z.string(),
  class_name: z.string(),
  class_code: z.string(),
  class_hours: z.number(),
  session_date: z.string(),
  session_time: z.string(),
  location: z.string(),
  logged_at: z.string(),
});

export type AttendanceReportRow = z.infer<typeof attendanceReportRowSchema>;

export const attendanceReportSummarySchema = z.object({ sessions: z.number(), attendees: z.number(), hours_credited: z.number() });

export type AttendanceReportSummary = z.infer<typeof attendanceReportSummarySchema>;

/** GET /api/ce/attendance-report's reply. */
export const attendanceReportSchema = z.object({
  success: z.literal(true),
  rows: z.array(attendanceReportRowSchema),
  summary: attendanceReportSummarySchema,
});

export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

/** Who files the roster: the same on every roster, so a setting (GET/PUT /api/ce/roster-settings). */
export const rosterSettingsSchema = z.object({
  provider_name: requiredText('Provider name', 200, 'plain'),
  provider_number: requiredText('Provider number', 40, 'plain'),
  instructor_name: requiredText('Instructor', 200, 'name'),
  version: z.number().check(z.int(), z.minimum(0)),
});

export type RosterSettings = Omit<z.output<typeof rosterSettingsSchema>, 'version'>;

/** GET and PUT /api/ce/roster-settings' reply; `is_complete` is false until an admin saves them. */
export const rosterSettingsReplySchema = z.object({
  provider_name: z.string(),
  provider_number: z.string(),
  instructor_name: z.string(),
  version: z.number(),
  is_complete: z.boolean(),
});

export type RosterSettingsReply = z.infer<typeof rosterSettingsReplySchema>;

/** GET /api/ce/sessions/{id}/roster?format= */
export const rosterQuerySchema = z.object({ format: z.enum(['csv', 'pdf'], { error: 'Choose csv or pdf' }) });

/** The totals of a report's rows: distinct sessions, attendances and the hours they earned. */
export function summarizeAttendance(rows: readonly AttendanceReportRow[]): AttendanceReportSummary {
  const sessions = new Set(rows.map((row) => row.attendance_id.split(':')[0]));
  return { sessions: sessions.size, attendees: rows.length, hours_credited: rows.reduce((sum, row) => sum + row.class_hours, 0) };
}

/** A session as its roster prints it. */
export interface RosterSession {
  id: string;
  class_name: string;
  class_code: string;
  class_hours: number;
  session_date: string;
  session_time: string;
  location: string;
}

/** A session's roster as the Commission wants it (product/rules.md "Continuing education"). */
export interface Roster {
  provider: RosterSettings;
  session: RosterSession;
  students: { license_number: string; full_name: string; logged_at: string }[];
  /** The business time zone, in which the times are printed. */
  time_zone: string;
}

/** "2026-11-25T15:04:05Z" as "11/25/2026 9:04 AM" in the business time zone. */
export function formatLoggedAt(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' })
    .format(new Date(iso))
    .replace(',', '');
}
