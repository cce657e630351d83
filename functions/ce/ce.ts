import { dateIn } from '#shared/dates.js';
import { ceMessages } from '#shared/ce.js';
import { findCeSession, type CeSessionItem } from '../data/ce-sessions.js';
import type { Deps } from '../deps.js';
import { notFound } from '../errors.js';

// What every part of CE builds on (product/outreach.md §4, §7): a session by its id, and the
// business's today. The tabs' rules are beside it: classes.ts, sessions.ts, attendees.ts,
// attendance.ts (the public page), roster.ts, attendance-report.ts, licensee-imports.ts and
// licensees/ (reading and importing the Commission's file).

/** A session by id, else 404 'Session not found' (data-model E3–E5, E9). */
export async function getSession(deps: Deps, id: string): Promise<CeSessionItem> {
  const item = await findCeSession(deps.db, id);
  if (!item) throw notFound(ceMessages.sessionNotFound);
  return item;
}

/** Today's date where the business is, which is the only day a session takes attendance. */
export const businessToday = (deps: Deps) => dateIn(deps.config.BUSINESS_TIME_ZONE, deps.now());
