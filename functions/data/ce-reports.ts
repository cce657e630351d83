import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AttendanceReportRow, RosterSettings } from '#shared/ce-reports.js';
import { CE_ATTENDANCE_INDEX, CE_ATTENDEE_PREFIX, ceClassAttendanceIndex, ceSessionKey, settingsKey } from './keys.js';
import { queryAll, type Db } from './table.js';

/** An attendance as stored: the attendee and a copy of what was attended (data-model §3). */
interface AttendanceItem {
  pk: string;
  license_number: string;
  full_name: string;
  role: string;
  logged_at: string;
  class_name: string;
  class_code: string;
  class_hours: number;
  session_date: string;
  session_time?: string;
  location?: string;
}

/** The attendance id the spec's rows carry: `<sessionId>:<license_number>` (data-model §3). */
function toReportRow(item: AttendanceItem): AttendanceReportRow {
  const sessionId = item.pk.slice(ceSessionKey('').pk.length);
  return {
    attendance_id: `${sessionId}:${item.license_number}`,
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
 * E11: attendances whose session date lies in [start, end], oldest first; of one class
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

/** A session as its roster needs it. */
export interface RosterSession {
  id: string;
  class_name: string;
  class_code: string;
  class_hours: number;
  session_date: string;
  session_time: string;
  location: string;
}

/** E9: a session and its attendees (by logged_at), or undefined when there is no such session. */
export async function findSessionAttendance(db: Db, sessionId: string): Promise<{ session: RosterSession; attendees: AttendanceReportRow[] } | undefined> {
  const key = ceSessionKey(sessionId);
  const [{ Item }, items] = await Promise.all([
    db.doc.send(new GetCommand({ TableName: db.table, Key: key })),
    queryAll<AttendanceItem>(db, {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :attendee)',
      ExpressionAttributeValues: { ':pk': key.pk, ':attendee': CE_ATTENDEE_PREFIX },
    }),
  ]);
  if (!Item) return undefined;
  const session: RosterSession = {
    id: sessionId,
    class_name: Item.class_name,
    class_code: Item.class_code,
    class_hours: Number(Item.class_hours),
    session_date: Item.session_date,
    session_time: Item.session_time ?? '',
    location: Item.location ?? '',
  };
  const attendees = items.map(toReportRow).sort((a, b) => a.logged_at.localeCompare(b.logged_at));
  return { session, attendees };
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
