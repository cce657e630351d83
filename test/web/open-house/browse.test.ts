import { describe, expect, it } from 'vitest';
import { chooseDate, dateOptions } from '#web/src/features/open-house/choose-date.js';
import {
  describeLoading,
  describeShowing,
  hasFilters,
  noFilters,
  noOpenHousesFor,
  toListingParams,
} from '#web/src/features/open-house/listing-filters.js';

describe('toListingParams', () => {
  it('sends nothing without filters', () => {
    expect(toListingParams(noFilters)).toEqual({});
    expect(hasFilters(noFilters)).toBe(false);
  });

  it('sends the price range, the beds and the time the server filters by (D-201)', () => {
    expect(toListingParams({ minPrice: 200_000, maxPrice: 400_000, minBeds: 3, openAt: '9:05' })).toEqual({
      min_price: 200_000,
      max_price: 400_000,
      min_beds: 3,
      open_at: '09:05',
    });
    expect(hasFilters({ ...noFilters, openAt: '14:00' })).toBe(true);
  });

  it('leaves out a time that is not one', () => {
    expect(toListingParams({ ...noFilters, openAt: '25:00' })).toEqual({});
  });
});

describe('the counts and the empty state', () => {
  it("says how far the pages have come, then 'Showing N of M'", () => {
    expect(describeLoading(312, 1204, false)).toBe('Loaded 312 of 1,204 open houses…');
    expect(describeLoading(40, 1204, true)).toBe('40 match so far, of 1,204 open houses…');
    expect(describeShowing(3, 40)).toBe('Showing 3 of 40 open houses');
    expect(describeShowing(1, 1)).toBe('Showing 1 of 1 open house');
    expect(describeShowing(1200, 5000)).toBe('Showing 1,200 of 5,000 open houses');
  });

  it("uses the spec's empty-state wording (product/outreach.md §8)", () => {
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
