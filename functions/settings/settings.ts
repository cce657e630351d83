import type * as z from '#shared/zod.js';
import type { putReportPromiseSchema } from '#shared/dashboard.js';
import { addDays, dateIn } from '#shared/dates.js';
import { BLOCKED_DATES_DAYS, type AdminSettings, type BlockDateReply, type putCapacitySchema, type putPricingSchema } from '#shared/settings.js';
import { getReportDisclaimer } from '../data/reports.js';
import { getRouteSettings } from '../data/route-planner.js';
import { blockCalendarDay, findCalendarDays, getDailyCapacity, getPricing, getReportPromise, saveSettings, unblockCalendarDay } from '../data/settings.js';
import type { Deps } from '../deps.js';
import { invalid, notFound } from '../errors.js';

// The admin settings page (product/rules.md "Prices and capacity"; data-model C11, B10).
// Access is the route's (admin only); these rules trust their caller.

/** Today and the last day listed, in the business's time zone. */
function bookableRange({ config, now }: Pick<Deps, 'config' | 'now'>) {
  const today = dateIn(config.BUSINESS_TIME_ZONE, now());
  return { today, last: addDays(today, BLOCKED_DATES_DAYS) };
}

export async function readSettings(deps: Deps): Promise<AdminSettings> {
  const { today, last } = bookableRange(deps);
  const [pricing, capacity, days, disclaimer, routePlanner, reportPromise] = await Promise.all([
    getPricing(deps.db),
    getDailyCapacity(deps.db),
    findCalendarDays(deps.db, today, last),
    getReportDisclaimer(deps.db),
    getRouteSettings(deps.db),
    getReportPromise(deps.db),
  ]);
  const blocked = [...days.values()].filter((day) => day.blocked).map((day) => day.date);
  return { pricing, capacity, blocked_dates: blocked.sort(), today, report_disclaimer: disclaimer, route_planner: routePlanner, report_promise: reportPromise };
}

export async function savePricing(deps: Deps, adminId: string, body: z.output<typeof putPricingSchema>) {
  await saveSettings(deps.db, 'PRICING', body.values, body.version, adminId, deps.now());
  return { success: true as const, pricing: await getPricing(deps.db) };
}

export async function saveCapacity(deps: Deps, adminId: string, body: z.output<typeof putCapacitySchema>) {
  await saveSettings(deps.db, 'CAPACITY', { daily_capacity: body.daily_capacity }, body.version, adminId, deps.now());
  return { success: true as const, capacity: await getDailyCapacity(deps.db) };
}

/** The report promise the dashboard measures overdue reports by (issue 15). */
export async function saveReportPromise(deps: Deps, adminId: string, body: z.output<typeof putReportPromiseSchema>) {
  await saveSettings(deps.db, 'REPORT_PROMISE', { report_promise_hours: body.report_promise_hours }, body.version, adminId, deps.now());
  return { success: true as const, report_promise: await getReportPromise(deps.db) };
}

/**
 * Blocks a day for new orders (data-model B4 checks `blocked`). Inspections already assigned
 * to it stay: the reply warns so the admin reschedules them, rather than the
 * block silently cancelling someone's inspection.
 */
export async function blockDate(deps: Deps, adminId: string, date: string): Promise<BlockDateReply> {
  const { today, last } = bookableRange(deps);
  if (date < today) throw invalid('Choose today or a later date.', { field: 'date' });
  if (date > last) throw invalid(`Choose a date within the next ${BLOCKED_DATES_DAYS} days.`, { field: 'date' });
  const assigned = await blockCalendarDay(deps.db, date, adminId, deps.now());
  const reply: BlockDateReply = { success: true, date, assigned_count: assigned };
  if (assigned > 0) {
    reply.warning = `${assigned} inspection${assigned === 1 ? ' is' : 's are'} already scheduled on this date. Reschedule ${assigned === 1 ? 'it' : 'them'} or contact the agent${assigned === 1 ? '' : 's'}.`;
  }
  return reply;
}

/** Opens a blocked day again; a day that is not blocked is a 404 (nothing to undo). */
export async function unblockDate(deps: Deps, date: string) {
  if (!(await unblockCalendarDay(deps.db, date))) throw notFound('This date is not blocked.');
  return { success: true as const, date };
}
