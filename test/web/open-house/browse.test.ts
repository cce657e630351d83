import { describe, expect, it } from 'vitest';
import { chooseDate, dateOptions } from '../../../web/src/features/open-house/choose-date.js';
import {
  describeShowing,
  filterListings,
  hasFilters,
  noFilters,
  noOpenHousesFor,
} from '../../../web/src/features/open-house/listing-filters.js';
import { listing } from './fixtures.js';

const mls = (listings: { mls_number: string }[]) => listings.map((item) => item.mls_number);

describe('filterListings', () => {
  const listings = [
    listing('cheap', { price: 180_000, beds: 2, start_time: '10:00', end_time: '12:00' }),
    listing('middle', { price: 350_000, beds: 3, start_time: '13:00', end_time: '15:00' }),
    listing('dear', { price: 900_000, beds: 5, start_time: '14:00', end_time: '16:00' }),
    listing('unpriced', { price: null, beds: null, start_time: '13:30', end_time: '15:30' }),
  ];

  it('keeps everything without filters', () => {
    expect(filterListings(listings, noFilters)).toHaveLength(4);
    expect(hasFilters(noFilters)).toBe(false);
  });

  it('filters by a price range, inclusive; a listing without a price does not pass a price filter', () => {
    expect(mls(filterListings(listings, { ...noFilters, minPrice: 350_000 }))).toEqual(['middle', 'dear']);
    expect(mls(filterListings(listings, { ...noFilters, maxPrice: 350_000 }))).toEqual(['cheap', 'middle']);
    expect(mls(filterListings(listings, { ...noFilters, minPrice: 200_000, maxPrice: 400_000 }))).toEqual(['middle']);
  });

  it('filters by minimum beds', () => {
    expect(mls(filterListings(listings, { ...noFilters, minBeds: 3 }))).toEqual(['middle', 'dear']);
  });

  it('keeps the houses open at a time: from the start, up to (not at) the end', () => {
    expect(mls(filterListings(listings, { ...noFilters, openAt: '14:00' }))).toEqual(['middle', 'dear', 'unpriced']);
    expect(mls(filterListings(listings, { ...noFilters, openAt: '15:00' }))).toEqual(['dear', 'unpriced']);
    expect(mls(filterListings(listings, { ...noFilters, openAt: '09:59' }))).toEqual([]);
    expect(hasFilters({ ...noFilters, openAt: '14:00' })).toBe(true);
  });

  it('combines the filters', () => {
    expect(mls(filterListings(listings, { minPrice: 100_000, maxPrice: 1_000_000, minBeds: 3, openAt: '15:30' }))).toEqual(['dear']);
  });
});

describe('the counts and the empty state', () => {
  it("says 'Showing N of M'", () => {
    expect(describeShowing(3, 40)).toBe('Showing 3 of 40 open houses');
    expect(describeShowing(1, 1)).toBe('Showing 1 of 1 open house');
    expect(describeShowing(1200, 5000)).toBe('Showing 1,200 of 5,000 open houses');
  });

  it("uses the spec's empty-state wording (§8)", () => {
    expect(noOpenHousesFor('Sat, Nov 28, 2026')).toBe('No open houses found for Sat, Nov 28, 2026');
  });
});

describe('chooseDate', () => {
  // Latest first, as GET /api/open-house/dates answers.
  const dates = [
    { date: '2026-12-05', listing_count: 4 },
    { date: '2026-11-28', listing_count: 9 },
    { date: '2026-11-21', listing_count: 7 },
  ];

  it('takes ?date= when it is a real date', () => {
    expect(chooseDate(dates, '2026-11-21', '2026-11-25')).toBe('2026-11-21');
    expect(chooseDate(dates, '2026-10-03', '2026-11-25')).toBe('2026-10-03');
  });

  it('otherwise the first date today or later, in the business zone', () => {
    expect(chooseDate(dates, null, '2026-11-25')).toBe('2026-11-28');
    expect(chooseDate(dates, null, '2026-11-28')).toBe('2026-11-28');
    expect(chooseDate(dates, 'not-a-date', '2026-11-29')).toBe('2026-12-05');
  });

  it('otherwise the latest; none when nothing was imported', () => {
    expect(chooseDate(dates, null, '2027-01-01')).toBe('2026-12-05');
    expect(chooseDate([], '2026-11-28', '2026-11-25')).toBeNull();
  });

  it('lists the dates latest first, keeping a date from the address that has no listings', () => {
    expect(dateOptions(dates, '2026-11-28').map((item) => item.date)).toEqual(['2026-12-05', '2026-11-28', '2026-11-21']);
    expect(dateOptions(dates, '2026-11-30')).toContainEqual({ date: '2026-11-30', listing_count: 0 });
    expect(dateOptions(dates, '2026-11-30')[1]?.date).toBe('2026-11-30');
  });
});
