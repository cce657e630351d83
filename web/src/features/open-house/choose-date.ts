import { calendarDateSchema } from '#shared/settings.js';

export interface DateCount {
  date: string;
  listing_count: number;
}

/**
 * The date /open-house-browse opens on: `?date=` when it is a real date, else the first
 * date with listings today or later (in the business's zone), else the latest one; null
 * when nothing has been imported at all.
 */
export function chooseDate(dates: readonly DateCount[], fromUrl: string | null, today: string): string | null {
  if (dates.length === 0) return null;
  if (fromUrl && calendarDateSchema.safeParse(fromUrl).success) return fromUrl;
  const sorted = dates.map((item) => item.date).sort();
  return sorted.find((date) => date >= today) ?? sorted.at(-1) ?? null;
}

/** The picker's options, latest first; a date from the URL that has no listings is kept, with 0. */
export function dateOptions(dates: readonly DateCount[], chosen: string | null): DateCount[] {
  const all = chosen && !dates.some((item) => item.date === chosen) ? [...dates, { date: chosen, listing_count: 0 }] : [...dates];
  return all.sort((a, b) => b.date.localeCompare(a.date));
}
