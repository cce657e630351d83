import { ROSTER_DEADLINE_DAYS } from '#shared/dashboard.js';
import { addDays, dateIn } from '#shared/dates.js';
import { currentBookingEntries } from '../../functions/data/booking-queue.js';
import { findBookingsFor } from '../../functions/data/booking.js';
import { findCeSessions, rosterEntryPut } from '../../functions/data/ce-sessions.js';
import { findContacts, followUpEntry } from '../../functions/data/agent-contacts.js';
import { batchWrite, type TransactItem, type WriteRequest } from '../../functions/data/table.js';
import { defineCommand } from './command.js';

// The work queue's entries (D-158) for what was stored before the queue existed. Reads
// through the index lists (all bookings, sessions, contacts: Queries, no Scan), writes
// Puts only, so running it twice stores the same thing. Off the request path.

const putsOf = (items: TransactItem[]): WriteRequest[] => items.flatMap((item) => (item.Put ? [{ PutRequest: { Item: item.Put.Item as object } }] : []));

export const backfillQueueCommand = defineCommand({
  name: 'backfill-queue',
  summary: "Writes the dashboard's work-queue entries for inspections, CE sessions and follow-ups stored before the queue existed; running it again changes nothing.",
  usage: 'backfill-queue [--remote]',
  options: {},
  parse: () => undefined,
  run: async (deps, _input, io) => {
    const { db } = deps;
    const today = dateIn(deps.config.BUSINESS_TIME_ZONE, deps.now());
    const [bookings, sessions, contacts] = await Promise.all([findBookingsFor(db, { id: 'backfill', is_admin: true }), findCeSessions(db), findContacts(db, {})]);
    // Older sessions were filed before the portal recorded exports: only those still inside the Commission's 10 days wait.
    const open = sessions.filter((session) => !session.roster_exported_at && session.session_date >= addDays(today, -ROSTER_DEADLINE_DAYS));
    const followUps = contacts.filter((contact) => contact.follow_up_needed && !contact.follow_up_completed);
    const puts = putsOf([
      ...bookings.flatMap((booking) => currentBookingEntries(db, booking)),
      ...open.map((session) => rosterEntryPut(db, session)),
      ...followUps.map((contact) => followUpEntry(db, contact)),
    ]);
    await batchWrite(db, puts);
    io.out(`Work queue: ${puts.length} entries for ${bookings.length} inspections, ${open.length} CE sessions and ${followUps.length} open follow-ups.`);
    return puts.length > 0;
  },
});
