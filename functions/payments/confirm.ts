import { bookingPaidUpdate, findBooking, type BookingItem } from '../data/booking.js';
import { payEventKey } from '../data/keys.js';
import { paidQueue } from '../data/booking-queue.js';
import { outboxPuts, type Message } from '../data/outbox.js';
import {
  amountCents,
  findPayEvent,
  findPayment,
  PAY_EVENT_KEEP_DAYS,
  payEventPut,
  paymentDuplicateUpdate,
  paymentPaidUpdate,
  type PayEventItem,
  type PaymentItem,
  type PaymentProviderName,
} from '../data/payments.js';
import { failedConditions, isConditionFailure, transactWrite, ttlSeconds, type TransactItem } from '../data/table.js';
import { findUsersByStatus } from '../data/users.js';
import type { Deps } from '../deps.js';
import { duplicateMessages, mismatchMessages, paidMessages } from './payments-messages.js';

/** What a provider says was paid: a verified Stripe event or the local checkout's confirmation. */
export interface ProviderConfirmation {
  provider: PaymentProviderName;
  /** Unique per delivery cause: Stripe's event id; the local token's hash. */
  event_id: string;
  event_type: string;
  booking_id: string;
  provider_ref: string;
  amount_cents: number | null;
  currency: string | null;
  /** What the payer's receipt quotes. */
  reference: string;
}

/** paid: this call unlocked the report; handled: this event (or this payment) was counted before. */
export type ConfirmOutcome = 'paid' | 'handled' | 'duplicate' | 'mismatch';

/** Why a confirmation does not match our records, or undefined when it does. Amounts come from OUR booking. */
function mismatchReason(c: ProviderConfirmation, booking: BookingItem | undefined, payment: PaymentItem | undefined): string | undefined {
  if (!booking) return 'unknown booking';
  if (!payment || payment.provider !== c.provider) return 'unknown checkout session';
  if ((c.currency ?? '').toLowerCase() !== payment.currency) return `currency ${c.currency} instead of ${payment.currency}`;
  if (c.amount_cents !== payment.amount_cents || payment.amount_cents !== amountCents(booking)) {
    return `amount ${c.amount_cents} cents instead of ${amountCents(booking)}`;
  }
  return undefined;
}

/**
 * data-model C9, for every provider. The PAYEVENT item's condition makes each event count once,
 * however often and however concurrently it is delivered; the booking's `paid_at`
 * condition makes the report paid once, so a second session that paid is recorded as a
 * duplicate and the admins are asked to refund it.
 */
export async function confirmPayment(deps: Deps, c: ProviderConfirmation): Promise<ConfirmOutcome> {
  const { db } = deps;
  if (await findPayEvent(db, c.provider, c.event_id)) return 'handled';
  const now = deps.now();
  const at = now.toISOString();
  const booking = c.booking_id ? await findBooking(db, c.booking_id) : undefined;
  const payment = booking ? await findPayment(db, booking.id, c.provider_ref) : undefined;
  const admins = await findUsersByStatus(db, 'admin');

  const event = (outcome: PayEventItem['outcome']) => {
    const item: PayEventItem = {
      ...payEventKey(c.provider, c.event_id),
      provider: c.provider,
      event_id: c.event_id,
      type: c.event_type,
      booking_id: c.booking_id,
      provider_ref: c.provider_ref,
      outcome,
      received_at: at,
      expires_at: ttlSeconds(new Date(now.getTime() + PAY_EVENT_KEEP_DAYS * 86_400_000)),
    };
    return payEventPut(db, item);
  };
  /** Writes the items in one transaction: the indexes of the conditions that refused it, [] when written. */
  const write = async (items: TransactItem[]): Promise<number[]> => {
    try {
      await transactWrite(db, items);
      return [];
    } catch (error) {
      const failed = isConditionFailure(error) ? failedConditions(error) : [];
      if (failed.length === 0) throw error;
      return failed;
    }
  };

  const reason = mismatchReason(c, booking, payment);
  if (reason) {
    const messages = mismatchMessages({ provider: c.provider, event_id: c.event_id, booking_id: c.booking_id, provider_ref: c.provider_ref, reason }, admins);
    const failed = await write([event('mismatch'), ...outboxPuts(db, messages, now)]);
    return failed.includes(0) ? 'handled' : 'mismatch';
  }
  const paidBooking = booking!;
  const paidPayment = payment!;

  const receipt = { payer: paidPayment.payer, amount_cents: paidPayment.amount_cents, paid_at: at, reference: c.reference };
  const failed = await write([
    event('paid'),
    bookingPaidUpdate(db, paidBooking.id, paidPayment.payer, at),
    paymentPaidUpdate(db, paidPayment, at),
    ...outboxPuts(db, paidMessages(deps.config, paidBooking, receipt, admins), now),
    ...paidQueue(db, paidBooking, at),
  ]);
  if (failed.length === 0) return 'paid';
  if (failed.includes(0)) return 'handled';

  // Paid already. By this very session (another event of it, e.g. async_payment_succeeded
  // after completed): nothing to refund. By another session: a duplicate, refunded by hand.
  const current = (await findBooking(db, paidBooking.id)) ?? paidBooking;
  const refund: Message[] = duplicateMessages(deps.config, current, paidPayment, c.reference, admins);
  const duplicate = await write([event('duplicate'), paymentDuplicateUpdate(db, paidPayment), ...outboxPuts(db, refund, now)]);
  if (duplicate.length === 0) return 'duplicate';
  if (duplicate.includes(1) && !duplicate.includes(0)) await write([event('repeat')]);
  return 'handled';
}
