import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AttendanceReportRow, RosterSession, RosterSettings } from '#shared/ce-reports.js';
import { attendanceId, findAttendees, type AttendanceItem } from './ce-attendance.js';
import { findCeSession } from './ce-sessions.js';
import { CE_ATTENDANCE_INDEX, ceClassAttendanceIndex, settingsKey } from './keys.js';
import { queryAll, type Db } from './table.js';

/** product/outreach.md §3's report row from a stored attendance. */
function toReportRow(item: AttendanceItem): AttendanceReportRow {
  return {
    attendance_id: attendanceId(item.ce_session_id, item.license_number),
    license_number: item.license_number,
    full_name: item.full_name,
    role: item.role,
    class_name: item.class_name,
    class_code: item.class_code,
    class_hours: Number(item.class_hours),
    session_date: item.session_date,
    session_time: item.session_time ?? '',
    location: item.location ?? '',
    logged_at: item.logged_at,
  };
}

/**
 * data-model E11: attendances whose session date lies in [start, end], oldest first; of one class
 * by its own index, else by the all-attendance index. The sort keys start with the
 * session date, so `~` (after every digit and `#`) closes the last day.
 */
export async function findAttendance(db: Db, range: { start: string; end: string; classId?: string }): Promise<AttendanceReportRow[]> {
  const [index, pk] = range.classId ? (['gsi2', ceClassAttendanceIndex(range.classId)] as const) : (['gsi1', CE_ATTENDANCE_INDEX] as const);
  const items = await queryAll<AttendanceItem>(db, {
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk AND ${index}sk BETWEEN :start AND :end`,
    ExpressionAttributeValues: { ':pk': pk, ':start': range.start, ':end': `${range.end}~` },
  });
  return items.map(toReportRow);
}

/** data-model E9: a session and its attendees (by logged_at), or undefined when there is no such session. */
export async function findSessionAttendance(db: Db, sessionId: string): Promise<{ session: RosterSession; attendees: AttendanceReportRow[] } | undefined> {
  const [session, attendees] = await Promise.all([findCeSession(db, sessionId), findAttendees(db, sessionId)]);
  if (!session) return undefined;
  const { class_name, class_code, class_hours, session_date } = session;
  return {
    session: { id: sessionId, class_name, class_code, class_hours, session_date, session_time: session.session_time ?? '', location: session.location ?? '' },
    attendees: attendees.map(toReportRow),
  };
}

/** The CE_ROSTER settings (who files the rosters) and their version; empty until saved. */
export async function getRosterSettings(db: Db): Promise<RosterSettings & { version: number }> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: settingsKey('CE_ROSTER') }));
  const values = (Item?.values ?? {}) as Partial<RosterSettings>;
  return {
    provider_name: values.provider_name ?? '',
    provider_number: values.provider_number ?? '',
    instructor_name: values.instructor_name ?? '',
    version: Number(Item?.version ?? 0),
  };
}
