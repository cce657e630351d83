import * as z from './zod.js';

// The dashboard's work queue (issue 15): what waits for an admin, and which of an
// agent's inspections wait on someone. Rules of when an item is due live here, pure,
// so the function decides and a test reads the same numbers (D-158, D-159).

/** Agreements sent and not signed after this long show to admins (issue 15 point 1). */
export const AGREEMENT_WAIT_HOURS = 24;
/** Payment requests unpaid after this long show to admins (issue 15 point 1). */
export const PAYMENT_WAIT_DAYS = 3;
/** The Commission's deadline for a CE roster, in days after the session (issue 15 point 1). */
export const ROSTER_DEADLINE_DAYS = 10;
/** The FAQ's promise: the report within 24 hours of the inspection (product/portal.md §1). */
export const DEFAULT_REPORT_PROMISE_HOURS = 24;
export const MAX_REPORT_PROMISE_HOURS = 240;
/** How many of the oldest items each line shows beside its count. */
export const QUEUE_LINE_ITEMS = 5;

export const reportPromiseHoursSchema = z
  .number({ error: 'Enter the report promise in hours.' })
  .check(
    z.int('The report promise must be a whole number of hours.'),
    z.minimum(1, 'The report promise must be at least 1 hour.'),
    z.maximum(MAX_REPORT_PROMISE_HOURS, `The report promise must be at most ${MAX_REPORT_PROMISE_HOURS} hours.`),
  );

export const putReportPromiseSchema = z.object({
  report_promise_hours: reportPromiseHoursSchema,
  version: z.number().check(z.int(), z.minimum(0)),
});

export type AdminQueueKind = 'agents' | 'unscheduled' | 'agreements' | 'reports' | 'payments' | 'visits' | 'followups' | 'rosters';
/** The order of the admins' lines: who waits for a decision first, then what the day holds. */
export const ADMIN_QUEUE_KINDS: readonly AdminQueueKind[] = ['agents', 'unscheduled', 'agreements', 'reports', 'payments', 'visits', 'followups', 'rosters'];

export type AgentQueueKind = 'sign' | 'payment' | 'report' | 'downloaded';

/** One waiting thing: what it is (`title`, `detail`), since when, and where it is handled. */
export interface QueueEntry {
  /** The booking, agent, contact or CE session id: what the line's action acts on. */
  id: string;
  title: string;
  detail: string;
  /** ISO instant the waiting began (or, for visits and rosters, the date it is about). */
  since: string;
  /** Where it is handled in the portal. */
  href: string;
  /** Past a deadline (a roster past the Commission's 10 days). */
  is_overdue?: boolean;
}

export interface AdminQueueLine {
  kind: AdminQueueKind;
  count: number;
  /** The oldest first (unscheduled: the earliest preferred date first), at most QUEUE_LINE_ITEMS. */
  items: QueueEntry[];
}

export interface AgentQueueItem extends QueueEntry {
  kind: AgentQueueKind;
  /** For `sign`: the client's phone, for the reminder text. */
  client_phone?: string;
}

/** Where the report of an inspection near its option deadline stands (D-230). */
export type OptionReportState = 'unscheduled' | 'scheduled' | 'published';

/** An inspection whose option period ends soon (issue 30 point 3): admins' within 72 hours, an agent's within 48. */
export interface OptionDeadlineEntry {
  id: string;
  /** The property's address. */
  title: string;
  client_name: string;
  /** Admins only: who ordered it. */
  agent_name?: string;
  /** ISO 8601 with the business's offset. */
  deadline: string;
  report_state: OptionReportState;
  inspection_date: string | null;
  href: string;
}

export interface DashboardReply {
  /** Present for admins only; `option_deadlines` (no published report yet, soonest first) shows first. */
  admin?: { lines: AdminQueueLine[]; report_promise_hours: number; option_deadlines: OptionDeadlineEntry[] };
  /** The caller's own inspections whose option period ends within 48 hours, soonest first. */
  option_deadlines: OptionDeadlineEntry[];
  /** The caller's own inspections that wait on someone, oldest first. */
  agent: AgentQueueItem[];
}

export const reportPromiseReplySchema = z.object({ report_promise_hours: z.number(), version: z.number() });
export type ReportPromise = z.infer<typeof reportPromiseReplySchema>;

/** "Thu, Nov 26" for a YYYY-MM-DD calendar date, as the queue's lines print dates (no time zone shift). */
export const shortDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
