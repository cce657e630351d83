import type { ListingParams } from './open-house-api';

/** The browser's filters, as typed (empty is "any"): numbers from NumberInputs, a time from a time input. */
export interface ListingFilters {
  minPrice: number | null;
  maxPrice: number | null;
  minBeds: number | null;
  /** 24-hour `HH:MM`: only houses open at that time (start ≤ time < end). */
  openAt: string;
}

export const noFilters: ListingFilters = { minPrice: null, maxPrice: null, minBeds: null, openAt: '' };

export const hasFilters = (filters: ListingFilters) =>
  filters.minPrice !== null || filters.maxPrice !== null || filters.minBeds !== null || filters.openAt !== '';

/** '9:05' or '09:05' → minutes after midnight; null when it is not a time. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** The filters as the listings route takes them: the server applies them to the whole date (D-201). */
export function toListingParams(filters: ListingFilters): ListingParams {
  const openAt = minutesOf(filters.openAt);
  return {
    ...(filters.minPrice !== null ? { min_price: filters.minPrice } : {}),
    ...(filters.maxPrice !== null ? { max_price: filters.maxPrice } : {}),
    ...(filters.minBeds !== null ? { min_beds: filters.minBeds } : {}),
    ...(openAt !== null ? { open_at: `${String(Math.floor(openAt / 60)).padStart(2, '0')}:${String(openAt % 60).padStart(2, '0')}` } : {}),
  };
}

/** While pages arrive: 'Loaded 312 of 1,204 open houses…', or with filters '40 match so far, of 1,204 open houses…'. */
export const describeLoading = (loaded: number, total: number, isFiltered: boolean) =>
  isFiltered
    ? `${loaded.toLocaleString('en-US')} ${loaded === 1 ? 'matches' : 'match'} so far, of ${total.toLocaleString('en-US')} open ${total === 1 ? 'house' : 'houses'}…`
    : `Loaded ${loaded.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} open ${total === 1 ? 'house' : 'houses'}…`;

/** 'Showing 12 of 40 open houses'. */
export const describeShowing = (shown: number, total: number) =>
  `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} open ${total === 1 ? 'house' : 'houses'}`;

/** product/outreach.md §8 empty state: 'No open houses found for {date}'. */
export const noOpenHousesFor = (date: string) => `No open houses found for ${date}`;
