import { ceMessages, type AttendeesReply } from '#shared/ce.js';
import { deleteAttendance, findAttendeesPage, parseAttendanceId, toAttendee } from '../data/ce-attendance.js';
import { isConditionFailure } from '../data/table.js';
import type { Deps } from '../deps.js';
import { notFound } from '../errors.js';
import { getSession } from './ce.js';

// The attendees modal (product/outreach.md §2, §7; data-model E9, E10). Admins only (the handlers).

/** data-model E9: the session and one page of its attendees; the total is the session's own counter (D-184). */
export async function listAttendees(deps: Deps, sessionId: string, page: { limit: number; cursor?: string }): Promise<AttendeesReply> {
  const [session, found] = await Promise.all([getSession(deps, sessionId), findAttendeesPage(deps.db, sessionId, page.limit, page.cursor)]);
  return {
    session_info: { class_name: session.class_name, session_date: session.session_date, session_time: session.session_time ?? null, location: session.location ?? null },
    total_attendees: session.attendee_count,
    attendees: found.attendees.map(toAttendee),
    next_cursor: found.next_cursor,
  };
}

/** Removing an attendee frees the place (max_attendees) and, with none left, unlocks the session. */
export async function removeAttendee(deps: Deps, id: string): Promise<{ message: string }> {
  const key = parseAttendanceId(id);
  if (!key) throw notFound(ceMessages.attendeeNotFound);
  try {
    await deleteAttendance(deps.db, key.sessionId, key.licenseNumber);
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(ceMessages.attendeeNotFound);
    throw error;
  }
  return { message: 'Attendee removed' };
}
