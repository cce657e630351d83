import { AGREEMENT_WAIT_HOURS, PAYMENT_WAIT_DAYS, type AgentQueueKind } from '#shared/dashboard.js';
import { addDays } from '#shared/dates.js';
import { needsPayment } from '#shared/payments.js';
import { clientName, propertyAddress, type BookingItem } from './booking.js';
import { adminEntryPut, agentEntryPut, entryDelete, type EntryFields } from './queue.js';
import { bookingKey, bookingQueueKey } from './keys.js';
import { isConditionFailure, transactWrite, type Db, type TransactItem } from './table.js';

// A booking's work-queue entries (D-158, D-159), as parts of the transactions that move
// the booking on: each rule appends these after its own items, so the indexes its
// failedConditions() reads stay where they were.

const HOUR_MS = 3_600_000;
const later = (at: string, ms: number) => new Date(Date.parse(at) + ms).toISOString();

function fieldsOf(booking: BookingItem, since: string): EntryFields {
  return {
    ref_id: booking.id,
    since,
    title: propertyAddress(booking),
    client_name: clientName(booking),
    client_phone: booking.client_phone,
    agent_id: booking.agent_id,
    agent_name: `${booking.agent_first_name} ${booking.agent_last_name}`.trim(),
    preferred_dates: booking.preferred_dates,
    ...(booking.inspection_date ? { inspection_date: booking.inspection_date } : {}),
    ...(booking.inspection_time ? { inspection_time: booking.inspection_time } : {}),
  };
}

const agentEntry = (db: Db, booking: BookingItem, kind: AgentQueueKind, since: string) => agentEntryPut(db, booking.agent_id, kind, fieldsOf(booking, since));

/** data-model B4: a new order waits for its final date from the moment it is placed. */
export const bookedQueue = (db: Db, booking: BookingItem): TransactItem[] => [
  adminEntryPut(db, bookingQueueKey(booking.id, 'UNSCHEDULED'), 'UNSCHEDULED', booking.submitted_at, fieldsOf(booking, booking.submitted_at)),
];

/** An agreement link went out at `sentAt`: admins see it 24 hours on, the agent at once. */
export const contractSentQueue = (db: Db, booking: BookingItem, sentAt: string): TransactItem[] => [
  adminEntryPut(db, bookingQueueKey(booking.id, 'AGREEMENT'), 'AGREEMENT', later(sentAt, AGREEMENT_WAIT_HOURS * HOUR_MS), fieldsOf(booking, sentAt)),
  agentEntry(db, booking, 'sign', sentAt),
];

/**
 * data-model B9: the date is final. The visit entry shows from the day before (a date sorts before
 * that day's instants; the function picks today's and tomorrow's, and later the report
 * overdue), and an unsigned agreement is (re)sent with it.
 */
export function scheduledQueue(db: Db, booking: BookingItem, change: { date: string; window: string; sentAt?: string }): TransactItem[] {
  const scheduled = { ...booking, inspection_date: change.date, inspection_time: change.window };
  return [
    entryDelete(db, bookingQueueKey(booking.id, 'UNSCHEDULED')),
    // A date moved after the report is out changes nothing the queue waits for.
    ...(booking.report_version
      ? []
      : [adminEntryPut(db, bookingQueueKey(booking.id, 'INSPECTION'), 'INSPECTION', addDays(change.date, -1), fieldsOf(scheduled, change.date))]),
    ...(change.sentAt ? contractSentQueue(db, scheduled, change.sentAt) : []),
  ];
}

/** data-model C2: signed. The agent's entry goes only while it is the signature's (no report yet). */
export const signedQueue = (db: Db, booking: BookingItem): TransactItem[] => [
  entryDelete(db, bookingQueueKey(booking.id, 'AGREEMENT')),
  ...(booking.report_version ? [] : [entryDelete(db, bookingQueueKey(booking.id, 'AGENT'))]),
];

/** data-model B11: a cancelled inspection waits for nobody. */
export const cancelledQueue = (db: Db, bookingId: string): TransactItem[] =>
  (['UNSCHEDULED', 'INSPECTION', 'AGREEMENT', 'PAYMENT', 'AGENT'] as const).map((kind) => entryDelete(db, bookingQueueKey(bookingId, kind)));

/** data-model C3: a report is out. The agent reads it, or first pays for it. */
export const reportPublishedQueue = (db: Db, booking: BookingItem, at: string): TransactItem[] => [
  entryDelete(db, bookingQueueKey(booking.id, 'INSPECTION')),
  agentEntry(db, booking, needsPayment(booking) ? 'payment' : 'report', at),
];

/** data-model C6: a payment link went out at `at` (again: the 3 days start over). Nothing when already paid or free. */
export const paymentRequestedQueue = (db: Db, booking: BookingItem, at: string): TransactItem[] =>
  needsPayment(booking)
    ? [
        adminEntryPut(db, bookingQueueKey(booking.id, 'PAYMENT'), 'PAYMENT', later(at, PAYMENT_WAIT_DAYS * 24 * HOUR_MS), fieldsOf(booking, at)),
        agentEntry(db, booking, 'payment', at),
      ]
    : [];

/** data-model C9: paid; the report is now there to read. */
export const paidQueue = (db: Db, booking: BookingItem, at: string): TransactItem[] => [
  entryDelete(db, bookingQueueKey(booking.id, 'PAYMENT')),
  agentEntry(db, booking, 'report', at),
];

/** data-model C10: the client downloaded the report: the agent may want to talk it through. */
export const downloadedQueue = (db: Db, booking: BookingItem, at: string): TransactItem[] => [agentEntry(db, booking, 'downloaded', at)];

/**
 * data-model C10's first download: `downloaded_at` and the agent's entry together, once. A repeat (or
 * a concurrent first) fails the condition and writes nothing (GETs change nothing, D-118).
 */
export async function recordFirstDownload(db: Db, booking: BookingItem, now: Date): Promise<void> {
  const at = now.toISOString();
  try {
    await transactWrite(db, [
      {
        Update: {
          TableName: db.table,
          Key: bookingKey(booking.id),
          UpdateExpression: 'SET downloaded_at = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(downloaded_at)',
          ExpressionAttributeValues: { ':now': at },
        },
      },
      ...downloadedQueue(db, booking, at),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * The entries a booking stored before the queue existed should have now (the backfill
 * command): what waits on the business or the client. The agent's `report` and
 * `downloaded` entries are left out: whether an old report was read is not known, and
 * every finished inspection would otherwise land on its agent's list.
 */
export function currentBookingEntries(db: Db, booking: BookingItem): TransactItem[] {
  if (booking.cancelled_at) return [];
  if (!booking.inspection_date) return bookedQueue(db, booking);
  const entries: TransactItem[] = [];
  if (!booking.report_version) {
    entries.push(...scheduledQueue(db, booking, { date: booking.inspection_date, window: booking.inspection_time! }).slice(1));
  }
  if (booking.contract_sent_at && !booking.contract_signed_at) entries.push(...contractSentQueue(db, booking, booking.contract_sent_at));
  if (booking.report_version && booking.pay_request_at) entries.push(...paymentRequestedQueue(db, booking, booking.pay_request_at));
  else if (booking.report_version && needsPayment(booking)) entries.push(agentEntry(db, booking, 'payment', booking.report_uploaded_at ?? booking.submitted_at));
  return entries;
}
