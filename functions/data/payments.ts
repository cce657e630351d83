import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Payer } from '#shared/payments.js';
import type { BookingItem } from './booking.js';
import { PAYMENT_PREFIX, bookingKey, payEventKey } from './keys.js';
import { queryAll, writeIf, type Db, type TransactItem } from './table.js';

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

/** The payment of a booking by its sort key (what a local checkout token names). */
export async function findPaymentBySk(db: Db, bookingId: string, paymentSk: string): Promise<PaymentItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: { pk: bookingKey(bookingId).pk, sk: paymentSk }, ConsistentRead: true }));
  return Item as PaymentItem | undefined;
}

/** The Put of a new checkout's payment; it fails when the same session was recorded already. */
export function paymentPut(db: Db, payment: PaymentItem): TransactItem {
  return { Put: { TableName: db.table, Item: payment, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** The Put of a provider event; it fails when the event was counted already (each counts once, data-model C9). */
export function payEventPut(db: Db, event: PayEventItem): TransactItem {
  return { Put: { TableName: db.table, Item: event, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export function paymentPaidUpdate(db: Db, payment: Pick<PaymentItem, 'pk' | 'sk'>, at: string): TransactItem {
  return {
    Update: {
      TableName: db.table,
      Key: { pk: payment.pk, sk: payment.sk },
      UpdateExpression: 'SET #status = :status, paid_at = :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': 'paid', ':now': at },
    },
  };
}

/** Marks a session that paid a booking already paid by another; it fails when this session is the one that paid. */
export function paymentDuplicateUpdate(db: Db, payment: Pick<PaymentItem, 'pk' | 'sk'>): TransactItem {
  return {
    Update: {
      TableName: db.table,
      Key: { pk: payment.pk, sk: payment.sk },
      UpdateExpression: 'SET #status = :status',
      ConditionExpression: '#status <> :paid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': 'duplicate', ':paid': 'paid' },
    },
  };
}

/** An unpaid session ended: open → expired. False when it was no longer open (webhooks repeat and race). */
export async function expirePayment(db: Db, payment: Pick<PaymentItem, 'pk' | 'sk'>): Promise<boolean> {
  return writeIf(
    db,
    new UpdateCommand({
      TableName: db.table,
      Key: { pk: payment.pk, sk: payment.sk },
      UpdateExpression: 'SET #status = :expired',
      ConditionExpression: '#status = :open',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':expired': 'expired', ':open': 'open' },
    }),
  );
}
