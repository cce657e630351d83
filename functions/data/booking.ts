import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { notFound } from '../errors.js';
import { ALL_BOOKINGS_INDEX, agentBookingsIndex, bookingKey, userKey } from './keys.js';
import { queryAll, writeIf, type Db, type TransactItem } from './table.js';
import type { UserItem } from './users.js';

/**
 * An ordered inspection (docs/data-model.md "Booking"). Its nine progress flags are
 * never stored: they derive from the timestamps (product/rules.md "An inspection's life").
 */
export interface BookingItem {
  pk: string;
  sk: string;
  id: string;
  /** Last characters make the report number (product/rules.md "Report sections"). */
  short_id: string;
  agent_id: string;
  agent_first_name: string;
  agent_last_name: string;
  agent_email: string;
  agent_phone: string;
  new_construction: 'yes' | 'no';
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
  property_type: string;
  square_footage: number;
  number_beds: number;
  number_baths: number;
  client_first_name: string;
  client_last_name: string;
  client_email: string;
  client_phone: string;
  client_role: string;
  client_role_specify: string;
  preferred_dates: string[];
  /** The contract's option period (D-230), both or neither; the deadline derives from them. */
  contract_effective_date?: string;
  option_period_days?: number;
  /** Whole US dollars, frozen when the quote was accepted. */
  total_price: number;
  price_lines: { label: string; amount: number }[];
  property_image_key?: string;
  submitted_at: string;
  inspection_date?: string;
  inspection_time?: string;
  contract_sent_at?: string;
  contract_token_hash?: string;
  contract_signed_at?: string;
  report_uploaded_at?: string;
  /** The published report version (REPORT#<vvvv>); readers follow this pointer (data-model C3). */
  report_version?: number;
  pay_request_at?: string;
  download_token_hash?: string;
  paid_at?: string;
  paid_by?: 'agent' | 'client';
  /**
   * Checkout sessions started and not yet paid or expired, one per payer (data-model C8). Two
   * top-level attributes, not a map: DynamoDB cannot SET a path inside a map that does not exist.
   */
  open_checkout_agent?: OpenCheckout;
  open_checkout_client?: OpenCheckout;
  downloaded_at?: string;
  cancelled_at?: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
}

export interface OpenCheckout {
  provider: 'stripe' | 'local';
  provider_ref: string;
  payment_sk: string;
  url: string;
  /** ISO instant; a click with less than CHECKOUT_REUSE_MINUTES left starts a new one. */
  expires_at: string;
}

export const openCheckoutField = (payer: 'agent' | 'client') => (payer === 'agent' ? 'open_checkout_agent' : 'open_checkout_client');

export const propertyAddress = (booking: Pick<BookingItem, 'address1' | 'address2' | 'city' | 'state' | 'zip_code'>) =>
  [booking.address1, booking.address2].filter(Boolean).join(' ') + `, ${booking.city}, ${booking.state} ${booking.zip_code}`;

export const clientName = (booking: Pick<BookingItem, 'client_first_name' | 'client_last_name'>) =>
  `${booking.client_first_name} ${booking.client_last_name}`.trim();

export async function findBooking(db: Db, bookingId: string): Promise<BookingItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: bookingKey(bookingId), ConsistentRead: true }));
  return Item as BookingItem | undefined;
}

/**
 * The booking, if `viewer` may see it: its agent or an admin. Anyone else gets the same
 * 404 as for a booking that does not exist (product/platform.md §4; docs/style.md "Access first").
 */
export async function getBookingFor(db: Db, viewer: Pick<UserItem, 'id' | 'is_admin'>, bookingId: string): Promise<BookingItem> {
  const booking = await findBooking(db, bookingId);
  if (!booking || (!viewer.is_admin && booking.agent_id !== viewer.id)) throw notFound('Inspection not found');
  return booking;
}

/** An agent's bookings (gsi1) or, for admins, all bookings (gsi2); newest first. */
export async function findBookingsFor(db: Db, viewer: Pick<UserItem, 'id' | 'is_admin'>): Promise<BookingItem[]> {
  const [index, key, value] = viewer.is_admin
    ? (['gsi2', 'gsi2pk', ALL_BOOKINGS_INDEX] as const)
    : (['gsi1', 'gsi1pk', agentBookingsIndex(viewer.id)] as const);
  return queryAll<BookingItem>(db, {
    IndexName: index,
    KeyConditionExpression: `${key} = :value`,
    ExpressionAttributeValues: { ':value': value },
    ScanIndexForward: false,
  });
}

// Changes. Each is an item of the transaction that also writes what the change causes
// (outbox messages, tokens, day counters); its condition is the state the rule checked.

/** The Put of a new booking. */
export function bookingPut(db: Db, booking: BookingItem): TransactItem {
  return { Put: { TableName: db.table, Item: booking, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** The Update that counts an order on its agent's profile (the agents list shows the count). */
export function agentOrderCount(db: Db, agentId: string): TransactItem {
  return { Update: { TableName: db.table, Key: userKey(agentId), UpdateExpression: 'ADD inspection_count :one', ExpressionAttributeValues: { ':one': 1 } } };
}

export async function setPropertyImage(db: Db, bookingId: string, key: string): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: bookingKey(bookingId),
      UpdateExpression: 'SET property_image_key = :key',
      ExpressionAttributeValues: { ':key': key },
    }),
  );
}

/** Sets or clears the option period, as long as it is still the one the rule read (two editors at once). */
export function optionPeriodUpdate(db: Db, booking: BookingItem, next: Pick<BookingItem, 'contract_effective_date' | 'option_period_days'>): TransactItem {
  const same = (field: 'contract_effective_date' | 'option_period_days', name: string) =>
    booking[field] === undefined ? `attribute_not_exists(${field})` : `${field} = :${name}`;
  const values = {
    ...(booking.contract_effective_date !== undefined ? { ':oldDate': booking.contract_effective_date } : {}),
    ...(booking.option_period_days !== undefined ? { ':oldDays': booking.option_period_days } : {}),
    ...(next.contract_effective_date ? { ':date': next.contract_effective_date, ':days': next.option_period_days } : {}),
  };
  return {
    Update: {
      TableName: db.table,
      Key: bookingKey(booking.id),
      UpdateExpression: next.contract_effective_date
        ? 'SET contract_effective_date = :date, option_period_days = :days'
        : 'REMOVE contract_effective_date, option_period_days',
      ConditionExpression: `attribute_exists(pk) AND ${same('contract_effective_date', 'oldDate')} AND ${same('option_period_days', 'oldDays')}`,
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    },
  };
}

/** Cancels the agent's booking, as long as its date is still the one the rule saw. */
export function cancelUpdate(db: Db, booking: Pick<BookingItem, 'id' | 'inspection_date'>, agentId: string, now: Date): TransactItem {
  const dateGuard = booking.inspection_date ? 'inspection_date = :date' : 'attribute_not_exists(inspection_date)';
  return {
    Update: {
      TableName: db.table,
      Key: bookingKey(booking.id),
      UpdateExpression: 'SET cancelled_at = :now',
      ConditionExpression: `agent_id = :me AND attribute_not_exists(cancelled_at) AND ${dateGuard}`,
      ExpressionAttributeValues: { ':now': now.toISOString(), ':me': agentId, ...(booking.inspection_date ? { ':date': booking.inspection_date } : {}) },
    },
  };
}

/**
 * Sets the final date and window, moving from exactly `old` (undefined: none yet). With a
 * contract token, the booking also records the new agreement link, while unsigned.
 */
export function scheduleUpdate(
  db: Db,
  bookingId: string,
  change: { date: string; window: string; old: string | undefined; contractTokenHash?: string; now: Date },
): TransactItem {
  const { date, window, old, contractTokenHash: hash, now } = change;
  const sets = ['inspection_date = :date', 'inspection_time = :window', ...(hash ? ['contract_sent_at = :now', 'contract_token_hash = :hash'] : [])];
  return {
    Update: {
      TableName: db.table,
      Key: bookingKey(bookingId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      // The old date guards the counters: a concurrent move would otherwise decrement the wrong day.
      ConditionExpression: `contains(preferred_dates, :date) AND attribute_not_exists(cancelled_at) AND ${old ? 'inspection_date = :old' : 'attribute_not_exists(inspection_date)'}${hash ? ' AND attribute_not_exists(contract_signed_at)' : ''}`,
      ExpressionAttributeValues: {
        ':date': date,
        ':window': window,
        ...(old ? { ':old': old } : {}),
        ...(hash ? { ':now': now.toISOString(), ':hash': hash } : {}),
      },
    },
  };
}

/** Points the booking at a new agreement link (only the latest works), while unsigned and standing. */
export function contractLinkUpdate(db: Db, bookingId: string, tokenHash: string, now: Date): TransactItem {
  return {
    Update: {
      TableName: db.table,
      Key: bookingKey(bookingId),
      UpdateExpression: 'SET contract_token_hash = :hash, contract_sent_at = :now',
      ConditionExpression: 'attribute_not_exists(contract_signed_at) AND attribute_not_exists(cancelled_at)',
      ExpressionAttributeValues: { ':hash': tokenHash, ':now': now.toISOString() },
    },
  };
}

/** Marks the agreement signed through the link `tokenHash`, still the latest, of a standing booking. */
export function contractSignedUpdate(db: Db, bookingId: string, tokenHash: string, signedAt: string): TransactItem {
  return {
    Update: {
      TableName: db.table,
      Key: bookingKey(bookingId),
      UpdateExpression: 'SET contract_signed_at = :now',
      ConditionExpression: 'attribute_not_exists(contract_signed_at) AND contract_token_hash = :hash AND attribute_not_exists(cancelled_at)',
      ExpressionAttributeValues: { ':now': signedAt, ':hash': tokenHash },
    },
  };
}

/** Moves the report pointer from exactly `previous` (0: none yet) to `version`, unless cancelled. */
export function reportPointerUpdate(db: Db, bookingId: string, version: number, previous: number, uploadedAt: string): TransactItem {
  const pointer = previous === 0 ? 'attribute_not_exists(report_version)' : 'report_version = :previous';
  return {
    Update: {
      TableName: db.table,
      Key: bookingKey(bookingId),
      UpdateExpression: 'SET report_version = :version, report_uploaded_at = if_not_exists(report_uploaded_at, :now)',
      ConditionExpression: `${pointer} AND attribute_not_exists(cancelled_at)`,
      ExpressionAttributeValues: { ':version': version, ':now': uploadedAt, ...(previous === 0 ? {} : { ':previous': previous }) },
    },
  };
}

/** Records a payment request: the newest download link's hash; `pay_request_at` keeps the first time. */
export function paymentRequestUpdate(db: Db, bookingId: string, tokenHash: string, now: Date): TransactItem {
  return {
    Update: {
      TableName: db.table,
      Key: bookingKey(bookingId),
      UpdateExpression: 'SET pay_request_at = if_not_exists(pay_request_at, :now), download_token_hash = :hash',
      ConditionExpression: 'attribute_exists(report_version) AND attribute_not_exists(cancelled_at)',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':hash': tokenHash },
    },
  };
}

/** Records the payer's open checkout, unless the booking was paid or cancelled meanwhile. */
export function openCheckoutUpdate(db: Db, bookingId: string, payer: 'agent' | 'client', open: OpenCheckout): TransactItem {
  return {
    Update: {
      TableName: db.table,
      Key: bookingKey(bookingId),
      UpdateExpression: `SET ${openCheckoutField(payer)} = :open`,
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(paid_at) AND attribute_not_exists(cancelled_at)',
      ExpressionAttributeValues: { ':open': open },
    },
  };
}

/** Marks the booking paid by `payer`, once: it fails when already paid. */
export function bookingPaidUpdate(db: Db, bookingId: string, payer: 'agent' | 'client', at: string): TransactItem {
  return {
    Update: {
      TableName: db.table,
      Key: bookingKey(bookingId),
      UpdateExpression: 'SET paid_at = :now, paid_by = :payer REMOVE open_checkout_agent, open_checkout_client',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(paid_at)',
      ExpressionAttributeValues: { ':now': at, ':payer': payer },
    },
  };
}

/** Forgets the payer's open checkout if it still is session `providerRef`; false when it no longer was. */
export async function clearOpenCheckout(db: Db, bookingId: string, payer: 'agent' | 'client', providerRef: string): Promise<boolean> {
  const field = openCheckoutField(payer);
  return writeIf(
    db,
    new UpdateCommand({
      TableName: db.table,
      Key: bookingKey(bookingId),
      UpdateExpression: `REMOVE ${field}`,
      ConditionExpression: `${field}.provider_ref = :ref`,
      ExpressionAttributeValues: { ':ref': providerRef },
    }),
  );
}
