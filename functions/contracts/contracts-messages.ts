import type { Config } from '../config.js';
import { clientName, propertyAddress, type BookingItem } from '../data/booking.js';
import type { Message } from '../data/outbox.js';
import type { UserItem } from '../data/users.js';

/** product/rules.md step 5: the agent (email and SMS) and every admin (email) hear of the signature. */
export function signedMessages(config: Config, booking: BookingItem, signer: string, admins: UserItem[]): Message[] {
  const what = `${signer} signed the service agreement for ${propertyAddress(booking)} (client ${clientName(booking)}).`;
  const link = `${new URL(config.APP_URL).origin}/my-inspections`;
  return [
    { channel: 'email', to: booking.agent_email, subject: `Agreement signed: ${booking.address1}`, text: [`Hi ${booking.agent_first_name},`, '', what, `Details: ${link}`, config.BUSINESS_NAME].join('\n') },
    { channel: 'sms', to: booking.agent_phone, subject: '', text: `${config.BUSINESS_NAME}: ${clientName(booking)} signed the agreement for ${booking.address1}. Reply STOP to opt out.` },
    ...admins.map((admin): Message => ({ channel: 'email', to: admin.email, subject: `Agreement signed: ${booking.address1}`, text: `${what}\n${link}` })),
  ];
}
