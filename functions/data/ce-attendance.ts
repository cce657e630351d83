import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Attendee } from '#shared/ce.js';
import { CE_ATTENDANCE_INDEX, CE_ATTENDEE_PREFIX, ceAttendeeKey, ceClassAttendanceIndex, ceSessionKey } from './keys.js';
import { findLicensee } from './ce-licensees.js';
import type { CeSessionItem } from './ce-sessions.js';
import { readListPage } from './pages.js';
import { batchGet, queryAll, withoutNulls, type Db } from './table.js';

// Attendance (data-model §3, E7–E10): one item per licence per session, its key the
// uniqueness rule; the session's attendee_count moves in the same transaction.

export interface AttendanceItem extends Attendee {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
  ce_session_id: string;
  ce_class_id: string;
  class_name: string;
  class_code: string;
  class_hours: number;
  session_date: string;
  session_time: string | null;
  location: string | null;
}

/** The attendee's id: the key is rebuilt from it, no lookup (data-model §3). */
export const attendanceId = (sessionId: string, licenseNumber: string) => `${sessionId}:${licenseNumber}`;
export function parseAttendanceId(id: string): { sessionId: string; licenseNumber: string } | undefined {
  const [sessionId, licenseNumber, ...rest] = id.split(':');
  return sessionId && licenseNumber && rest.length === 0 ? { sessionId, licenseNumber } : undefined;
}

export const toAttendee = (item: AttendanceItem): Attendee => ({
  id: item.id,
  full_name: item.full_name,
  license_number: item.license_number,
  role: item.role,
  logged_at: item.logged_at,
});

export interface Student {
  license_number: string;
  full_name: string;
  role: string;
}

/**
 * data-model E8: the attendance and the session's count, all or nothing. Index 0 fails when this
 * licence already attended, index 1 when the session is full or gone.
 */
export async function putAttendance(db: Db, session: CeSessionItem, student: Student, now: Date): Promise<AttendanceItem> {
  const item = attendanceItem(session, student, now);
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: db.table, Item: withoutNulls(item), ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Update: {
            TableName: db.table,
            Key: ceSessionKey(session.id),
            UpdateExpression: 'ADD attendee_count :one',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(max_attendees) OR attendee_count < max_attendees)',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      ],
    }),
  );
  return item;
}

/** An attendance as stored: in its session's partition, and by date for the reports (gsi1, gsi2 by class). */
export function attendanceItem(session: Pick<CeSessionItem, 'id' | 'ce_class_id' | 'class_name' | 'class_code' | 'class_hours' | 'session_date' | 'session_time' | 'location'>, student: Student, now: Date): AttendanceItem {
  const loggedAt = now.toISOString();
  const reportKey = `${session.session_date}#${loggedAt}#${student.license_number}`;
  return {
    ...ceAttendeeKey(session.id, student.license_number),
    gsi1pk: CE_ATTENDANCE_INDEX,
    gsi1sk: reportKey,
    gsi2pk: ceClassAttendanceIndex(session.ce_class_id),
    gsi2sk: reportKey,
    id: attendanceId(session.id, student.license_number),
    ...student,
    logged_at: loggedAt,
    ce_session_id: session.id,
    ce_class_id: session.ce_class_id,
    class_name: session.class_name,
    class_code: session.class_code,
    class_hours: session.class_hours,
    session_date: session.session_date,
    session_time: session.session_time ?? null,
    location: session.location ?? null,
  };
}

/**
 * data-model E9, paged (D-184): one page of a session's attendees in licence-number order (the
 * items' sort key), read consistently so one just logged or removed shows at once.
 */
export async function findAttendeesPage(db: Db, sessionId: string, limit: number, cursor?: string): Promise<{ attendees: AttendanceItem[]; next_cursor: string | null }> {
  const page = await readListPage<AttendanceItem>(db, { partition: ceSessionKey(sessionId).pk, range: { prefix: CE_ATTENDEE_PREFIX }, consistent: true }, limit, cursor);
  return { attendees: page.items, next_cursor: page.next_cursor };
}

/** data-model E9 whole, for the roster of one session: at most its max_attendees, one class's room (D-186). */
export async function findAttendees(db: Db, sessionId: string): Promise<AttendanceItem[]> {
  const items = await queryAll<AttendanceItem>(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': ceSessionKey(sessionId).pk, ':prefix': CE_ATTENDEE_PREFIX },
    ConsistentRead: true,
  });
  return items.sort((a, b) => a.logged_at.localeCompare(b.logged_at));
}

/** data-model E7: which of these licences (distinct) already attended the session. */
export async function findAttendedLicenses(db: Db, sessionId: string, licenseNumbers: string[]): Promise<Set<string>> {
  const items = await batchGet<{ license_number: string }>(db, licenseNumbers.map((licence) => ceAttendeeKey(sessionId, licence)), 'license_number');
  return new Set(items.map((item) => item.license_number));
}

/** data-model E10: removes an attendance and gives its place back; fails at index 0 when it is not there. */
export async function deleteAttendance(db: Db, sessionId: string, licenseNumber: string): Promise<void> {
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: db.table, Key: ceAttendeeKey(sessionId, licenseNumber), ConditionExpression: 'attribute_exists(pk)' } },
        { Update: { TableName: db.table, Key: ceSessionKey(sessionId), UpdateExpression: 'ADD attendee_count :minus', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':minus': -1 } } },
      ],
    }),
  );
}

/** data-model E8: the licence holder's name and role, from the licence item (never from the request). */
export async function findLicenseHolder(db: Db, licenseNumber: string): Promise<Student | undefined> {
  const holder = await findLicensee(db, licenseNumber);
  return holder ? { license_number: holder.license_number, full_name: holder.full_name, role: holder.role } : undefined;
}
