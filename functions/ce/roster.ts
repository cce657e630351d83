import type * as z from '#shared/zod.js';
import { ceReportMessages, formatLoggedAt, type Roster, type RosterSession, type RosterSettings, type RosterSettingsReply, type rosterSettingsSchema } from '#shared/ce-reports.js';
import { toCsv } from '#shared/csv.js';
import { findSessionAttendance, getRosterSettings } from '../data/ce-reports.js';
import { recordRosterExport } from '../data/ce-sessions.js';
import { saveSettings } from '../data/settings.js';
import type { Deps } from '../deps.js';
import { invalid, notFound } from '../errors.js';

const isComplete = (settings: RosterSettings) => Boolean(settings.provider_name && settings.provider_number && settings.instructor_name);

export async function readRosterSettings(deps: Deps): Promise<RosterSettingsReply> {
  const settings = await getRosterSettings(deps.db);
  return { ...settings, is_complete: isComplete(settings) };
}

/** PUT /api/ce/roster-settings: over the version the admin loaded (409 when another admin saved first). */
export async function saveRosterSettings(deps: Deps, adminId: string, body: z.output<typeof rosterSettingsSchema>): Promise<RosterSettingsReply> {
  const { version, ...values } = body;
  await saveSettings(deps.db, 'CE_ROSTER', values, version, adminId, deps.now());
  return readRosterSettings(deps);
}

/** The roster of one session: 404 for an unknown session, 400 until the provider details are set. */
export async function readRoster(deps: Deps, sessionId: string): Promise<Roster> {
  const [found, provider] = await Promise.all([findSessionAttendance(deps.db, sessionId), getRosterSettings(deps.db)]);
  if (!found) throw notFound('Session not found');
  if (!isComplete(provider)) throw invalid(ceReportMessages.rosterSettings);
  const { version: _version, ...details } = provider;
  return {
    provider: details,
    session: found.session,
    students: found.attendees.map(({ license_number, full_name, logged_at }) => ({ license_number, full_name, logged_at })),
    time_zone: deps.config.BUSINESS_TIME_ZONE,
  };
}

/**
 * The roster left the portal: the first time is the export the Commission's deadline asks
 * for (issue 15), recorded after the file was made so a failed render records nothing.
 */
export const noteRosterExported = (deps: Deps, sessionId: string) => recordRosterExport(deps.db, sessionId, deps.now());

/** The roster as CSV: the class's details on every line, so each line stands alone in a spreadsheet. */
export function rosterCsv(roster: Roster): string {
  const { provider, session } = roster;
  const header = ['Provider', 'Provider Number', 'Instructor', 'Course Title', 'Course Number', 'Credit Hours', 'Session Date', 'License Number', 'Student Name', 'Time Logged'];
  const rows = roster.students.map((student) => [
    provider.provider_name,
    provider.provider_number,
    provider.instructor_name,
    session.class_name,
    session.class_code,
    session.class_hours,
    session.session_date,
    student.license_number,
    student.full_name,
    formatLoggedAt(student.logged_at, roster.time_zone),
  ]);
  return toCsv(header, rows);
}

/** `roster-<course number>-<date>.<ext>`, safe in a Content-Disposition header. */
export const rosterFileName = (session: RosterSession, extension: string) =>
  `roster-${session.class_code.replace(/[^A-Za-z0-9-]+/g, '-')}-${session.session_date}.${extension}`;
