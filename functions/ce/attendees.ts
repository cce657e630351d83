import { ceMessages, type AttendeesReply } from '#shared/ce.js';
import { deleteAttendance, findAttendees, parseAttendanceId, toAttendee } from '../data/ce-attendance.js';
import { isConditionFailure } from '../data/table.js';
import type { Deps } from '../deps.js';
import { notFound } from '../errors.js';
import { getSession } from './sessions.js';

// The attendees modal (spec part 2 §2, §7; data-model E9, E10). Admins only (the handlers).

export async function listAttendees(deps: Deps, sessionId: string): Promise<AttendeesReply> {
  const session = await getSession(deps, sessionId);
  const attendees = (await findAttendees(deps.db, sessionId)).map(toAttendee);
  return {
    session_info: { class_name: session.class_name, session_date: session.session_date, session_time: session.session_time ?? null, location: session.location ?? null },
    total_attendees: attendees.length,
    attendees,
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
