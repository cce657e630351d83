import type { ContactStats } from '#shared/agent-contacts.js';
import { countOpenFollowUps, getMonthCounts } from '../data/agent-contacts.js';
import type { Deps } from '../deps.js';
import { businessToday } from './agent-contacts.js';
import { countAgentsOrderedSince } from './orders-since.js';

/**
 * product/outreach.md §3 "Contact stats" (data-model K3): this month's figures and the open follow-ups from their
 * counters, kept with each contact (D-185), and the orders that follow (issue 12 point 6).
 */
export async function readContactStats(deps: Deps): Promise<ContactStats> {
  const today = businessToday(deps);
  const month = today.slice(0, 7);
  const [thisMonth, follow_ups_needed, loop] = await Promise.all([
    getMonthCounts(deps.db, month),
    countOpenFollowUps(deps.db),
    countAgentsOrderedSince(deps, today),
  ]);
  return {
    success: true,
    this_month_contacts: thisMonth.contact_count,
    this_month_breakdown: { open_house: thisMonth.open_house_count },
    materials_given_this_month: thisMonth.materials_count,
    follow_ups_needed,
    agents_contacted_90_days: loop.contacted,
    agents_ordered_since_contact: loop.ordered,
  };
}
