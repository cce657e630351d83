import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { bookingWordItems } from '#functions/data/booking-pages.js';
import type { BookingItem } from '#functions/data/booking.js';
import { batchWrite } from '#functions/data/table.js';
import { ALL_BOOKINGS_INDEX, agentBookingsIndex, bookingKey } from '#functions/data/keys.js';
import type { UserItem } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import { addDays, dateIn } from '#shared/dates.js';
import { lettersOf } from './api.js';

let counter = 0;

/** Three dates from `daysAhead` on, in the business's time zone. */
export function preferredDates(daysAhead = 5, now = new Date()): string[] {
  const first = addDays(dateIn('America/Chicago', now), daysAhead);
  return [first, addDays(first, 1), addDays(first, 2)];
}

/**
 * A booking as POST /api/book stores it (functions/data/booking.ts), written directly
 * so these tests do not depend on the order wizard.
 */
export async function makeBooking(agent: UserItem, overrides: Partial<BookingItem> = {}): Promise<BookingItem> {
  const booking = bookingItem(agent, overrides);
  const { db } = getDeps();
  await db.doc.send(new PutCommand({ TableName: db.table, Item: booking }));
  await batchWrite(db, bookingWordItems(booking).map((Item) => ({ PutRequest: { Item } })));
  return booking;
}

/** The item makeBooking writes, with its search words' builder beside it, for tests that write thousands in batches. */
export function bookingItem(agent: Pick<UserItem, 'id' | 'first_name' | 'last_name' | 'email' | 'phone'>, overrides: Partial<BookingItem> = {}): BookingItem {
  counter += 1;
  const id = `booking-${counter}-${Math.random().toString(36).slice(2, 10)}`;
  const submitted = new Date().toISOString();
  const booking: BookingItem = {
    ...bookingKey(id),
    id,
    short_id: id.slice(-8),
    agent_id: agent.id,
    agent_first_name: agent.first_name,
    agent_last_name: agent.last_name,
    agent_email: agent.email,
    agent_phone: agent.phone,
    new_construction: 'no',
    address1: `${100 + counter} Main St`,
    address2: '',
    city: 'Houston',
    state: 'TX',
    zip_code: '77002',
    property_type: 'Single Family',
    square_footage: 2000,
    number_beds: 3,
    number_baths: 2,
    client_first_name: 'Casey',
    client_last_name: `Client${lettersOf(counter)}`,
    client_email: `client${counter}.${id.slice(-6)}@example.com`,
    client_phone: `832${String(1_000_000 + Math.floor(Math.random() * 8_999_999)).slice(0, 7)}`,
    client_role: 'Buyer',
    client_role_specify: '',
    preferred_dates: preferredDates(),
    total_price: 375,
    price_lines: [{ label: 'Base price', amount: 375 }],
    submitted_at: submitted,
    gsi1pk: agentBookingsIndex(agent.id),
    gsi1sk: `${submitted}#${id}`,
    gsi2pk: ALL_BOOKINGS_INDEX,
    gsi2sk: `${submitted}#${id}`,
    ...overrides,
  };
  return booking;
}
