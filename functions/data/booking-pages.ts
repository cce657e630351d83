import { bookingQueryWords, bookingWords, leadWord, matchesWords } from '#shared/list-search.js';
import type { BookingItem } from './booking.js';
import { ALL_BOOKINGS_INDEX, agentBookingWordsIndex, agentBookingsIndex, bookingKey, bookingWordKey, bookingWordPk } from './keys.js';
import { decodeCursor, encodeCursor, queryPage, readListPage, type CursorShape, type ListQuery } from './pages.js';
import { batchGet, type Db, type TransactItem } from './table.js';
import type { UserItem } from './users.js';

/**
 * The inspections list, one page at a time (data-model B5, B6 paged; data-model B14 search; D-168, D-169).
 * Agents read their own partition of gsi1, admins the BOOKINGS partition of gsi2; a
 * search reads the word items of its longest word, then the bookings they name.
 */

type Viewer = Pick<UserItem, 'id' | 'is_admin'>;

export interface BookingPage {
  bookings: BookingItem[];
  next_cursor: string | null;
}

/** The list this viewer reads: its own bookings (gsi1), or every booking for admins (gsi2). */
const listOf = (viewer: Viewer): ListQuery => ({
  ...(viewer.is_admin ? { index: 'gsi2', partition: ALL_BOOKINGS_INDEX } : { index: 'gsi1', partition: agentBookingsIndex(viewer.id) }),
  fixed: { sk: 'BOOKING' },
  newestFirst: true,
});

/** One page of the viewer's bookings, newest first: one Query of `limit` items. */
export async function findBookingsPage(db: Db, viewer: Viewer, limit: number, cursor?: string): Promise<BookingPage> {
  const page = await readListPage<BookingItem>(db, listOf(viewer), limit, cursor);
  return { bookings: page.items, next_cursor: page.next_cursor };
}

/** Word items read per round of a search, and the rounds one request may take. */
const SEARCH_ROUNDS = 3;

interface WordItem {
  booking_id: string;
}

/**
 * One page of the viewer's bookings whose address or client matches every word of `query`
 * (product/rules.md "Fixed on purpose": the search box). At most SEARCH_ROUNDS Queries of `limit`
 * word items and as many BatchGets: a request reads a bounded number of items, however
 * many bookings there are. An empty query word list (a query of 1 character) finds nothing.
 */
export async function searchBookingsPage(db: Db, viewer: Viewer, query: string, limit: number, cursor?: string): Promise<BookingPage> {
  const words = bookingQueryWords(query);
  const lead = leadWord(words);
  if (!lead) return { bookings: [], next_cursor: null };
  const [index, pkName, skName, value] = viewer.is_admin
    ? ([undefined, 'pk', 'sk', bookingWordPk(lead)] as const)
    : (['gsi1', 'gsi1pk', 'gsi1sk', agentBookingWordsIndex(viewer.id)] as const);
  const shape: CursorShape = viewer.is_admin
    ? { attributes: ['pk', 'sk'], equal: { pk: value }, startsWith: { sk: lead } }
    : { attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'], equal: { pk: bookingWordPk(lead), gsi1pk: value }, startsWith: { sk: lead, gsi1sk: lead } };
  let start: Record<string, unknown> | undefined = decodeCursor(cursor, shape);
  const found = new Map<string, BookingItem>();
  for (let round = 0; round < SEARCH_ROUNDS && found.size < limit; round++) {
    const page = await queryPage<WordItem>(
      db,
      {
        ...(index ? { IndexName: index } : {}),
        KeyConditionExpression: `${pkName} = :value AND begins_with(${skName}, :word)`,
        ExpressionAttributeValues: { ':value': value, ':word': lead },
        ProjectionExpression: 'booking_id',
        ScanIndexForward: false,
      },
      limit - found.size,
      start,
    );
    const ids = [...new Set(page.items.map((item) => item.booking_id))].filter((id) => !found.has(id));
    const bookings = ids.length ? await batchGet<BookingItem>(db, ids.map(bookingKey)) : [];
    const byId = new Map(bookings.map((booking) => [booking.id, booking]));
    // Word items are checked against the booking they name: the other query words, and access.
    for (const id of ids) {
      const booking = byId.get(id);
      if (booking && (viewer.is_admin || booking.agent_id === viewer.id) && matchesWords(bookingWords(booking), words)) found.set(id, booking);
    }
    start = page.next;
    if (!start) break;
  }
  return { bookings: [...found.values()], next_cursor: start ? encodeCursor(start) : null };
}

type Searchable = Pick<BookingItem, 'id' | 'agent_id' | 'submitted_at' | 'address1' | 'address2' | 'city' | 'state' | 'zip_code' | 'client_first_name' | 'client_last_name'>;

/** A booking's word items (one per word), findable by admins (base table) and its agent (gsi1). */
export function bookingWordItems(booking: Searchable) {
  return bookingWords(booking).map((word) => {
    const key = bookingWordKey(word, booking.submitted_at, booking.id);
    return { ...key, gsi1pk: agentBookingWordsIndex(booking.agent_id), gsi1sk: key.sk, booking_id: booking.id };
  });
}

/** The Puts of a new booking's word items, for the transaction that writes the booking (data-model B4). */
export const bookingWordPuts = (db: Db, booking: Searchable): TransactItem[] => bookingWordItems(booking).map((Item) => ({ Put: { TableName: db.table, Item } }));
