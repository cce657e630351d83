import type { Config } from '../config.js';
import { clientName, propertyAddress, type BookingItem } from '../data/booking.js';
import type { Message } from '../data/outbox.js';

/** The viewer's page for a booking; the agent signs in to read it (product/outreach.md §2). */
export const reportLink = (config: Config, bookingId: string) => `${new URL(config.APP_URL).origin}/report/${bookingId}`;

/** product/rules.md step 6: the agent hears that the report is ready (email and SMS), or that it was replaced. */
export function reportReadyMessages(config: Config, booking: BookingItem, isReplacement: boolean): Message[] {
  const link = reportLink(config, booking.id);
  const what = isReplacement ? 'was updated' : 'is ready';
  return [
    {
      channel: 'email',
      to: booking.agent_email,
      subject: `${isReplacement ? 'Inspection report updated' : 'Inspection report ready'}: ${booking.address1}`,
      text: [
        `Hi ${booking.agent_first_name},`,
        '',
        `The inspection report for ${propertyAddress(booking)} (client ${clientName(booking)}) ${what}.`,
        ...(isReplacement ? ['The new version replaces the one you may have seen before.'] : []),
        `Read it here: ${link}`,
        '',
        config.BUSINESS_NAME,
      ].join('\n'),
    },
    {
      channel: 'sms',
      to: booking.agent_phone,
      subject: '',
      text: `${config.BUSINESS_NAME}: the inspection report for ${booking.address1} ${what}: ${link} Reply STOP to opt out.`,
    },
  ];
}
