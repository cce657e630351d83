import { agentWordItems } from '../../functions/data/user-words.js';
import { bookingWordItems } from '../../functions/data/booking-pages.js';
import { findContacts, licenseCountPut, monthCountsOf, monthCountsPut } from '../../functions/data/agent-contacts.js';
import { historyKeyOf } from '#shared/agent-contacts.js';
import type { BookingItem } from '../../functions/data/booking.js';
import { ALL_BOOKINGS_INDEX, agentStatusIndex } from '../../functions/data/keys.js';
import { reindexListings } from '../../functions/data/open-house.js';
import { batchWrite, queryAll } from '../../functions/data/table.js';
import type { UserItem } from '../../functions/data/users.js';
import type { Deps } from '../../functions/deps.js';
import { defineCommand, type CliIo } from './command.js';

/**
 * Writes the search words of every booking and account (D-169), and the contacts' month
 * counters (D-185). New bookings and accounts
 * get theirs in the transaction that writes them; this is for data made before the word
 * items existed, and open-house listings' list keys (D-201). Reads whole partitions, so it is a maintenance command, never a request
 * path (data-model rule 1). Puts are idempotent: running it twice changes nothing.
 */
export async function indexSearchWords(deps: Deps, io: Pick<CliIo, 'out'>): Promise<{ bookings: number; accounts: number }> {
  const { db } = deps;
  const bookings = await queryAll<BookingItem>(db, { IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': ALL_BOOKINGS_INDEX } });
  await batchWrite(db, bookings.flatMap(bookingWordItems).map((Item) => ({ PutRequest: { Item } })));
  const statuses = ['pending', 'active', 'inactive', 'admin'] as const;
  const groups = await Promise.all(
    statuses.map((status) => queryAll<UserItem>(db, { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': agentStatusIndex(status) } })),
  );
  const accounts = groups.flat();
  await batchWrite(db, accounts.flatMap(agentWordItems).map((Item) => ({ PutRequest: { Item } })));
  // The contacts' month counters (D-185), set from the log itself: running it again sets the same figures.
  const contacts = await findContacts(db, {});
  const months = new Map<string, typeof contacts>();
  for (const contact of contacts) months.set(contact.contact_date.slice(0, 7), [...(months.get(contact.contact_date.slice(0, 7)) ?? []), contact]);
  const licences = new Map<string, number>();
  for (const contact of contacts) licences.set(historyKeyOf(contact), (licences.get(historyKeyOf(contact)) ?? 0) + 1);
  await batchWrite(db, [
    ...[...months].map(([month, inMonth]) => ({ PutRequest: { Item: monthCountsPut(month, monthCountsOf(inMonth)) } })),
    ...[...licences].map(([licence, count]) => ({ PutRequest: { Item: licenseCountPut(licence, count) } })),
  ]);
  // Open-house listings imported before their dates' lists were paged get their list keys (D-201).
  const listings = await reindexListings(db);
  io.out(`Search words written for ${bookings.length} bookings and ${accounts.length} accounts; contact counters for ${months.size} months; ${listings} open-house listings placed in their dates' lists.`);
  return { bookings: bookings.length, accounts: accounts.length };
}

export const indexSearchWordsCommand = defineCommand({
  name: 'index-search-words',
  summary: 'Writes the search words of existing bookings and accounts, the contact counters and the open-house list keys (once, after upgrading).',
  usage: 'index-search-words',
  options: {},
  parse: () => undefined,
  run: async (deps, _input, io) => {
    const written = await indexSearchWords(deps, io);
    return written.bookings + written.accounts > 0;
  },
});
