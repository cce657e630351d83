import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Payer } from '#shared/payments.js';
import type { BookingItem } from './bookings.js';
import { PAYMENT_PREFIX, bookingKey, payEventKey } from './keys.js';
import { queryAll, type Db } from './table.js';

export type PaymentProviderName = 'stripe' | 'local';
export type PaymentStatus = 'open' | 'paid' | 'expired' | 'duplicate' | 'refunded';

/** One checkout session started for a booking (docs/data-model.md "Payment"). */
export interface PaymentItem {
  pk: string;
  sk: string;
  booking_id: string;
  provider: PaymentProviderName;
  /** The provider's id of the checkout session (Stripe `cs_…`; the local checkout's token hash). */
  provider_ref: string;
  amount_cents: number;
  currency: string;
  payer: Payer;
  status: PaymentStatus;
  created_at: string;
  /** ISO instant the session stops taking payment (not the TTL attribute: payments are kept). */
  checkout_expires_at: string;
  paid_at?: string;
}

/** What the provider said about a session, kept once per event id (docs/data-model.md "Provider event"). */
export interface PayEventItem {
  pk: string;
  sk: string;
  provider: PaymentProviderName;
  event_id: string;
  type: string;
  booking_id: string;
  provider_ref: string;
  outcome: 'paid' | 'duplicate' | 'repeat' | 'mismatch' | 'expired';
  received_at: string;
  /** TTL: Stripe retries for 3 days; 90 covers any redelivery and support questions. */
  expires_at: number;
}

export const CURRENCY = 'usd';
export const PAY_EVENT_KEEP_DAYS = 90;

/** Cents from OUR booking's frozen price, never from what a browser or provider says. */
export const amountCents = (booking: Pick<BookingItem, 'total_price'>) => Math.round(booking.total_price * 100);

/** The booking's payment for a provider session; a booking has a handful at most. */
export async function findPayment(db: Db, bookingId: string, providerRef: string): Promise<PaymentItem | undefined> {
  const items = await queryAll<PaymentItem>(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'provider_ref = :ref',
    ExpressionAttributeValues: { ':pk': bookingKey(bookingId).pk, ':prefix': PAYMENT_PREFIX, ':ref': providerRef },
    ConsistentRead: true,
  });
  return items[0];
}

export async function findPayEvent(db: Db, provider: PaymentProviderName, eventId: string): Promise<PayEventItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: payEventKey(provider, eventId), ConsistentRead: true }));
  return Item as PayEventItem | undefined;
}
