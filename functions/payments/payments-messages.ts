import { formatMoney } from '#shared/booking.js';
import { needsPayment, type Payer } from '#shared/payments.js';
import { reportNumber } from '#shared/reports.js';
import { appOrigin, type Config } from '../config.js';
import { clientName, propertyAddress, type BookingItem } from '../data/booking.js';
import type { Message } from '../data/outbox.js';
import type { PaymentItem } from '../data/payments.js';
import type { UserItem } from '../data/users.js';

export const downloadLink = (config: Config, token: string) => `${appOrigin(config)}/download/${token}`;

const money = (cents: number) => formatMoney(cents / 100);
const longDay = (config: Config, at: string) =>
  new Date(at).toLocaleDateString('en-US', { timeZone: config.BUSINESS_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });

/** product/rules.md step 7: the client's link to pay and download, by email and SMS. */
export function paymentRequestMessages(config: Config, booking: BookingItem, token: string): Message[] {
  const link = downloadLink(config, token);
  const due = needsPayment(booking) ? `Amount due: ${formatMoney(booking.total_price)}.` : 'No payment is due.';
  const smsDue = needsPayment(booking) ? `${formatMoney(booking.total_price)} due` : 'no payment due';
  return [
    {
      channel: 'email',
      to: booking.client_email,
      subject: `Your inspection report for ${booking.address1} is ready`,
      text: [
        `Hi ${booking.client_first_name},`,
        '',
        `The inspection report for ${propertyAddress(booking)} is ready (report ${reportNumber(booking)}).`,
        due,
        '',
        `View, pay and download it here: ${link}`,
        'Earlier links no longer work.',
        '',
        `Questions? Call or text ${config.BUSINESS_PHONE} or write to ${config.BUSINESS_EMAIL}.`,
        config.BUSINESS_NAME,
      ].join('\n'),
    },
    {
      channel: 'sms',
      to: booking.client_phone,
      subject: '',
      text: `${config.BUSINESS_NAME}: your inspection report for ${booking.address1} is ready (${smsDue}): ${link} Reply STOP to opt out.`,
    },
  ];
}

export interface Receipt {
  payer: Payer;
  amount_cents: number;
  paid_at: string;
  /** The provider's reference the payer can quote (Stripe payment intent or session). */
  reference: string;
}

/** product/rules.md step 8: a receipt to whoever paid; the agent hears when the client paid; every admin hears. */
export function paidMessages(config: Config, booking: BookingItem, receipt: Receipt, admins: UserItem[]): Message[] {
  const [to, name] = receipt.payer === 'agent' ? [booking.agent_email, booking.agent_first_name] : [booking.client_email, booking.client_first_name];
  const what = `${money(receipt.amount_cents)} for the inspection report ${reportNumber(booking)} of ${propertyAddress(booking)}`;
  const who = receipt.payer === 'agent' ? `${booking.agent_first_name} ${booking.agent_last_name}`.trim() + ' (agent)' : `${clientName(booking)} (client)`;
  const messages: Message[] = [
    {
      channel: 'email',
      to,
      subject: `Receipt: inspection report ${reportNumber(booking)}`,
      text: [
        `Hi ${name},`,
        '',
        'Thank you for your payment.',
        `Amount: ${money(receipt.amount_cents)}`,
        `Property: ${propertyAddress(booking)}`,
        `Report number: ${reportNumber(booking)}`,
        `Date: ${longDay(config, receipt.paid_at)}`,
        `Payment reference: ${receipt.reference}`,
        '',
        config.BUSINESS_NAME,
        `${config.BUSINESS_PHONE} · ${config.BUSINESS_EMAIL}`,
      ].join('\n'),
    },
  ];
  if (receipt.payer === 'client') {
    const report = `${appOrigin(config)}/report/${booking.id}`;
    messages.push(
      { channel: 'email', to: booking.agent_email, subject: `Report paid: ${booking.address1}`, text: [`Hi ${booking.agent_first_name},`, '', `${clientName(booking)} paid ${what}.`, `The report: ${report}`, config.BUSINESS_NAME].join('\n') },
      { channel: 'sms', to: booking.agent_phone, subject: '', text: `${config.BUSINESS_NAME}: ${clientName(booking)} paid the inspection report for ${booking.address1}. Reply STOP to opt out.` },
    );
  }
  const note = `${who} paid ${what}. Reference ${receipt.reference}.`;
  return [...messages, ...admins.map((admin): Message => ({ channel: 'email', to: admin.email, subject: `Payment received: ${booking.address1}`, text: note }))];
}

/** data-model C9: a second session paid a booking that was already paid; a person refunds it. */
export function duplicateMessages(config: Config, booking: BookingItem, payment: PaymentItem, reference: string, admins: UserItem[]): Message[] {
  const text = [
    `A second payment arrived for the inspection report ${reportNumber(booking)} of ${propertyAddress(booking)}, which was already paid on ${longDay(config, booking.paid_at ?? payment.created_at)}.`,
    `Please refund it in the ${payment.provider === 'stripe' ? 'Stripe dashboard' : 'payment provider'}: ${money(payment.amount_cents)} paid by the ${payment.payer}, session ${payment.provider_ref}, reference ${reference}.`,
  ].join('\n');
  return admins.map((admin) => ({ channel: 'email', to: admin.email, subject: `Refund needed: ${booking.address1}`, text }));
}

export interface Mismatch {
  provider: string;
  event_id: string;
  booking_id: string;
  provider_ref: string;
  reason: string;
}

/** data-model C9: a confirmed session we cannot match to our record; nothing is unlocked, a person looks. */
export function mismatchMessages(mismatch: Mismatch, admins: UserItem[]): Message[] {
  const text = [
    `A ${mismatch.provider} payment could not be matched and did not unlock any report: ${mismatch.reason}.`,
    `Booking: ${mismatch.booking_id || 'unknown'}; session: ${mismatch.provider_ref}; event: ${mismatch.event_id}.`,
    'Check it in the payment provider and refund it if needed.',
  ].join('\n');
  return admins.map((admin) => ({ channel: 'email', to: admin.email, subject: 'Payment needs checking', text }));
}

/** The line the payer sees at checkout. */
export const checkoutDescription = (booking: BookingItem) => `Home inspection report ${reportNumber(booking)} – ${booking.address1}`;
