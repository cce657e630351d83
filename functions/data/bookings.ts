import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { HttpError } from '../http/errors.js';
import { ALL_BOOKINGS_INDEX, agentBookingsIndex, bookingKey } from './keys.js';
import { queryAll, type Db } from './table.js';
import type { UserItem } from './users.js';

/**
 * An ordered inspection (docs/data-model.md "Booking"). Its nine progress flags are
 * never stored: they derive from the timestamps (DOMAIN "An inspection's life").
 */
export interface BookingItem {
  pk: string;
  sk: string;
  id: string;
  /** Last characters make the report number (DOMAIN "Report sections"). */
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
  /** The published report version (REPORT#<vvvv>); readers follow this pointer (C3). */
  report_version?: number;
  pay_request_at?: string;
  download_token_hash?: string;
  paid_at?: string;
  paid_by?: 'agent' | 'client';
  /**
   * Checkout sessions started and not yet paid or expired, one per payer (C8). Two
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
 * 404 as for a booking that does not exist (ARCHITECTURE §4; STYLE "Access first").
 */
export async function getBookingFor(db: Db, viewer: Pick<UserItem, 'id' | 'is_admin'>, bookingId: string): Promise<BookingItem> {
  const booking = await findBooking(db, bookingId);
  if (!booking || (!viewer.is_admin && booking.agent_id !== viewer.id)) throw new HttpError(404, 'Inspection not found');
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
