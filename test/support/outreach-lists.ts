import { addDays } from '#shared/dates.js';
import { MEETING_TYPES, type Contact } from '#shared/agent-contacts.js';
import { attendanceItem } from '#functions/data/ce-attendance.js';
import { ceSessionItem } from '#functions/data/ce-sessions.js';
import { contactItem } from '#functions/data/agent-contacts.js';
import { savedRouteItem } from '#functions/data/route-planner.js';
import { batchWrite, type Db } from '#functions/data/table.js';
import type { SavedRoute } from '#shared/route-planner.js';
import { FIRST_NAMES, LAST_NAMES } from './lists.js';

// The outreach lists' volume tests (issue 16 point 6, D-184): contacts, CE sessions and
// attendees, saved routes, made by our own generator (names from short word lists, never
// real people) and written with BatchWriteItem through the data functions' item builders.

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;
const nameOf = (n: number) => `${pick(FIRST_NAMES, n)} ${pick(LAST_NAMES, Math.floor(n / FIRST_NAMES.length))}`;

/** Writes items 25 per BatchWriteItem. */
export const putItems = (db: Db, items: object[]) => batchWrite(db, items.map((Item) => ({ PutRequest: { Item } })));

/** The n-th generated contact: one every 30 minutes back from `today` 17:30, types cycling, every 7th with an open follow-up. */
export function generatedContact(n: number, today: string): Contact {
  const day = addDays(today, -Math.floor(n / 20));
  const minutes = 17 * 60 + 30 - (n % 20) * 30;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const meeting = pick(MEETING_TYPES, n);
  return {
    id: `gen-contact-${String(n).padStart(5, '0')}`,
    contact_date: day,
    contact_time: time,
    contact_license_number: String(800_000 + (n % 400)),
    contact_name: nameOf(n % 400),
    contact_type: 'agent',
    meeting_type: meeting,
    event_name: meeting === 'open_house' ? null : 'Generated Event',
    location: meeting === 'open_house' ? null : 'Generated Event',
    open_house_mls_number: meeting === 'open_house' ? String(9_000_000 + n) : null,
    open_house_date: meeting === 'open_house' ? day : null,
    expected_agent_name: null,
    was_expected_agent: false,
    notes: '',
    gave_materials: n % 3 === 0,
    exchanged_cards: false,
    follow_up_needed: n % 7 === 0,
    follow_up_completed: false,
    contact_phone: null,
    contact_email: null,
    agent_id: null,
    logged_by: 'gen-admin',
    logged_by_name: 'Generated Admin',
    created_at: `${day}T12:00:00.000Z`,
  };
}

export const writeContacts = (db: Db, contacts: Contact[]) => putItems(db, contacts.map(contactItem));

const GEN_CLASS = { id: 'gen-class', class_name: 'Generated Class', class_code: 'GEN-101', hours: 3 };

/** The n-th generated CE session, `n` days before `today`, with `attendees` counted on it. */
export function generatedSession(n: number, today: string, attendees = 0) {
  const session = ceSessionItem(GEN_CLASS, { id: `gen-session-${String(n).padStart(4, '0')}`, session_date: addDays(today, -n), session_time: '09:00', location: 'Generated Hall', max_attendees: null }, `gen-token-${n}`, new Date());
  return { ...session, attendee_count: attendees };
}

/** `count` generated attendances of one session, licence numbers 0600000 upward, a minute apart. */
export function generatedAttendances(session: ReturnType<typeof generatedSession>, count: number) {
  const start = Date.parse(`${session.session_date}T15:00:00.000Z`);
  return Array.from({ length: count }, (_, n) =>
    attendanceItem(session, { license_number: String(600_000 + n).padStart(7, '0'), full_name: nameOf(n), role: 'Sales Agent' }, new Date(start + n * 60_000)),
  );
}

/** The n-th generated saved route of an owner, saved `n` minutes before `base`. */
export function generatedRoute(ownerId: string, n: number, base: Date) {
  const route: SavedRoute = {
    id: `gen-route-${String(n).padStart(4, '0')}`,
    route_name: `Generated route ${n}`,
    date: base.toISOString().slice(0, 10),
    route_data: [],
    parameters: { visit_duration_minutes: 5, start_time: '09:00', dedupe_agents: true, summary: { total_stops: 0, total_distance: 0, start_time: '09:00', end_time: '09:00', original_count: 0, filtered_count: 0, total_travel_minutes: 0, is_optimal: true, start_point: null } },
    created_at: new Date(base.getTime() - n * 60_000).toISOString(),
  };
  return savedRouteItem(ownerId, route);
}
