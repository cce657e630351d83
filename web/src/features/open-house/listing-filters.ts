import type { Listing } from '#shared/open-house.js';

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

/**
 * The listings that pass every filter set. A listing without a price (or beds) does not
 * pass a price (or beds) filter: nothing says it is in the range.
 */
export function filterListings(listings: readonly Listing[], filters: ListingFilters): Listing[] {
  const openAt = minutesOf(filters.openAt);
  return listings.filter((listing) => {
    if (filters.minPrice !== null && (listing.price === null || listing.price < filters.minPrice)) return false;
    if (filters.maxPrice !== null && (listing.price === null || listing.price > filters.maxPrice)) return false;
    if (filters.minBeds !== null && (listing.beds === null || listing.beds < filters.minBeds)) return false;
    if (openAt !== null) {
      const start = minutesOf(listing.start_time);
      const end = minutesOf(listing.end_time);
      if (start === null || end === null || openAt < start || openAt >= end) return false;
    }
    return true;
  });
}

/** 'Showing 12 of 40 open houses'. */
export const describeShowing = (shown: number, total: number) =>
  `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} open ${total === 1 ? 'house' : 'houses'}`;

/** Spec §8 empty state: 'No open houses found for {date}'. */
export const noOpenHousesFor = (date: string) => `No open houses found for ${date}`;
