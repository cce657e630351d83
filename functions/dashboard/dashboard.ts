import type { AgentQueueItem, DashboardReply } from '#shared/dashboard.js';
import { dateIn } from '#shared/dates.js';
import { dismissAgentEntry, findAgentEntries, findDueAdminEntries, type QueueEntryItem } from '../data/queue.js';
import { findUsersByStatus, type UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { notFound } from '../errors.js';
import { adminLines } from './admin-lines.js';
import { optionDeadlinesFor } from './option-deadlines.js';

// GET /api/dashboard (issue 15). At most 3 Queries here, in parallel, beside the session's
// 2 Gets and its occasional last-seen Update (D-160): the caller's own entries; for admins
// also the due admin entries (with the report promise) and the pending agents. Beside them the
// option deadlines of the next hours, one Query, and a BatchGet of only those bookings when
// there are any (D-230); no other read of the bookings themselves.

const AGENT_DETAIL: Record<AgentQueueItem['kind'], (entry: QueueEntryItem) => string> = {
  sign: (entry) => `${entry.client_name ?? 'The client'} has not signed the agreement yet.`,
  payment: () => 'The report is ready. Payment is pending.',
  report: () => 'The report is ready to read.',
  downloaded: (entry) => `${entry.client_name ?? 'The client'} downloaded the report.`,
};

/** An agent entry → what the agent sees: its own inspection and the one action. */
function toAgentItem(entry: QueueEntryItem): AgentQueueItem {
  const kind = entry.agent_kind!;
  return {
    kind,
    id: entry.ref_id,
    title: entry.title,
    detail: AGENT_DETAIL[kind](entry),
    since: entry.since,
    href: kind === 'sign' ? '/my-inspections' : `/report/${entry.ref_id}`,
    ...(kind === 'sign' && entry.client_phone ? { client_phone: entry.client_phone } : {}),
  };
}

export async function readDashboard(deps: Deps, viewer: Pick<UserItem, 'id' | 'is_admin'>): Promise<DashboardReply> {
  const { db, config } = deps;
  const now = deps.now();
  const own = findAgentEntries(db, viewer.id).then((entries) => entries.sort((a, b) => a.since.localeCompare(b.since)).map(toAgentItem));
  const deadlines = optionDeadlinesFor(deps, viewer);
  if (!viewer.is_admin) {
    const [agent, { own: option_deadlines }] = await Promise.all([own, deadlines]);
    return { agent, option_deadlines };
  }
  const [agent, { own: option_deadlines, all: allDeadlines = [] }, due, pending] = await Promise.all([
    own,
    deadlines,
    findDueAdminEntries(db, now),
    findUsersByStatus(db, 'pending'),
  ]);
  const hours = due.reportPromise.report_promise_hours;
  const context = { now, today: dateIn(config.BUSINESS_TIME_ZONE, now), timeZone: config.BUSINESS_TIME_ZONE, reportPromiseHours: hours };
  return { admin: { lines: adminLines(due.entries, pending, context), report_promise_hours: hours, option_deadlines: allDeadlines }, agent, option_deadlines };
}

/** POST /api/dashboard/done/{bookingId}: the agent has read the report or seen the download. Someone else's is a 404. */
export async function markDone(deps: Deps, viewer: Pick<UserItem, 'id'>, bookingId: string) {
  if (!(await dismissAgentEntry(deps.db, viewer.id, bookingId))) throw notFound('Nothing is waiting on this inspection.');
  return { success: true as const };
}
