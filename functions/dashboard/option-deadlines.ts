import type { OptionDeadlineEntry, OptionReportState } from '#shared/dashboard.js';
import { ADMIN_OPTION_QUEUE_HOURS, AGENT_OPTION_QUEUE_HOURS, isoWithOffset } from '#shared/option-period.js';
import { clientName, propertyAddress, type BookingItem } from '../data/booking.js';
import { findDeadlineBookings, findOptionDeadlines, type OptionDeadlineItem } from '../data/booking-option-deadlines.js';
import type { Deps } from '../deps.js';

// The work queue's option-period lines (issue 30 point 3; D-230): a Query of the deadlines of the
// next hours and a BatchGet of their bookings, for the report's state and to leave out cancelled
// ones. Two requests beside D-160's, bounded by the inspections that end that soon.

const reportState = (booking: BookingItem): OptionReportState =>
  booking.report_version !== undefined ? 'published' : booking.inspection_date ? 'scheduled' : 'unscheduled';

function toEntry(timeZone: string, item: OptionDeadlineItem, booking: BookingItem, withAgent: boolean): OptionDeadlineEntry {
  const state = reportState(booking);
  return {
    id: booking.id,
    title: propertyAddress(booking),
    client_name: clientName(booking),
    ...(withAgent ? { agent_name: `${booking.agent_first_name} ${booking.agent_last_name}`.trim() } : {}),
    deadline: isoWithOffset(timeZone, new Date(item.deadline)),
    report_state: state,
    inspection_date: booking.inspection_date ?? null,
    href: state === 'published' ? `/report/${booking.id}` : '/my-inspections',
  };
}

async function deadlineEntries(deps: Deps, hours: number, agentId: string | undefined): Promise<{ item: OptionDeadlineItem; booking: BookingItem }[]> {
  const now = deps.now();
  const items = await findOptionDeadlines(deps.db, { from: now, to: new Date(now.getTime() + hours * 3_600_000), agentId });
  const bookings = await findDeadlineBookings(deps.db, items);
  return items
    .map((item) => ({ item, booking: bookings.get(item.booking_id) }))
    .filter((entry): entry is { item: OptionDeadlineItem; booking: BookingItem } => Boolean(entry.booking && !entry.booking.cancelled_at))
    .sort((a, b) => a.item.deadline.localeCompare(b.item.deadline));
}

/** Admins: every inspection whose option period ends within 72 hours and has no published report, soonest first. */
export async function adminOptionDeadlines(deps: Deps): Promise<OptionDeadlineEntry[]> {
  const entries = await deadlineEntries(deps, ADMIN_OPTION_QUEUE_HOURS, undefined);
  return entries.filter(({ booking }) => booking.report_version === undefined).map(({ item, booking }) => toEntry(deps.config.BUSINESS_TIME_ZONE, item, booking, true));
}

/** An agent: their own inspections whose option period ends within 48 hours, with the report's state. */
export async function agentOptionDeadlines(deps: Deps, agentId: string): Promise<OptionDeadlineEntry[]> {
  const entries = await deadlineEntries(deps, AGENT_OPTION_QUEUE_HOURS, agentId);
  return entries.map(({ item, booking }) => toEntry(deps.config.BUSINESS_TIME_ZONE, item, booking, false));
}
