import type { Config } from '../config.js';
import { clientName, propertyAddress, type BookingItem } from '../data/booking.js';
import type { Message } from '../data/outbox.js';
import type { UserItem } from '../data/users.js';

const origin = (config: Config) => new URL(config.APP_URL).origin;
const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** The agent's confirmation and a note to every admin about the new order (issue "Ordering"). */
export function newOrderMessages(config: Config, booking: BookingItem, admins: UserItem[]): Message[] {
  const address = propertyAddress(booking);
  const summary = [
    `Property: ${address}`,
    `Client: ${clientName(booking)} (${booking.client_role}${booking.client_role_specify ? `: ${booking.client_role_specify}` : ''})`,
    `Preferred dates: ${booking.preferred_dates.join(', ')}`,
    `Price: ${dollars(booking.total_price)}`,
  ];
  const toAgent: Message = {
    channel: 'email',
    to: booking.agent_email,
    subject: `Inspection ordered: ${address}`,
    text: [
      `Hi ${booking.agent_first_name},`,
      '',
      `Thank you for your order. We will pick one of your three dates, set the time window and send your client the service agreement to sign.`,
      '',
      ...summary,
      '',
      `Follow it at ${origin(config)}/my-inspections`,
    ].join('\n'),
  };
  const toAdmins: Message[] = admins.map((admin) => ({
    channel: 'email',
    to: admin.email,
    subject: `New inspection order: ${address}`,
    text: [
      `New order from ${booking.agent_first_name} ${booking.agent_last_name} (${booking.agent_email}).`,
      '',
      ...summary,
      '',
      `Assign the date at ${origin(config)}/my-inspections`,
    ].join('\n'),
  }));
  return [toAgent, ...toAdmins];
}
