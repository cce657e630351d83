import type { ContactStats } from '#shared/contacts.js';
import { countOpenFollowUps, findContacts } from '../data/contacts.js';
import type { Deps } from '../deps.js';
import { businessToday } from './contacts.js';
import { countAgentsOrderedSince } from './orders-since.js';

/**
 * Spec §3 "Contact stats" (K3): this month's contacts counted from one month's Query, the
 * open follow-ups from their counter, and the orders that follow (issue 12 point 6).
 */
export async function readContactStats(deps: Deps): Promise<ContactStats> {
  const today = businessToday(deps);
  const month = today.slice(0, 7);
  const [thisMonth, follow_ups_needed, loop] = await Promise.all([
    findContacts(deps.db, { from: `${month}-01`, to: today }),
    countOpenFollowUps(deps.db),
    countAgentsOrderedSince(deps, today),
  ]);
  return {
    success: true,
    this_month_contacts: thisMonth.length,
    this_month_breakdown: { open_house: thisMonth.filter((contact) => contact.meeting_type === 'open_house').length },
    materials_given_this_month: thisMonth.filter((contact) => contact.gave_materials).length,
    follow_ups_needed,
    agents_contacted_90_days: loop.contacted,
    agents_ordered_since_contact: loop.ordered,
  };
}
