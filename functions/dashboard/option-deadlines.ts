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

type Found = { item: OptionDeadlineItem; booking: BookingItem };

async function deadlineEntries(deps: Deps, hours: number, agentId: string | undefined): Promise<Found[]> {
  const now = deps.now();
  const items = await findOptionDeadlines(deps.db, { from: now, to: new Date(now.getTime() + hours * 3_600_000), agentId });
  const bookings = await findDeadlineBookings(deps.db, items);
  return items
    .map((item) => ({ item, booking: bookings.get(item.booking_id) }))
    .filter((entry): entry is Found => Boolean(entry.booking && !entry.booking.cancelled_at))
    .sort((a, b) => a.item.deadline.localeCompare(b.item.deadline));
}

/** The option-period entries of the caller's dashboard: its own within 48 hours, and for admins everyone's within 72 without a published report. */
export async function optionDeadlinesFor(deps: Deps, viewer: { id: string; is_admin: boolean }): Promise<{ own: OptionDeadlineEntry[]; all?: OptionDeadlineEntry[] }> {
  const timeZone = deps.config.BUSINESS_TIME_ZONE;
  if (!viewer.is_admin) {
    return { own: (await deadlineEntries(deps, AGENT_OPTION_QUEUE_HOURS, viewer.id)).map(({ item, booking }) => toEntry(timeZone, item, booking, false)) };
  }
  // One Query serves both lists of an admin: its own are the 48 hours of everyone's 72.
  const found = await deadlineEntries(deps, ADMIN_OPTION_QUEUE_HOURS, undefined);
  const ownUntil = new Date(deps.now().getTime() + AGENT_OPTION_QUEUE_HOURS * 3_600_000).toISOString();
  return {
    own: found.filter(({ item }) => item.agent_id === viewer.id && item.deadline <= ownUntil).map(({ item, booking }) => toEntry(timeZone, item, booking, false)),
    all: found.filter(({ booking }) => booking.report_version === undefined).map(({ item, booking }) => toEntry(timeZone, item, booking, true)),
  };
}
