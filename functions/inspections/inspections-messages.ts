import type { Config } from '../config.js';
import { clientName, propertyAddress, type BookingItem } from '../data/booking.js';
import type { Message } from '../data/outbox.js';
import type { UserItem } from '../data/users.js';

const origin = (config: Config) => new URL(config.APP_URL).origin;
export const signLink = (config: Config, token: string) => `${origin(config)}/sign/${token}`;

/** "Saturday, November 28, 2026" for a YYYY-MM-DD date (read as a calendar date, no zone). */
export function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** product/rules.md steps 3-4: client told the date and window, with the agreement link while unsigned. */
export function clientScheduleMessages(config: Config, booking: BookingItem, date: string, window: string, token?: string): Message[] {
  const when = `${longDate(date)}, between ${window}`;
  const address = propertyAddress(booking);
  const sign = token ? signLink(config, token) : undefined;
  return [
    {
      channel: 'email',
      to: booking.client_email,
      subject: `Your home inspection at ${booking.address1}: ${longDate(date)}`,
      text: [
        `Hi ${booking.client_first_name},`,
        '',
        `Your home inspection at ${address} is scheduled for ${when}.`,
        ...(sign ? ['', `Please read and sign the pre-inspection service agreement before the inspection: ${sign}`] : []),
        '',
        `Questions? Call or text ${config.BUSINESS_PHONE} or write to ${config.BUSINESS_EMAIL}.`,
        config.BUSINESS_NAME,
      ].join('\n'),
    },
    {
      channel: 'sms',
      to: booking.client_phone,
      subject: '',
      text: `${config.BUSINESS_NAME}: inspection at ${booking.address1} on ${when}.${sign ? ` Please sign the service agreement: ${sign}` : ''} Reply STOP to opt out.`,
    },
  ];
}

/** Resending the agreement: only the link, the date is unchanged. */
export function clientContractMessages(config: Config, booking: BookingItem, token: string): Message[] {
  const sign = signLink(config, token);
  return [
    {
      channel: 'email',
      to: booking.client_email,
      subject: `Please sign your inspection agreement for ${booking.address1}`,
      text: [`Hi ${booking.client_first_name},`, '', `Please read and sign the pre-inspection service agreement for ${propertyAddress(booking)}: ${sign}`, '', 'Earlier links no longer work.', config.BUSINESS_NAME].join('\n'),
    },
    { channel: 'sms', to: booking.client_phone, subject: '', text: `${config.BUSINESS_NAME}: please sign your inspection agreement: ${sign} Reply STOP to opt out.` },
  ];
}

export function agentScheduleMessages(config: Config, booking: BookingItem, date: string, window: string): Message[] {
  const when = `${longDate(date)}, between ${window}`;
  return [
    {
      channel: 'email',
      to: booking.agent_email,
      subject: `Inspection scheduled: ${booking.address1} on ${longDate(date)}`,
      text: [
        `Hi ${booking.agent_first_name},`,
        '',
        `The inspection at ${propertyAddress(booking)} for ${clientName(booking)} is scheduled for ${when}.`,
        `Follow it at ${origin(config)}/my-inspections`,
        config.BUSINESS_NAME,
      ].join('\n'),
    },
    { channel: 'sms', to: booking.agent_phone, subject: '', text: `${config.BUSINESS_NAME}: inspection at ${booking.address1} scheduled ${when}. Reply STOP to opt out.` },
  ];
}

/** Cancellation: the client and every admin are told (the agent cancelled it). */
export function cancelMessages(config: Config, booking: BookingItem, admins: UserItem[]): Message[] {
  const what = `The home inspection at ${propertyAddress(booking)}${booking.inspection_date ? ` on ${longDate(booking.inspection_date)} (${booking.inspection_time})` : ''}`;
  return [
    {
      channel: 'email',
      to: booking.client_email,
      subject: `Inspection cancelled: ${booking.address1}`,
      text: [`Hi ${booking.client_first_name},`, '', `${what} was cancelled by ${booking.agent_first_name} ${booking.agent_last_name}.`, `Questions? Call ${config.BUSINESS_PHONE}.`, config.BUSINESS_NAME].join('\n'),
    },
    ...admins.map((admin): Message => ({
      channel: 'email',
      to: admin.email,
      subject: `Cancelled: ${booking.address1}`,
      text: `${what} for ${clientName(booking)} was cancelled by the agent ${booking.agent_first_name} ${booking.agent_last_name}.`,
    })),
  ];
}
