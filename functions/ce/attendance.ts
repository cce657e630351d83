import { AGENT_ROLE } from '../data/user-licenses.js';
import { attendanceDayMessage, ceMessages, MAX_STUDENT_RESULTS, type LoggedAttendance, type PublicSessionInfo, type StudentResult } from '#shared/ce.js';
import { findAttendedLicenses, findLicenseHolder, putAttendance, type Student } from '../data/ce-attendance.js';
import { findCeSession, type CeSessionItem } from '../data/ce-sessions.js';
import { searchLicensees } from '../data/ce-licensees.js';
import { enforceRateLimit } from '../data/rate-limits.js';
import { failedConditions, isConditionFailure } from '../data/table.js';
import { findToken } from '../data/tokens.js';
import { canSignIn, findUserByLicense, fullName } from '../data/users.js';
import type { Deps } from '../deps.js';
import { conflict, invalid, notFound } from '../errors.js';
import { businessToday } from './ce.js';

// The public attendance page (product/outreach.md §2 /ce-attendance/{token}, §4, §7 "CE public";
// data-model E6–E8). Whoever holds the session's link may read its own info, search
// names and log attendance; nothing else about the session or other sessions is revealed.

/** data-model E6: the session a live link belongs to, else 404 'Invalid session' (counted by limitMisses). */
async function openSession(deps: Deps, token: string): Promise<CeSessionItem> {
  const link = await findToken(deps.db, 'CE_ATTENDANCE', token, deps.now());
  const session = link ? await findCeSession(deps.db, String(link.ce_session_id)) : undefined;
  if (!session || session.qr_token !== token) throw notFound(ceMessages.invalidSession);
  return session;
}

/** Attendance is taken on the session's date only, where the business is (issue 11 point 4). */
const closedMessage = (deps: Deps, session: CeSessionItem) => {
  const today = businessToday(deps);
  return session.session_date === today ? null : attendanceDayMessage(session.session_date, today);
};

export async function readSessionInfo(deps: Deps, token: string): Promise<PublicSessionInfo> {
  const session = await openSession(deps, token);
  const closed = closedMessage(deps, session);
  return {
    class_name: session.class_name,
    session_date: session.session_date,
    session_time: session.session_time ?? null,
    location: session.location ?? null,
    hours: session.class_hours,
    is_open: closed === null,
    closed_message: closed,
  };
}

/** data-model E7: up to 20 licence holders and registered agents by name, each flagged when already logged here. */
export async function searchStudents(deps: Deps, ip: string, token: string, query: string): Promise<StudentResult[]> {
  const session = await openSession(deps, token);
  await enforceRateLimit(deps, 'ceSearch', ip, `session:${session.id}`);
  const closed = closedMessage(deps, session);
  if (closed) throw conflict(closed);
  const matches = await searchLicensees(deps.db, query, MAX_STUDENT_RESULTS);
  const attended = matches.length ? await findAttendedLicenses(deps.db, session.id, [...new Set(matches.map((match) => match.license_number))]) : new Set<string>();
  return matches.map((match) => ({
    full_name: match.full_name,
    license_number: match.license_number,
    role: match.role,
    already_attended: attended.has(match.license_number),
  }));
}

/** The student a licence number names: a licence holder first, then a registered agent who can sign in. */
async function findStudent(deps: Deps, licenseNumber: string): Promise<Student> {
  const holder = await findLicenseHolder(deps.db, licenseNumber);
  if (holder) return holder;
  const agent = await findUserByLicense(deps.db, licenseNumber);
  if (agent && canSignIn(agent)) return { license_number: licenseNumber, full_name: fullName(agent), role: AGENT_ROLE };
  throw invalid(ceMessages.unknownLicense);
}

/** data-model E8: one attendance per licence per session, never past max_attendees, each by the transaction's conditions. */
export async function logAttendance(deps: Deps, input: { session_token: string; license_number: string }): Promise<LoggedAttendance> {
  const session = await openSession(deps, input.session_token);
  const closed = closedMessage(deps, session);
  if (closed) throw conflict(closed);
  const student = await findStudent(deps, input.license_number);
  try {
    await putAttendance(deps.db, session, student, deps.now());
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (failedConditions(error).includes(0)) throw conflict(ceMessages.alreadyAttended);
    throw conflict(ceMessages.sessionFull);
  }
  return { success: true, message: 'Attendance logged', ...student, hours: session.class_hours };
}
