import { addDays, dateIn } from '#shared/dates.js';
import type { Deps } from '../deps.js';
import { findCalendarDays, getDailyCapacity } from '../data/settings.js';

/** product/rules.md "Prices and capacity": the next 14 days from tomorrow, in the business's time zone. */
export const BOOKABLE_DAYS = 14;

/** GET /api/available-dates (data-model B3): a day is full when blocked or when its assigned inspections reach capacity. */
export async function findAvailableDates(deps: Deps): Promise<{ date: string; available: boolean }[]> {
  const first = addDays(dateIn(deps.config.BUSINESS_TIME_ZONE, deps.now()), 1);
  const last = addDays(first, BOOKABLE_DAYS - 1);
  const [days, { daily_capacity }] = await Promise.all([findCalendarDays(deps.db, first, last), getDailyCapacity(deps.db)]);
  return Array.from({ length: BOOKABLE_DAYS }, (_, index) => {
    const date = addDays(first, index);
    const day = days.get(date);
    return { date, available: !day || (!day.blocked && day.assigned_count < daily_capacity) };
  });
}
