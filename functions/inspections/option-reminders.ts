import { OPTION_REMINDER_HOURS, formatDeadline, isQuietHour } from '#shared/option-period.js';
import type { Config } from '../config.js';
import { propertyAddress, type BookingItem } from '../data/booking.js';
import { findDeadlineBookings, findOptionDeadlines, reminderQueuedUpdate, type OptionDeadlineItem } from '../data/booking-option-deadlines.js';
import { outboxPuts, type Message } from '../data/outbox.js';
import { isConditionFailure, transactWrite } from '../data/table.js';
import type { Deps } from '../deps.js';

// The agent's one reminder before the option period ends (issue 30 point 3; D-231): an email and
// a text 24 hours before the deadline, to the agent's address and phone of the order like every
// other message about the inspection, with the report's link once it is published.

/** The email and the text; the link only when the report is published (before, there is nothing to read). */
export function reminderMessages(config: Config, booking: BookingItem, deadline: string): Message[] {
  const when = formatDeadline(config.BUSINESS_TIME_ZONE, deadline);
  const origin = new URL(config.APP_URL).origin;
  const report = booking.report_version !== undefined ? `${origin}/report/${booking.id}` : undefined;
  const state = report ? `The report: ${report}` : 'The report is not published yet; we will let you know as soon as it is.';
  return [
    {
      channel: 'email',
      to: booking.agent_email,
      subject: `Option period ends ${when}: ${booking.address1}`,
      text: [
        `Hi ${booking.agent_first_name},`,
        '',
        `The option period for ${propertyAddress(booking)} ends ${when}, in 24 hours.`,
        state,
        '',
        `Your inspections: ${origin}/my-inspections`,
        config.BUSINESS_NAME,
      ].join('\n'),
    },
    {
      channel: 'sms',
      to: booking.agent_phone,
      subject: '',
      text: `${config.BUSINESS_NAME}: the option period for ${booking.address1} ends ${when}.${report ? ` Report: ${report}` : ' The report is not published yet.'} Reply STOP to opt out.`,
    },
  ];
}

/**
 * Queues the reminder of every deadline within the next 24 hours not yet reminded, outside the
 * quiet hours. Each is one transaction: the deadline item marked reminded (only if it was not, and
 * the deadline is still that one) and the two messages, so two runs at once send it once.
 */
export async function remindOptionDeadlines(deps: Deps): Promise<{ queued: number }> {
  const now = deps.now();
  const timeZone = deps.config.BUSINESS_TIME_ZONE;
  if (isQuietHour(timeZone, now)) return { queued: 0 };
  const due = (await findOptionDeadlines(deps.db, { from: now, to: new Date(now.getTime() + OPTION_REMINDER_HOURS * 3_600_000) })).filter(
    (item) => !item.reminded_at,
  );
  const bookings = await findDeadlineBookings(deps.db, due);
  let queued = 0;
  for (const item of due) {
    const booking = bookings.get(item.booking_id);
    if (!booking || booking.cancelled_at) continue;
    if (await queueReminder(deps, item, booking, now)) queued++;
  }
  return { queued };
}

async function queueReminder(deps: Deps, item: OptionDeadlineItem, booking: BookingItem, now: Date): Promise<boolean> {
  try {
    await transactWrite(deps.db, [reminderQueuedUpdate(deps.db, item, now), ...outboxPuts(deps.db, reminderMessages(deps.config, booking, item.deadline), now)]);
    return true;
  } catch (error) {
    // Another run queued it, or the deadline moved: the new one gets its own reminder.
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
