import { addDays, dateIn } from '#shared/dates.js';
import { agentWordItems } from '../../functions/data/user-words.js';
import { bookingWordItems } from '../../functions/data/booking-pages.js';
import type { BookingItem } from '../../functions/data/booking.js';
import { ALL_BOOKINGS_INDEX, agentBookingsIndex, bookingKey } from '../../functions/data/keys.js';
import { batchWrite, type Db } from '../../functions/data/table.js';
import { getUser, newUserItem, type UserItem } from '../../functions/data/users.js';
import { CliError, defineCommand, parseWith } from './command.js';
import { findUserIdByEmail } from './seed-step.js';
import * as z from '#shared/zod.js';

// Many bookings and agents, to try the paged lists (issue 16 point 6) in the browser and in
// tests: made by our own generator from short word lists (never real people) and written
// with BatchWriteItem through the data functions' item builders.

export const FIRST_NAMES = ['Avery', 'Blake', 'Casey', 'Dana', 'Emery', 'Finley', 'Gray', 'Harper', 'Indy', 'Jordan', 'Kai', 'Logan', 'Morgan', 'Noel', 'Oakley', 'Parker', 'Quinn', 'Reese', 'Sage', 'Taylor'];
export const LAST_NAMES = ['Ashdown', 'Brightwater', 'Copperfield', 'Dunmore', 'Elderwood', 'Fairbanks', 'Goldmere', 'Hollowell', 'Ironside', 'Juniper', 'Kettering', 'Larkspur', 'Mossgrove', 'Northcott', 'Oakhaven', 'Pennington', 'Quarry', 'Redfern', 'Stonebridge', 'Thornbury', 'Underhill', 'Valemont', 'Whitlock', 'Yarrow', 'Zephyr'];
export const STREETS = ['Maple', 'Cedar', 'Willow', 'Birch', 'Aspen', 'Magnolia', 'Pecan', 'Cypress', 'Hickory', 'Sycamore'];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

/** The n-th generated agent: names cycle through the lists, email and phone are unique. */
export function generatedAgent(n: number, status: 'pending' | 'active' | 'inactive', now: Date, prefix = 'gen'): UserItem {
  return newUserItem(
    {
      id: `${prefix}-agent-${String(n).padStart(5, '0')}`,
      first_name: pick(FIRST_NAMES, n),
      last_name: pick(LAST_NAMES, Math.floor(n / FIRST_NAMES.length)),
      email: `${prefix}.agent${n}@example.com`,
      phone: `281${String(5_550_000 + n).padStart(7, '0')}`,
      company: 'Generated Realty',
      approved: status !== 'pending',
      active: status === 'pending' ? null : status === 'active',
    },
    now,
  );
}

/** The n-th generated booking of `agent`, submitted `n` minutes before `base`, as POST /api/book stores one. */
export function generatedBooking(n: number, agent: Pick<UserItem, 'id' | 'first_name' | 'last_name' | 'email' | 'phone'>, base: Date, prefix = 'gen'): BookingItem {
  const id = `${prefix}-booking-${String(n).padStart(5, '0')}`;
  const submitted = new Date(base.getTime() - n * 60_000).toISOString();
  const first = addDays(dateIn('America/Chicago', base), 5);
  const client = [pick(FIRST_NAMES, n * 7), pick(LAST_NAMES, n * 3)] as const;
  return {
    ...bookingKey(id),
    id,
    short_id: id.slice(-8).toUpperCase(),
    agent_id: agent.id,
    agent_first_name: agent.first_name,
    agent_last_name: agent.last_name,
    agent_email: agent.email,
    agent_phone: agent.phone,
    new_construction: 'no',
    address1: `${1000 + n} ${pick(STREETS, n)} St`,
    address2: '',
    city: 'Houston',
    state: 'TX',
    zip_code: '77002',
    property_type: 'Single Family',
    square_footage: 2000,
    number_beds: 3,
    number_baths: 2,
    client_first_name: client[0],
    client_last_name: client[1],
    client_email: `client${n}@example.com`,
    client_phone: `832${String(5_550_000 + n).padStart(7, '0')}`,
    client_role: 'Buyer',
    client_role_specify: '',
    preferred_dates: [first, addDays(first, 1), addDays(first, 2)],
    total_price: 375,
    price_lines: [{ label: 'Base price', amount: 375 }],
    submitted_at: submitted,
    gsi1pk: agentBookingsIndex(agent.id),
    gsi1sk: `${submitted}#${id}`,
    gsi2pk: ALL_BOOKINGS_INDEX,
    gsi2sk: `${submitted}#${id}`,
  };
}

/** Writes agents and their search words in batches. */
export const writeAgents = (db: Db, agents: UserItem[]) =>
  batchWrite(db, agents.flatMap((agent) => [agent, ...agentWordItems(agent)]).map((Item) => ({ PutRequest: { Item } })));

/** Writes bookings and their search words in batches. */
export const writeBookings = (db: Db, bookings: BookingItem[]) =>
  batchWrite(db, bookings.flatMap((booking) => [booking, ...bookingWordItems(booking)]).map((Item) => ({ PutRequest: { Item } })));

const inputSchema = z.object({
  bookings: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)),
  agents: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(5_000)),
  'agent-email': z.optional(z.string().check(z.email())),
});

export const listSampleCommand = defineCommand({
  name: 'list-sample',
  summary: 'Writes generated bookings and agents, to try the paged lists (never in production).',
  usage: 'list-sample --bookings 60 --agents 80 [--agent-email alex.rivera@example.com]',
  options: { bookings: { type: 'string' }, agents: { type: 'string' }, 'agent-email': { type: 'string' } },
  parse: (flags) => parseWith(inputSchema, { bookings: flags.bookings ?? 0, agents: flags.agents ?? 0, 'agent-email': flags['agent-email'] }),
  run: async (deps, input, io) => {
    if (deps.config.APP_ENV === 'production') throw new CliError('list-sample writes made-up data: not in production.');
    const email = input['agent-email'] ?? 'alex.rivera@example.com';
    const agentId = await findUserIdByEmail(deps, email);
    if (input.bookings > 0 && !agentId) throw new CliError(`No account has the email ${email}: run seed-demo first, or name another agent.`);
    const now = deps.now();
    const statuses = ['active', 'active', 'active', 'pending', 'inactive'] as const;
    await writeAgents(deps.db, Array.from({ length: input.agents }, (_, n) => generatedAgent(n, pick(statuses, n), new Date(now.getTime() - n * 3_600_000), 'sample')));
    if (agentId) {
      const agent = await getUser(deps.db, agentId);
      await writeBookings(deps.db, Array.from({ length: input.bookings }, (_, n) => generatedBooking(n, agent, now, 'sample')));
    }
    io.out(`Wrote ${input.bookings} generated bookings (agent ${email}) and ${input.agents} generated agents.`);
    return input.bookings + input.agents > 0;
  },
});
