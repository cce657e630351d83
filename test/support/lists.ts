import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { agentWordItems } from '../../functions/data/agent-words.js';
import { bookingWordItems } from '../../functions/data/booking-pages.js';
import { batchWrite, type Db } from '../../functions/data/table.js';
import { newUserItem, type UserItem } from '../../functions/data/users.js';
import { bookingItem } from './bookings.js';

// Many bookings and agents for the paged-list tests (issue 16 point 6), made by our own
// generator from short word lists (never real people), written with BatchWriteItem
// through the data functions' item builders.

export const FIRST_NAMES = ['Avery', 'Blake', 'Casey', 'Dana', 'Emery', 'Finley', 'Gray', 'Harper', 'Indy', 'Jordan', 'Kai', 'Logan', 'Morgan', 'Noel', 'Oakley', 'Parker', 'Quinn', 'Reese', 'Sage', 'Taylor'];
export const LAST_NAMES = ['Ashdown', 'Brightwater', 'Copperfield', 'Dunmore', 'Elderwood', 'Fairbanks', 'Goldmere', 'Hollowell', 'Ironside', 'Juniper', 'Kettering', 'Larkspur', 'Mossgrove', 'Northcott', 'Oakhaven', 'Pennington', 'Quarry', 'Redfern', 'Stonebridge', 'Thornbury', 'Underhill', 'Valemont', 'Whitlock', 'Yarrow', 'Zephyr'];
export const STREETS = ['Maple', 'Cedar', 'Willow', 'Birch', 'Aspen', 'Magnolia', 'Pecan', 'Cypress', 'Hickory', 'Sycamore'];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

/** The n-th generated agent: names cycle through the lists, email and phone are unique. */
export function generatedAgent(n: number, status: 'pending' | 'active' | 'inactive', now: Date): UserItem {
  return newUserItem(
    {
      id: `gen-agent-${String(n).padStart(5, '0')}`,
      first_name: pick(FIRST_NAMES, n),
      last_name: pick(LAST_NAMES, Math.floor(n / FIRST_NAMES.length)),
      email: `gen.agent${n}@example.com`,
      phone: `281${String(5_550_000 + n).padStart(7, '0')}`,
      company: 'Generated Realty',
      approved: status !== 'pending',
      active: status === 'pending' ? null : status === 'active',
    },
    now,
  );
}

/** Writes agents and their search words in batches. */
export async function writeAgents(db: Db, agents: UserItem[]): Promise<void> {
  await batchWrite(db, agents.flatMap((agent) => [agent, ...agentWordItems(agent)]).map((Item) => ({ PutRequest: { Item } })));
}

/** The n-th generated booking of `agent`, submitted `n` minutes before `base`. */
export function generatedBooking(n: number, agent: UserItem, base: Date) {
  const submitted = new Date(base.getTime() - n * 60_000).toISOString();
  const booking = bookingItem(agent, {
    address1: `${1000 + n} ${pick(STREETS, n)} St`,
    client_first_name: pick(FIRST_NAMES, n * 7),
    client_last_name: pick(LAST_NAMES, n * 3),
    submitted_at: submitted,
  });
  return { ...booking, gsi1sk: `${submitted}#${booking.id}`, gsi2sk: `${submitted}#${booking.id}` };
}

/** Writes bookings and their search words in batches. */
export async function writeBookings(db: Db, bookings: ReturnType<typeof generatedBooking>[]): Promise<void> {
  await batchWrite(db, bookings.flatMap((booking) => [booking, ...bookingWordItems(booking)]).map((Item) => ({ PutRequest: { Item } })));
}

/** What one request read from the table: calls by command, and items read (Query: evaluated; BatchGet and Get: returned). */
export interface Reads {
  calls: Record<string, number>;
  items: number;
}

/** Counts the table reads the document client sends; `take()` returns them and starts again. */
export function countReads(doc: DynamoDBDocumentClient): { take: () => Reads } {
  let reads: Reads = { calls: {}, items: 0 };
  doc.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const name = String(context.commandName).replace(/Command$/, '');
      const output = result.output as { ScannedCount?: number; Responses?: Record<string, unknown[]>; Item?: unknown };
      reads.calls[name] = (reads.calls[name] ?? 0) + 1;
      if (name === 'Query') reads.items += output.ScannedCount ?? 0;
      if (name === 'BatchGetItem') reads.items += Object.values(output.Responses ?? {}).reduce((sum, items) => sum + items.length, 0);
      if (name === 'GetItem' && output.Item) reads.items += 1;
      return result;
    },
    { step: 'initialize', name: 'countReads' },
  );
  return {
    take: () => {
      const taken = reads;
      reads = { calls: {}, items: 0 };
      return taken;
    },
  };
}
