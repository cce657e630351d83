import { ADMIN_QUEUE_KINDS, QUEUE_LINE_ITEMS, ROSTER_DEADLINE_DAYS, shortDay, type AdminQueueKind, type AdminQueueLine, type QueueEntry } from '#shared/dashboard.js';
import { addDays, instantIn, windowStartHour } from '#shared/dates.js';
import type { QueueEntryItem } from '../data/queue.js';
import { fullName, type UserItem } from '../data/users.js';

// The admins' lines (issue 15 point 1) from the due entries: the index already left out
// what is not due yet; here the exact rule of each line decides (D-159).

export interface LineContext {
  now: Date;
  /** Today in the business's time zone. */
  today: string;
  timeZone: string;
  reportPromiseHours: number;
}

/** An inspection window lasts 5 hours (product/rules.md step 3): the report clock starts at its end. */
const WINDOW_HOURS = 5;
const HOUR_MS = 3_600_000;

const byDate = (entry: QueueEntryItem) => [...(entry.preferred_dates ?? [])].sort()[0] ?? '';
const bookingDetail = (entry: QueueEntryItem, first: string) => [first, entry.client_name && `client ${entry.client_name}`, entry.agent_name && `agent ${entry.agent_name}`].filter(Boolean).join(' · ');

function toEntry(entry: QueueEntryItem, href: string, detail: string, extra: Partial<QueueEntry> = {}): QueueEntry {
  return { id: entry.ref_id, title: entry.title, detail, since: entry.since, href, ...extra };
}

function visitEntries(entries: QueueEntryItem[], { today }: LineContext): QueueEntry[] {
  const tomorrow = addDays(today, 1);
  return entries
    .filter((entry) => entry.inspection_date === today || entry.inspection_date === tomorrow)
    .sort((a, b) => `${a.inspection_date}${windowStartHour(a.inspection_time!) + 10}`.localeCompare(`${b.inspection_date}${windowStartHour(b.inspection_time!) + 10}`))
    .map((entry) => toEntry(entry, '/my-inspections', bookingDetail(entry, `${entry.inspection_date === today ? 'Today' : 'Tomorrow'}, ${entry.inspection_time}`)));
}

function overdueReports(entries: QueueEntryItem[], { now, timeZone, reportPromiseHours }: LineContext): QueueEntry[] {
  return entries
    .filter((entry) => {
      const end = instantIn(timeZone, entry.inspection_date!, windowStartHour(entry.inspection_time!) + WINDOW_HOURS);
      return end.getTime() + reportPromiseHours * HOUR_MS <= now.getTime();
    })
    .sort((a, b) => a.since.localeCompare(b.since))
    .map((entry) => toEntry(entry, `/report/${entry.ref_id}`, bookingDetail(entry, `Inspected ${shortDay(entry.inspection_date!)}, ${entry.inspection_time}`)));
}

function rosterEntries(entries: QueueEntryItem[], { today }: LineContext): QueueEntry[] {
  return entries
    .filter((entry) => entry.since <= today)
    .sort((a, b) => a.since.localeCompare(b.since))
    .map((entry) => {
      const due = addDays(entry.since, ROSTER_DEADLINE_DAYS);
      return toEntry(entry, '/ce-admin', `Session ${shortDay(entry.since)} · roster due ${shortDay(due)}`, { is_overdue: today > due });
    });
}

const oldest = (entries: QueueEntryItem[]) => [...entries].sort((a, b) => a.since.localeCompare(b.since));

/** Every line, in ADMIN_QUEUE_KINDS order, with its count and its first QUEUE_LINE_ITEMS entries. */
export function adminLines(due: QueueEntryItem[], pendingAgents: UserItem[], context: LineContext): AdminQueueLine[] {
  const of = (kind: QueueEntryItem['kind']) => due.filter((entry) => entry.kind === kind);
  const all: Record<AdminQueueKind, QueueEntry[]> = {
    agents: [...pendingAgents]
      .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)))
      .map((user) => ({ id: user.id, title: fullName(user), detail: [user.email, user.company].filter(Boolean).join(' · '), since: String(user.created_at), href: '/admin-agents' })),
    unscheduled: of('UNSCHEDULED')
      .sort((a, b) => byDate(a).localeCompare(byDate(b)) || a.since.localeCompare(b.since))
      .map((entry) => toEntry(entry, '/my-inspections', bookingDetail(entry, `Preferred ${[...(entry.preferred_dates ?? [])].sort().map(shortDay).join('; ')}`))),
    agreements: oldest(of('AGREEMENT')).map((entry) => toEntry(entry, '/my-inspections', bookingDetail(entry, 'Not signed'))),
    reports: overdueReports(of('INSPECTION'), context),
    payments: oldest(of('PAYMENT')).map((entry) => toEntry(entry, `/report/${entry.ref_id}`, bookingDetail(entry, 'Not paid'))),
    visits: visitEntries(of('INSPECTION'), context),
    followups: oldest(of('FOLLOWUP')).map((entry) => toEntry(entry, '/agent-contacts', entry.detail ?? '')),
    rosters: rosterEntries(of('ROSTER'), context),
  };
  return ADMIN_QUEUE_KINDS.map((kind) => ({ kind, count: all[kind].length, items: all[kind].slice(0, QUEUE_LINE_ITEMS) }));
}
